/** /api/Registration/* and the registration PDFs under /api/InterState (spec §7.8). */
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENTITY_TYPES,
  chargesAnswerSchema,
  feeAnswerSchema,
  fileDetailSchema,
  fileValidationRequestSchema,
  mandatoryCheckSchema,
  registrationDetailSchema,
  registrationListQuerySchema,
  registrationListSchema,
  registrationSaveResultSchema,
  submitRegistrationSchemaFor,
  transcoDiscomListSchema,
  workflowResultSchema,
  type UtilityType,
  type UtilityZoneRow,
  idParamsSchema,
} from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { registerActionRoutes, type ProcessAction } from '../../platform/workflow/action-routes.ts';
import { principalOf } from '../../platform/access-guard.ts';
import { contextOf } from '../../platform/request-context.ts';
import { AppError } from '../../platform/errors.ts';
import { sendFile } from '../../platform/send-file.ts';
import type { AppDeps } from '../../app-deps.ts';
import { listUtilityZones } from '../configuration/utility.service.ts';
import type { RegistrationService } from './registration.service.ts';
import { registrationExportRoutes } from './registration-export.routes.ts';
import { renderRegistrationComparison, renderRegistrationDetail } from './registration-pdf.ts';

const TAG = 'Registration';
const sendPdf = (reply: FastifyReply, fileName: string, content: Buffer) =>
  sendFile(reply, { contentType: 'application/pdf', fileName, content }, 'attachment');
const typedParams = idParamsSchema.extend({ type: z.enum(ENTITY_TYPES) });
const entityTypeQuery = z.object({ entityType: z.enum(ENTITY_TYPES).optional() });

const ACTION_SUMMARIES: Record<ProcessAction, string> = {
  Forward: 'Verify and forward to the next step',
  Reject: 'Reject (comments required)',
  Return: 'Return to the applicant for clarification (comments required)',
  Approve: 'Final approval (SLDC approver II): issues the registration number and validity',
};

