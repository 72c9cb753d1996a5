/** /api/Application/* (spec §7.7): applications, parties, the STOA check, processing and the schedule PDF. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  draftApplicationSchema,
  APPLICATION_LIST_TYPES,
  applicantDetailSchema,
  applicationActionResultSchema,
  applicationDetailSchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationRowSchema,
  applicationTypeSchema,
  loggedInDateTimeField,
  openAccessDetailsSchema,
  savedApplicationSchema,
  workflowActionSchema,
  idParamsSchema,
  recordIdParam,
  INT4_MAX,
} from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { principalOf } from '../../platform/access-guard.ts';
import { contextOf } from '../../platform/request-context.ts';
import { contentDisposition } from '../../platform/send-file.ts';
import { renderOpenAccessDetails } from './application-pdf.ts';
import type { ApplicationService } from './application.service.ts';
import type { ProcessingService } from './processing.service.ts';
import { partyRoutes } from './party.routes.ts';
import { processingRoutes } from './processing.routes.ts';
import { processingExportRoutes } from './processing-export.routes.ts';
import { applicationExportRoutes } from './application-export.routes.ts';

const TAG = 'Application';
const BASE = '/Application';
const typeParams = z.object({ type: applicationTypeSchema });
const typeIdParams = z.object({ type: applicationTypeSchema, id: recordIdParam() });
const listTypeParams = z.object({ type: z.enum(APPLICATION_LIST_TYPES) });

const VERBS: [path: string, verb: 'Approve' | 'Reject' | 'Return', summary: string][] = [
  [
    'Approve',
    'Approve',
    "The role's next step: Accept (SLDC business user), Verify and Forward, Approve; the applicant's acceptance of a partial allocation",
  ],
  [
    'Reject',
    'Reject',
    "Reject (reasons of the application list — reasonCodes — or comments required); the applicant's withdrawal of a partial allocation",
  ],
  [
    'SeekClarification',
    'Return',
    'Return to the applicant for clarification (reasons of the application list — reasonCodes — or comments required)',
  ],
];

export const applicationRoutes =
  (service: ApplicationService, processing: ProcessingService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(partyRoutes(service));
    await app.register(processingRoutes(service, processing));
    await app.register(processingExportRoutes(processing));
    await app.register(applicationExportRoutes(service));
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
      `${BASE}/GetApplications/:type/:loggedInDateTime`,
      {
        config: { access: 'applicationRead' },
        schema: {
          tags: [TAG],
          summary:
            "The caller's applications of a list type whose delivery has not ended at a moment (ISO date-time; without a zone, IST); at most 100",
          params: z.object({ type: z.enum(APPLICATION_LIST_TYPES), loggedInDateTime: loggedInDateTimeField }),
          response: responses(z.array(applicationRowSchema)),
        },
      },
      async (request) =>
        ok(await service.current(principalOf(request), request.params.type, request.params.loggedInDateTime)),
    );
    app.get(
      `${BASE}/GetApplicant/:applicationId`,
      {
        config: { access: 'applicationRead' },
        schema: {
          tags: [TAG],
          summary: 'Who applied, under which registration (number and validity), for which period',
          params: z.object({ applicationId: recordIdParam() }),
          response: responses(applicantDetailSchema),
        },
      },
      async (request) => ok(await service.applicant(principalOf(request), request.params.applicationId)),
    );
    app.get(
      `${BASE}/Get/:id`,
      {
        config: { access: 'applicationRead' },
        schema: {
          tags: [TAG],
          summary: "One application with schedule, timeline and the caller's actions",
          params: idParamsSchema,
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
          body: draftApplicationSchema,
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
              { comments: request.body?.comments ?? null, reasonCodes: request.body?.reasonCodes ?? [] },
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
            applicationId: recordIdParam(),
            /** 0 clears the trader. */
            traderId: z.coerce.number().int().min(0).max(INT4_MAX),
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

    // --- The approved schedule ---------------------------------------------------------------------------------
    app.get(
      `${BASE}/GetOpenAccessDetails/:id`,
      {
        config: { access: 'applicationRead' },
        schema: {
          tags: [TAG],
          summary: 'The approved schedule with its charges',
          params: idParamsSchema,
          response: responses(openAccessDetailsSchema),
        },
      },
      async (request) => ok((await service.openAccessDetails(principalOf(request), request.params.id)).details),
    );
    app.get(
      `${BASE}/DownloadOpenAccessDetails/:id`,
      {
        config: { access: 'applicationRead' },
        schema: { tags: [TAG], summary: 'The approved schedule as a PDF', params: idParamsSchema },
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
