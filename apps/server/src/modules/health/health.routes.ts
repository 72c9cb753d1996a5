/**
 * GET /api/health: liveness and readiness in one answer. 200 while the database answers — status 'ok', or
 * 'degraded' when mail cannot be delivered (the portal still works; mail waits in the outbox); 503 while the
 * database does not answer, the envelope's errors naming each dependency that is down (fieldName 'database').
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { failure } from '../../platform/errors.ts';
import type { HealthService } from './health.service.ts';

export const HEALTH_MESSAGES = {
  databaseDown: 'The database does not answer.',
} as const;

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.object({
    database: z.enum(['up', 'down']),
    /** 'off': no SMTP_URL, mail is kept in the outbox; 'down': the latest delivery attempt failed. */
    mail: z.enum(['up', 'down', 'off']),
  }),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

export const healthRoutes =
  (health: HealthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Platform'],
          summary: 'Liveness and readiness: 503 naming the dependency that is down',
          response: { ...responses(healthSchema), 503: responses(healthSchema)[400] },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const report = await health.check();
        if (report.database === 'down') {
          request.log.warn({ err: report.databaseError }, 'health check: database unreachable');
          return reply
            .status(503)
            .send(
              failure([
                { fieldName: 'database', errorMessages: [HEALTH_MESSAGES.databaseDown], code: 'SERVICE_UNAVAILABLE' },
              ]),
            );
        }
        return ok({
          status: report.mail === 'down' ? ('degraded' as const) : ('ok' as const),
          checks: { database: 'up' as const, mail: report.mail },
          database: health.databaseKind,
          version: APP_VERSION,
        });
      },
    );
  };
