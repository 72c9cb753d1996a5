/** /api/Revision/* (issue 18; the spec names no calls): revisable applications, preview, request, lists, answers. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  recordIdParam,
  revisableApplicationSchema,
  revisableApplicationsSchema,
  revisionActionResultSchema,
  revisionDetailSchema,
  revisionImpactSchema,
  revisionListQuerySchema,
  revisionListSchema,
  revisionRequestSchema,
  savedRevisionSchema,
  scheduleHistorySchema,
} from '@stoa/shared';
import { principalOf } from '../../platform/access-guard.ts';
import { ok, responses } from '../../platform/envelope.ts';
import { contextOf } from '../../platform/request-context.ts';
import { registerActionRoutes } from '../../platform/workflow/action-routes.ts';
import type { RevisionService } from './revision.service.ts';

const TAG = 'Revision';
const BASE = '/Revision';
const applicationParams = z.object({ applicationId: recordIdParam() });

export const revisionRoutes =
  (service: RevisionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${BASE}/GetRevisableApplications`,
      {
        config: { access: 'revisionRequest' },
        schema: {
          tags: [TAG],
          summary: "The caller's approved applications with blocks left to revise",
          response: responses(revisableApplicationsSchema),
        },
      },
      async (request) => ok(await service.revisable(principalOf(request))),
    );

    app.get(
      `${BASE}/GetRevisableApplication/:id`,
      {
        config: { access: 'revisionRequest' },
        schema: {
          tags: [TAG],
          summary: 'One of them with its allocated schedule and the first block a revision filed now changes',
          params: idParamsSchema,
          response: responses(revisableApplicationSchema),
        },
      },
      async (request) => ok(await service.revisableOne(principalOf(request), request.params.id)),
    );

    for (const [path, summary] of [
      ['Preview', 'What a revision would change: effective block, energy, the days kept on STU, charges'],
      ['Add', 'Request a revision (downward only; one open request per application)'],
    ] as const) {
      app.post(
        `${BASE}/${path}`,
        {
          config: { access: 'revisionRequest' },
          schema: {
            tags: [TAG],
            summary,
            body: revisionRequestSchema,
            response: responses(path === 'Preview' ? revisionImpactSchema : savedRevisionSchema),
          },
        },
        async (request) =>
          ok(
            path === 'Preview'
              ? await service.preview(principalOf(request), request.body)
              : await service.add(principalOf(request), request.body, contextOf(request)),
          ),
      );
    }

    app.get(
      `${BASE}/GetAll`,
      {
        config: { access: 'revisionRead' },
        schema: {
          tags: [TAG],
          summary: 'Revision requests (applicants: their own), newest first',
          querystring: revisionListQuerySchema,
          response: responses(revisionListSchema),
        },
      },
      async (request) => ok(await service.list(principalOf(request), request.query)),
    );

    app.get(
      `${BASE}/GetDetails/:id`,
      {
        config: { access: 'revisionRead' },
        schema: {
          tags: [TAG],
          summary: "A revision request with its impact, timeline and the caller's actions",
          params: idParamsSchema,
          response: responses(revisionDetailSchema),
        },
      },
      async (request) => ok(await service.get(principalOf(request), request.params.id)),
    );

    app.get(
      `${BASE}/GetScheduleHistory/:applicationId`,
      {
        config: { access: 'revisionRead' },
        schema: {
          tags: [TAG],
          summary: "An application's schedule: original, each revision and curtailment with its charges, current",
          params: applicationParams,
          response: responses(scheduleHistorySchema),
        },
      },
      async (request) => ok(await service.history(principalOf(request), request.params.applicationId)),
    );

    registerActionRoutes(app, {
      url: (path) => `${BASE}/${path}/:id`,
      access: 'revisionDecide',
      tag: TAG,
      summaries: {
        Forward: 'Not a step of revisions (422)',
        Return: 'Not a step of revisions (422)',
        Approve: 'Approve: the schedule, capacity and charges change from the effective block',
        Reject: 'Reject (comments required)',
      },
      params: idParamsSchema,
      response: revisionActionResultSchema,
      act: (principal, params, action, words, ctx) => service.act(principal, params.id, action, words, ctx),
    });
  };
