/** GET /api/Configuration/History: the audit trail of one configuration row (who, when, old → new). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyQuerySchema, historySchema } from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import type { HistoryService } from './history.service.ts';

export const historyRoutes =
  (history: HistoryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Configuration/History',
      {
        config: { access: 'configHistory' },
        schema: {
          tags: ['Configuration'],
          summary: 'Changes of one configuration row, newest first',
          querystring: historyQuerySchema,
          response: responses(historySchema),
        },
      },
      async (request) => ok({ history: await history.list(request.query.entityType, request.query.entityId) }),
    );
  };
