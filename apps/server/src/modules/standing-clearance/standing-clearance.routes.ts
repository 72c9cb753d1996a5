/** /api/StandingClearance/* (DOMAIN §8; the spec names no calls): lists, record, save/submit, actions, certificate. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  myClearanceRegistrationSchema,
  savedStandingClearanceSchema,
  standingClearanceActionResultSchema,
  standingClearanceDetailSchema,
  standingClearanceListQuerySchema,
  standingClearanceListSchema,
  submitStandingClearanceSchema,
  idParamsSchema,
} from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { registerActionRoutes, type ProcessAction } from '../../platform/workflow/action-routes.ts';
import { principalOf } from '../../platform/access-guard.ts';
import { contextOf } from '../../platform/request-context.ts';
import { contentDisposition } from '../../platform/send-file.ts';
import { renderClearanceCertificate } from './standing-clearance-pdf.ts';
import { standingClearanceExportRoutes } from './standing-clearance-export.routes.ts';
import { type StandingClearanceService } from './standing-clearance.service.ts';

const TAG = 'StandingClearance';
const BASE = '/StandingClearance';

const ACTION_SUMMARIES: Record<ProcessAction, string> = {
  Forward: 'Verify and forward to the SLDC approvers (SLDC business user)',
  Reject: 'Reject (comments required)',
  Return: 'Return to the applicant for clarification (comments required)',
  Approve: 'Approve (SLDC approver I or II): issues the clearance number',
};

export const standingClearanceRoutes =
  (service: StandingClearanceService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${BASE}/GetAll`,
      {
        config: { access: 'standingClearanceRead' },
        schema: {
          tags: [TAG],
          summary: 'Standing clearance requests the caller may see (applicants their own), with the answer clock',
          querystring: standingClearanceListQuerySchema,
          response: responses(standingClearanceListSchema),
        },
      },
      async (request) => ok(await service.list(principalOf(request), request.query)),
    );

    await app.register(standingClearanceExportRoutes(service));

    app.get(
      `${BASE}/Get/:id`,
      {
        config: { access: 'standingClearanceRead' },
        schema: {
          tags: [TAG],
          summary: "One request with its checks (SLDC), answer clock, timeline and the caller's actions",
          params: idParamsSchema,
          response: responses(standingClearanceDetailSchema),
        },
      },
      async (request) => ok(await service.get(principalOf(request), request.params.id)),
    );

    app.get(
      `${BASE}/GetMyRegistration`,
      {
        config: { access: 'standingClearanceOwn' },
        schema: {
          tags: [TAG],
          summary: "The caller's approved registration with its capacities (the form's limits)",
          response: responses(myClearanceRegistrationSchema),
        },
      },
      async (request) => ok(await service.myRegistration(principalOf(request))),
    );

    app.post(
      `${BASE}/Submit`,
      {
        config: { access: 'standingClearanceOwn' },
        schema: {
          tags: [TAG],
          summary: 'Save (isDraft true) or submit a standing clearance request',
          body: submitStandingClearanceSchema,
          response: responses(savedStandingClearanceSchema),
        },
      },
      async (request) => ok(await service.save(principalOf(request), request.body, contextOf(request))),
    );

    registerActionRoutes(app, {
      url: (path) => `${BASE}/${path}/:id`,
      access: 'standingClearanceAct',
      tag: TAG,
      summaries: ACTION_SUMMARIES,
      params: idParamsSchema,
      response: standingClearanceActionResultSchema,
      act: (principal, params, action, words, ctx) => service.act(principal, params.id, action, words, ctx),
    });

    app.get(
      `${BASE}/Download/:id`,
      {
        config: { access: 'standingClearanceRead' },
        schema: {
          tags: [TAG],
          summary: 'The clearance certificate of an approved request (PDF)',
          params: idParamsSchema,
        },
      },
      async (request, reply) => {
        const { detail, approval } = await service.certificate(principalOf(request), request.params.id);
        const pdf = await renderClearanceCertificate(detail, approval);
        const name = `Standing-Clearance-${detail.clearanceNo ?? detail.id}.pdf`.replaceAll('/', '-');
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition('attachment', name))
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
