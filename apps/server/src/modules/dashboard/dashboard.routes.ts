/** /api/Dashboard/Summary: the figures of the role dashboard at /landing. */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSummarySchema } from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { principalOf } from '../../platform/access-guard.ts';
import type { DashboardService } from './dashboard.service.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const dashboardRoutes =
  (dashboard: DashboardService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Dashboard/Summary',
      {
        config: { access: 'dashboardRead' },
        schema: {
          tags: ['Dashboard'],
          summary: "The signed-in user's dashboard figures",
          response: responses(dashboardSummarySchema),
        },
      },
      async (request) => ok(await dashboard.summary(principalOf(request))),
    );
  };

/**
 * A signed-in user's successful write through this instance makes their next dashboard one computed after it, before
 * the answer leaves (so whoever changed something sees it at once). Registered on the root instance, so it sees every
 * route.
 */
export function refreshDashboardOnWrites(app: FastifyInstance, dashboard: DashboardService): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.principal && !READS.has(request.method) && reply.statusCode < 400)
      dashboard.wrote(request.principal.userId);
    return payload;
  });
}
