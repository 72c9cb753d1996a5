/** /api/Dashboard/Summary: the figures of the role dashboard at /landing. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSummarySchema } from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { principalOf } from '../../platform/access-guard.ts';
import type { DashboardService } from './dashboard.service.ts';

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
