/** GET /api/Admin/Outbox: every mail the portal queued, newest first (so a demo user can read a code). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxListSchema, outboxQuerySchema, type OutboxItem } from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import type { AppDeps } from '../../app-deps.ts';
import { listOutbox } from './outbox.repository.ts';

export const outboxRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
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
      async (request) => {
        const { rows, dataCount } = await listOutbox(deps.db, request.query);
        const outboxList: OutboxItem[] = rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          text: r.text,
          status: r.status as OutboxItem['status'],
          attempts: r.attempts,
          lastError: r.lastError,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
        }));
        return ok({ outboxList, dataCount });
      },
    );
  };
