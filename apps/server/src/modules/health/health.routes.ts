/** GET /api/health: answers 200 only when the database answers. */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { requestFailure } from '../../platform/errors.ts';
import type { AppDeps } from '../../app-deps.ts';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Platform'],
          summary: 'Liveness and database check',
          response: { ...responses(healthSchema), 503: responses(healthSchema)[400] },
        },
      },
      async (request, reply) => {
        try {
          await deps.db.execute(sql`select 1`);
        } catch (err) {
          request.log.error({ err }, 'health check: database unreachable');
          return reply.status(503).send(requestFailure('SERVICE_UNAVAILABLE', 'Database unavailable'));
        }
        return ok({ status: 'ok' as const, database: deps.database.kind, version: APP_VERSION });
      },
    );
  };
