/** /api/Application/* (spec §7.7): the STOA check and the processing of a batch (assess, ApproveAll, allocate). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICATION_LIST_TYPES,
  allocateProRataSchema,
  applicationTypeSchema,
  isoDateField,
  processingDateListSchema,
  processingResultSchema,
  processingResultQuerySchema,
  blockSharesQuerySchema,
  blockSharesSchema,
  stoaCheckSchema,
  type ApplicationType,
  idParamsSchema,
} from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { principalOf } from '../../platform/access-guard.ts';
import type { ApplicationService } from './application.service.ts';
import type { ProcessingService } from './processing.service.ts';

const TAG = 'Application';
const BASE = '/Application';
/** A batch: its application type and processing date. */
export const batchParams = z.object({ type: applicationTypeSchema, date: isoDateField('Processing Date') });
const datesQuery = z.object({
  type: z.enum([...APPLICATION_LIST_TYPES, 'ContingencyDayAhead', 'ContingencySameDay']).optional(),
});

function typesOf(listType: string | undefined): ApplicationType[] | null {
  if (!listType) return null;
  return listType === 'Contingency' ? ['ContingencyDayAhead', 'ContingencySameDay'] : [listType as ApplicationType];
}

export const processingRoutes =
  (service: ApplicationService, processing: ProcessingService): FastifyPluginAsyncZod =>
  async (app) => {
    // --- STOA check and processing ---------------------------------------------------------------------------
    app.get(
      `${BASE}/StoaCheck/:id`,
      {
        config: { access: 'applicationAct' },
        schema: {
          tags: [TAG],
          summary: 'The STOA check of an application',
          params: idParamsSchema,
          response: responses(stoaCheckSchema),
        },
      },
      async (request) => ok(await service.stoaCheck(principalOf(request), request.params.id)),
    );
    app.get(
      `${BASE}/GetApplicationProcessingDates`,
      {
        config: { access: 'applicationAct' },
        schema: {
          tags: [TAG],
          summary: 'Batches with applications pending or allocated',
          querystring: datesQuery,
          response: responses(processingDateListSchema),
        },
      },
      async (request) => ok(await processing.dates(typesOf(request.query.type))),
    );
    app.post(
      `${BASE}/ProcessApplications/:type/:date`,
      {
        config: { access: 'applicationProcess' },
        schema: {
          tags: [TAG],
          summary: 'Assess a batch against the remaining margin',
          params: batchParams,
          response: responses(processingResultSchema),
        },
      },
      async (request) => ok(await processing.process(principalOf(request), request.params.type, request.params.date)),
    );
    app.get(
      `${BASE}/GetApplicationProcessingResult/:type/:date`,
      {
        config: { access: 'applicationAct' },
        schema: {
          tags: [TAG],
          summary: "A batch's latest processing result, with one page of its applications",
          params: batchParams,
          querystring: processingResultQuerySchema,
          response: responses(processingResultSchema),
        },
      },
      async (request) => ok(await processing.result(request.params.type, request.params.date, request.query)),
    );
    app.get(
      `${BASE}/GetProcessingBlockShares/:type/:date`,
      {
        config: { access: 'applicationAct' },
        schema: {
          tags: [TAG],
          summary: "One block's shares in a batch's latest run (a corridor's or a party's)",
          params: batchParams,
          querystring: blockSharesQuerySchema,
          response: responses(blockSharesSchema),
        },
      },
      async (request) => ok(await processing.shares(request.params.type, request.params.date, request.query)),
    );
    app.post(
      `${BASE}/ApproveAll/:type/:date/:month`,
      {
        config: { access: 'applicationProcess' },
        schema: {
          tags: [TAG],
          summary: "Approve the batch's fitting applications in full (Advance: congested ones to e-bidding)",
          params: batchParams.extend({ month: z.string().regex(/^\d{4}-\d{2}$/, 'Month must be YYYY-MM') }),
          response: responses(processingResultSchema),
        },
      },
      async (request) =>
        ok(await processing.approveAll(principalOf(request), request.params.type, request.params.date)),
    );
    app.post(
      `${BASE}/AllocateProRata`,
      {
        config: { access: 'applicationProcess' },
        schema: {
          tags: [TAG],
          summary: "Resolve a batch's congested applications by the type's rule",
          body: allocateProRataSchema,
          response: responses(processingResultSchema),
        },
      },
      async (request) =>
        ok(await processing.allocateCongested(principalOf(request), request.body.type, request.body.processingDate)),
    );
    app.post(
      `${BASE}/AllocateQuantumProRataBasis/:date/:type`,
      {
        config: { access: 'applicationProcess' },
        schema: {
          tags: [TAG],
          summary: 'Pro-rata (day-ahead) or in order of receipt (FCFS, contingency)',
          params: batchParams,
          response: responses(processingResultSchema),
        },
      },
      async (request) =>
        ok(await processing.allocateCongested(principalOf(request), request.params.type, request.params.date)),
    );
  };
