/** GET /api/Admin/Outbox: every mail the portal queued, newest first (so a demo user can read a code). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxListSchema, outboxQuerySchema } from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import type { OutboxService } from './outbox.service.ts';

export const outboxRoutes =
  (outbox: OutboxService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Admin/Outbox',
      {
        config: { access: 'outboxRead' },
        schema: {
          tags: ['Admin'],
          summary: 'The mail outbox, newest first',
          querystring: outboxQuerySchema,
          response: responses(outboxListSchema),
        },
      },
      async (request) => ok(await outbox.list(request.query)),
    );
  };
