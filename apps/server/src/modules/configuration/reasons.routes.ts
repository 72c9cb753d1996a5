/**
 * /api/Configuration/Reasons/* (issue 36 item 8): the reason lists per record type. GetAll (optionally of one record
 * type) for every signed-in role that reads configuration; Add, Update/{id}, Delete/{id} for the Admin.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REASON_RECORD_TYPES, reasonInputSchema, reasonListSchema, reasonSchema } from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { registerCrud } from './crud-routes.ts';
import type { ReasonService } from './reasons.service.ts';

const TAG = 'Configuration';

export const reasonRoutes =
  (reasons: ReasonService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Configuration/Reasons/GetAll',
      {
        config: { access: 'configRead' },
        schema: {
          tags: [TAG],
          summary: 'The reasons a Reject or Seek Clarification may give, per record type (active and not)',
          querystring: z.object({ recordType: z.enum(REASON_RECORD_TYPES).optional() }),
          response: responses(reasonListSchema),
        },
      },
      async (request) => ok({ reasons: await reasons.list(request.query.recordType) }),
    );
    registerCrud(app, {
      base: '/Configuration/Reasons',
      tag: TAG,
      noun: 'reason',
      input: reasonInputSchema,
      row: reasonSchema,
      write: 'configWrite',
      service: reasons,
    });
  };
