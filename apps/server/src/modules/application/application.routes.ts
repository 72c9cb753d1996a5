/** /api/Application/* (spec §7.7): applications, parties, the STOA check, processing and the schedule PDF. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  APPLICATION_LIST_TYPES,
  allocateProRataSchema,
  applicationActionResultSchema,
  applicationDetailSchema,
  applicationFeeSchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationTypeSchema,
  isoDateField,
  openAccessDetailsSchema,
  partyListSchema,
  partyPeriodQuerySchema,
  partySchema,
  processingDateListSchema,
  processingResultSchema,
  remainingQuantumQuerySchema,
  remainingQuantumSchema,
  savedApplicationSchema,
  stoaCheckSchema,
  workflowActionSchema,
  type ApplicationType,
} from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { principalOf } from '../../platform/access-guard.ts';
import { contextOf } from '../../platform/request-context.ts';
import { contentDisposition } from '../file/file.routes.ts';
import { renderOpenAccessDetails } from './application-pdf.ts';
import { draftBodySchema, type ApplicationService } from './application.service.ts';
import type { ProcessingService } from './processing.service.ts';

const TAG = 'Application';
const BASE = '/Application';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const typeParams = z.object({ type: applicationTypeSchema });
const typeIdParams = z.object({ type: applicationTypeSchema, id: z.coerce.number().int().positive() });
const batchParams = z.object({ type: applicationTypeSchema, date: isoDateField('Processing Date') });
const typeQuery = z.object({ type: applicationTypeSchema });
const entityTypeQuery = z.object({ entityType: z.string().trim().max(40).optional() });
const listTypeParams = z.object({ type: z.enum(APPLICATION_LIST_TYPES) });
const datesQuery = z.object({
  type: z.enum([...APPLICATION_LIST_TYPES, 'ContingencyDayAhead', 'ContingencySameDay']).optional(),
});

const VERBS: [path: string, verb: 'Approve' | 'Reject' | 'Return', summary: string][] = [
  [
    'Approve',
    'Approve',
    "The role's next step: Accept (SLDC business user), Verify and Forward, Approve; the applicant's acceptance of a partial allocation",
  ],
  ['Reject', 'Reject', "Reject (comments required); the applicant's withdrawal of a partial allocation"],
  ['SeekClarification', 'Return', 'Return to the applicant for clarification (comments required)'],
];

function typesOf(listType: string | undefined): ApplicationType[] | null {
  if (!listType) return null;
  return listType === 'Contingency' ? ['ContingencyDayAhead', 'ContingencySameDay'] : [listType as ApplicationType];
}

export const applicationRoutes =
  (service: ApplicationService, processing: ProcessingService): FastifyPluginAsyncZod =>
  async (app) => {
    // --- Lists and records ---------------------------------------------------------------------------------
    app.get(
      `${BASE}/GetAppliedApplications`,
      {
        config: { access: 'applicationOwn' },
        schema: {
          tags: [TAG],
          summary: "The caller's applications (own, as trader, or naming it)",
          querystring: applicationListQuerySchema,
          response: responses(applicationListSchema),
        },
      },
      async (request) => ok(await service.list(principalOf(request), null, request.query)),
    );
    app.get(
      `${BASE}/GetAll/:type`,
      {
        config: { access: 'applicationRead' },
        schema: {
          tags: [TAG],
          summary: 'Applications of a list type (Advance, DayAhead, FCFS, Contingency)',
          params: listTypeParams,
          querystring: applicationListQuerySchema,
          response: responses(applicationListSchema),
        },
      },
      async (request) => ok(await service.list(principalOf(request), request.params.type, request.query)),
    );
    app.get(
      `${BASE}/Get/:id`,
      {
        config: { access: 'applicationRead' },
        schema: {
          tags: [TAG],
          summary: "One application with schedule, timeline and the caller's actions",
          params: idParams,
          response: responses(applicationDetailSchema),
        },
      },
      async (request) => ok(await service.get(principalOf(request), request.params.id)),
    );
    app.post(
      `${BASE}/Submit/:type`,
      {
        config: { access: 'applicationOwn' },
        schema: {
          tags: [TAG],
          summary: 'Save (isDraft true: shape only) or submit an application',
          params: typeParams,
          body: draftBodySchema,
          response: responses(savedApplicationSchema),
        },
      },
      async (request) =>
        ok(await service.save(principalOf(request), request.params.type, request.body, contextOf(request))),
    );
    for (const [path, verb, summary] of VERBS) {
      app.post(
        `${BASE}/${path}/:type/:id`,
        {
          config: { access: 'applicationRead' },
          schema: {
            tags: [TAG],
            summary,
            params: typeIdParams,
            body: workflowActionSchema.optional(),
            response: responses(applicationActionResultSchema),
          },
        },
        async (request) =>
          ok(
            await service.act(
              principalOf(request),
              request.params.type,
              request.params.id,
              verb,
              request.body?.comments ?? null,
              contextOf(request),
            ),
          ),
      );
    }
    for (const [path, give] of [
      ['ApproveTraderRequest', true],
      ['RejectTraderRequest', false],
    ] as const) {
      app.post(
        `${BASE}/${path}/:type/:id`,
        {
          config: { access: 'applicationOwn' },
          schema: {
            tags: [TAG],
            summary: give
              ? "The seller's or buyer's consent to a trader's application"
              : "The seller's or buyer's refusal (comments required)",
            params: typeIdParams,
            body: workflowActionSchema.optional(),
            response: responses(applicationActionResultSchema),
          },
        },
        async (request) =>
          ok(
            await service.consent(
              principalOf(request),
              request.params.type,
              request.params.id,
              give,
              request.body?.comments ?? null,
              contextOf(request),
            ),
          ),
      );
    }
    app.post(
      `${BASE}/UpdateTrader/:applicationId/:traderId`,
      {
        config: { access: 'traderOwn' },
        schema: {
          tags: [TAG],
          summary: 'Name (or with 0 clear) the trader acting for the applicant',
          params: z.object({
            applicationId: z.coerce.number().int().positive(),
            traderId: z.coerce.number().int().min(0),
          }),
          response: responses(z.boolean()),
        },
      },
      async (request) =>
        ok(
          await service.updateTrader(
            principalOf(request),
            request.params.applicationId,
            request.params.traderId,
            contextOf(request),
          ),
        ),
    );

    // --- Parties, limits and fees ----------------------------------------------------------------------------
    app.get(
      `${BASE}/GetAvailableRegistrations`,
      {
        config: { access: 'applicationOwn' },
        schema: {
          tags: [TAG],
          summary: "The caller's own registrations in force (over fromDate..toDate when given)",
          querystring: partyPeriodQuerySchema,
          response: responses(partyListSchema),
        },
      },
      async (request) => ok(await service.availableRegistrations(principalOf(request), request.query)),
    );
    app.get(
      `${BASE}/GetSellers`,
      {
        config: { access: 'applicationOwn' },
        schema: {
          tags: [TAG],
          summary: 'Registrations in force that inject (over fromDate..toDate when given)',
          querystring: partyPeriodQuerySchema,
          response: responses(partyListSchema),
        },
      },
      async (request) => ok(await service.parties('seller', request.query)),
    );
    app.get(
      `${BASE}/GetBuyers`,
      {
        config: { access: 'applicationOwn' },
        schema: {
          tags: [TAG],
          summary: 'Registrations in force that draw (over fromDate..toDate when given)',
          querystring: partyPeriodQuerySchema,
          response: responses(partyListSchema),
        },
      },
      async (request) => ok(await service.parties('buyer', request.query)),
    );
    for (const [path, side] of [
      ['GetSellersForTrader', 'seller'],
      ['GetBuyersForTrader', 'buyer'],
    ] as const) {
      app.get(
        `${BASE}/${path}`,
        {
          config: { access: 'applicationOwn' },
          schema: {
            tags: [TAG],
            summary: `The trader's applicants that may be the ${side}`,
            querystring: entityTypeQuery.and(partyPeriodQuerySchema),
            response: responses(partyListSchema),
          },
        },
        async (request) =>
          ok(await service.partiesForTrader(principalOf(request), side, request.query.entityType, request.query)),
      );
    }
    app.get(
      `${BASE}/GetUserBasedTraders`,
      {
        config: { access: 'applicationOwn' },
        schema: {
          tags: [TAG],
          summary: 'Traders the OA applicant added',
          response: responses(z.array(z.object({ id: z.number(), entityName: z.string() }))),
        },
      },
      async (request) => ok(await service.userBasedTraders(principalOf(request))),
    );
    for (const [path, side] of [
      ['GetInjectingEntityDetails', 'seller'],
      ['GetDraweeEntityDetails', 'buyer'],
    ] as const) {
      app.get(
        `${BASE}/${path}/:id`,
        {
          config: { access: 'applicationRead' },
          schema: {
            tags: [TAG],
            summary: `A ${side}'s registration details`,
            params: idParams,
            response: responses(partySchema),
          },
        },
        async (request) => ok(await service.party(side, request.params.id)),
      );
    }
    app.get(
      `${BASE}/GetRemainingQuatumDetails`,
      {
        config: { access: 'applicationRead' },
        schema: {
          tags: [TAG],
          summary: "Seller's and buyer's remaining quantum over a period and blocks",
          querystring: remainingQuantumQuerySchema,
          response: responses(remainingQuantumSchema),
        },
      },
      async (request) => ok(await service.remainingQuantum(request.query)),
    );
    app.get(
      `${BASE}/GetApplicationFee`,
      {
        config: { access: 'applicationRead' },
        schema: {
          tags: [TAG],
          summary: 'The application fee of a type in force today',
          querystring: typeQuery,
          response: responses(applicationFeeSchema),
        },
      },
      async (request) => ok(await service.applicationFee(request.query.type)),
    );
    app.get(
      `${BASE}/IsDefaulter`,
      {
        config: { access: 'applicationOwn' },
        schema: {
          tags: [TAG],
          summary: 'Is the caller marked defaulter (cannot apply)?',
          response: responses(z.boolean()),
        },
      },
      async (request) => ok(await service.isDefaulter(principalOf(request))),
    );

    // --- STOA check and processing ---------------------------------------------------------------------------
    app.get(
      `${BASE}/StoaCheck/:id`,
      {
        config: { access: 'applicationAct' },
        schema: {
          tags: [TAG],
          summary: 'The STOA check of an application',
          params: idParams,
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
          summary: "A batch's latest processing result",
          params: batchParams,
          response: responses(processingResultSchema),
        },
      },
      async (request) => ok(await processing.result(request.params.type, request.params.date)),
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

    // --- The approved schedule ---------------------------------------------------------------------------------
    app.get(
      `${BASE}/GetOpenAccessDetails/:id`,
      {
        config: { access: 'applicationRead' },
        schema: {
          tags: [TAG],
          summary: 'The approved schedule with its charges',
          params: idParams,
          response: responses(openAccessDetailsSchema),
        },
      },
      async (request) => ok((await service.openAccessDetails(principalOf(request), request.params.id)).details),
    );
    app.get(
      `${BASE}/DownloadOpenAccessDetails/:id`,
      {
        config: { access: 'applicationRead' },
        schema: { tags: [TAG], summary: 'The approved schedule as a PDF', params: idParams },
      },
      async (request, reply) => {
        const { detail, details } = await service.openAccessDetails(principalOf(request), request.params.id);
        const pdf = await renderOpenAccessDetails(detail, details.charges);
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            contentDisposition('attachment', `Schedule-${detail.applicationNo ?? detail.id}.pdf`.replaceAll('/', '-')),
          )
          .send(pdf);
      },
    );
  };
