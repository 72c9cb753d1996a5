/** GET /api/Configuration/TranscoDiscom/GetAll (spec §7.2). The configuration issue adds editing. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transcoDiscomListSchema } from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import type { UtilityService } from './utility.service.ts';

export const utilityRoutes =
  (utilities: UtilityService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Configuration/TranscoDiscom/GetAll',
      {
        config: { access: 'utilitiesRead' },
        schema: {
          tags: ['Configuration'],
          summary: 'TRANSCO and DISCOM utilities, one row per zone',
          response: responses(transcoDiscomListSchema),
        },
      },
      async () => ok({ transcoDiscomList: await utilities.listZones() }),
    );
  };