export const registrationRoutes =
  (service: RegistrationService, deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const entityType of ENTITY_TYPES) {
      app.get(
        `/Registration/Get${entityType}Registrations`,
        {
          config: { access: 'registrationRead' },
          schema: {
            tags: [TAG],
            summary: `Registrations of ${entityType} the caller may see`,
            querystring: registrationListQuerySchema,
            response: responses(registrationListSchema),
          },
        },
        async (request) =>
          ok(await service.list(principalOf(request), request.query, { kind: 'Registration', entityType })),
      );
      app.get(
        `/Registration/Get${entityType}Registration/:id`,
        {
          config: { access: 'registrationRead' },
          schema: {
            tags: [TAG],
            summary: `One ${entityType} registration or renewal with documents, timeline and the caller's actions`,
            params: idParamsSchema,
            response: responses(registrationDetailSchema),
          },
        },
        async (request) => ok(await service.get(principalOf(request), entityType, request.params.id)),
      );
      for (const [verb, kind] of [
        ['Submit', 'Registration'],
        ['Renew', 'Renewal'],
      ] as const) {
        app.post(
          `/Registration/${verb}${entityType}Registration`,
          {
            config: { access: 'registrationOwn' },
            schema: {
              tags: [TAG],
              summary: `${verb === 'Submit' ? 'Save or submit a registration' : 'Save or submit a renewal'} (${entityType}); isDraft true keeps a draft`,
              body: submitRegistrationSchemaFor(entityType),
              response: responses(registrationSaveResultSchema),
            },
          },
          async (request) =>
            ok(await service.save(principalOf(request), entityType, request.body, kind, contextOf(request))),
        );
      }
    }

    const lists = [
      ['GetRegistrations', 'registrationRead', 'Registration', 'Registration requests of every entity type'],
      [
        'GetTranscoDiscomRegistrations',
        'registrationUtilityRead',
        'Registration',
        "The caller's utility's registration requests",
      ],
      ['GetRenewalRegistrations', 'registrationRead', 'Renewal', 'Renewals the caller may see'],
    ] as const;
    for (const [path, access, kind, summary] of lists) {
      app.get(
        `/Registration/${path}`,
        {
          config: { access },
          schema: {
            tags: [TAG],
            summary,
            querystring: registrationListQuerySchema,
            response: responses(registrationListSchema),
          },
        },
        async (request) => ok(await service.list(principalOf(request), request.query, { kind })),
      );
    }

    await app.register(registrationExportRoutes(service));

    registerActionRoutes(app, {
      url: (path) => `/Registration/${path}/:id/:type`,
      access: 'registrationAct',
      tag: TAG,
      summaries: ACTION_SUMMARIES,
      params: typedParams,
      response: workflowResultSchema,
      act: (principal, params, action, words, ctx) =>
        service.act(principal, params.id, params.type, action, words, ctx),
    });

    app.get(
      '/Registration/GetFileValidationDetails/:id/:type',
      {
        config: { access: 'registrationRead' },
        schema: {
          tags: [TAG],
          summary: "A registration's documents with the verifier's marks",
          params: typedParams,
          response: responses(z.array(fileDetailSchema)),
        },
      },
      async (request) => ok(await service.files(principalOf(request), request.params.id, request.params.type)),
    );
    app.post(
      '/Registration/SaveFileValidationDetails/:id/:type',
      {
        config: { access: 'registrationVerify' },
        schema: {
          tags: [TAG],
          summary: 'Mark documents valid or invalid (SLDC verification)',
          params: typedParams,
          body: fileValidationRequestSchema,
          response: responses(z.array(fileDetailSchema)),
        },
      },
      async (request) =>
        ok(
          await service.saveFileValidation(
            principalOf(request),
            request.params.id,
            request.params.type,
            request.body,
            contextOf(request),
          ),
        ),
    );
    app.get(
      '/Registration/GetMandatoryCheckDetails/:id',
      {
        config: { access: 'registrationAct' },
        schema: {
          tags: [TAG],
          summary: 'The STOA check list of a registration',
          params: idParamsSchema,
          response: responses(mandatoryCheckSchema),
        },
      },
      async (request) => ok(await service.mandatoryCheck(principalOf(request), request.params.id)),
    );

    const utilityLists: [string, UtilityType | null][] = [
      ['GetTranscos', 'TRANSCO'],
      ['GetDiscoms', 'DISCOM'],
      ['GetTranscomsDISCOMs', null],
    ];
    for (const [path, type] of utilityLists) {
      app.get(
        `/Registration/${path}`,
        {
          config: { access: 'registrationRead' },
          schema: {
            tags: [TAG],
            summary: `${type ?? 'TRANSCO and DISCOM'} utilities with their zones`,
            response: responses(transcoDiscomListSchema),
          },
        },
        async () => {
          const rows = (await listUtilityZones(deps.db)) as UtilityZoneRow[];
          return ok({ transcoDiscomList: type ? rows.filter((r) => r.type === type) : rows });
        },
      );
    }

    app.get(
      '/Registration/GetRegistrationFee',
      {
        config: { access: 'registrationRead' },
        schema: {
          tags: [TAG],
          summary: 'The registration fee in force today (entity type defaults to the caller’s)',
          querystring: entityTypeQuery,
          response: responses(feeAnswerSchema),
        },
      },
      async (request) => ok(await service.fee(principalOf(request), 'RegistrationFee', request.query.entityType)),
    );
    app.get(
      '/Registration/GetRenewalFee',
      {
        config: { access: 'registrationRead' },
        schema: {
          tags: [TAG],
          summary: 'The renewal fee in force today',
          querystring: entityTypeQuery,
          response: responses(feeAnswerSchema),
        },
      },
      async (request) => ok(await service.fee(principalOf(request), 'RenewalFee', request.query.entityType)),
    );
    app.get(
      '/Registration/GetCharges',
      {
        config: { access: 'registrationRead' },
        schema: {
          tags: [TAG],
          summary: 'Registration and renewal fees and the validity',
          querystring: entityTypeQuery,
          response: responses(chargesAnswerSchema),
        },
      },
      async (request) => ok(await service.charges(principalOf(request), request.query.entityType)),
    );

    app.get(
      '/InterState/DownloadRegistrationDetail/:id',
      {
        config: { access: 'registrationRead' },
        schema: { tags: [TAG], summary: 'The registration as a PDF', params: idParamsSchema },
      },
      async (request, reply) => {
        const { detail } = await service.forDocument(principalOf(request), request.params.id);
        const fileName = `Registration-${detail.registrationNo ?? detail.id}.pdf`.replaceAll('/', '-');
        return sendPdf(reply, fileName, await renderRegistrationDetail(detail));
      },
    );
    app.get(
      '/InterState/DownloadRegistrationComparisons/:id',
      {
        config: { access: 'registrationRead' },
        schema: {
          tags: [TAG],
          summary: 'A renewal against the registration it renews, changes highlighted (PDF)',
          params: idParamsSchema,
        },
      },
      async (request, reply) => {
        const { detail, previous } = await service.forDocument(principalOf(request), request.params.id);
        if (detail.kind !== 'Renewal' || !previous)
          throw new AppError('business-rule', 'Only a renewal has a comparison.');
        const fileName = `Renewal-comparison-${detail.registrationNo ?? detail.id}.pdf`.replaceAll('/', '-');
        return sendPdf(reply, fileName, await renderRegistrationComparison(detail, previous));
      },
    );
  };
