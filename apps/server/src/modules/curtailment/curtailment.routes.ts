/** /api/Curtailment/* (issue 18; the spec names no calls): preview a plan, apply it, the list and a record. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyCurtailmentSchema,
  curtailmentDetailSchema,
  curtailmentListQuerySchema,
  curtailmentListSchema,
  curtailmentPlanSchema,
  curtailmentRequestSchema,
  idParamsSchema,
  savedCurtailmentSchema,
} from '@stoa/shared';
import { principalOf } from '../../platform/access-guard.ts';
import { ok, responses } from '../../platform/envelope.ts';
import type { CurtailmentService } from './curtailment.service.ts';

const TAG = 'Curtailment';
const BASE = '/Curtailment';

export const curtailmentRoutes =
  (service: CurtailmentService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${BASE}/Preview`,
      {
        config: { access: 'curtailmentApply' },
        schema: {
          tags: [TAG],
          summary: 'The plan: what each application on the corridor would shed, block by block (nothing is written)',
          body: curtailmentRequestSchema,
          response: responses(curtailmentPlanSchema),
        },
      },
      async (request) => ok(await service.preview(request.body)),
    );

    app.post(
      `${BASE}/Apply`,
      {
        config: { access: 'curtailmentApply' },
        schema: {
          tags: [TAG],
          summary: 'Apply the previewed plan (409 PLAN_CHANGED when the schedules moved since); every party is told',
          body: applyCurtailmentSchema,
          response: responses(savedCurtailmentSchema),
        },
      },
      async (request) => ok(await service.apply(principalOf(request), request.body.request, request.body.planToken)),
    );

    app.get(
      `${BASE}/GetAll`,
      {
        config: { access: 'curtailmentRead' },
        schema: {
          tags: [TAG],
          summary: 'Applied curtailments (applicants and traders: those touching their applications), newest first',
          querystring: curtailmentListQuerySchema,
          response: responses(curtailmentListSchema),
        },
      },
      async (request) => ok(await service.list(principalOf(request), request.query)),
    );

    app.get(
      `${BASE}/GetById/:id`,
      {
        config: { access: 'curtailmentRead' },
        schema: {
          tags: [TAG],
          summary: 'An applied curtailment with each application shed, its blocks and its refund',
          params: idParamsSchema,
          response: responses(curtailmentDetailSchema),
        },
      },
      async (request) => ok(await service.get(principalOf(request), request.params.id)),
    );
  };
