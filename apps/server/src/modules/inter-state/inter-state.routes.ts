/** /api/InterStateRegistration/* and GET /api/InterState/DownloadFile/{fileId} (spec §2.2, §7.3). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fileDetailSchema,
  fileValidationRequestSchema,
  interStateActionResultSchema,
  interStateDetailSchema,
  interStateListQuerySchema,
  interStateListSchema,
  savedInterStateSchema,
  submitInterStateSchema,
  idParamsSchema,
} from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { registerActionRoutes, type ProcessAction } from '../../platform/workflow/action-routes.ts';
import { principalOf } from '../../platform/access-guard.ts';
import { contextOf } from '../../platform/request-context.ts';
import { contentDisposition } from '../../platform/send-file.ts';
import type { InterStateService } from './inter-state.service.ts';
import { interStateExportRoutes } from './inter-state-export.routes.ts';

const TAG = 'InterStateRegistration';
const BASE = '/InterStateRegistration';

const ACTION_SUMMARIES: Record<ProcessAction, string> = {
  Forward: 'Verify and forward to the next step',
  Reject: 'Reject (comments required)',
  Return: 'Return to the owner for clarification (comments required)',
  Approve: 'Final approval (SLDC approver II): issues the number and the validity',
};

export const interStateRoutes =
  (service: InterStateService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${BASE}/GetAll`,
      {
        config: { access: 'interStateRead' },
        schema: {
          tags: [TAG],
          summary: 'Inter-state registrations the caller may see (owners their own, others the submitted ones)',
          querystring: interStateListQuerySchema,
          response: responses(interStateListSchema),
        },
      },
      async (request) => ok(await service.list(principalOf(request), request.query)),
    );

    await app.register(interStateExportRoutes(service));

    app.get(
      `${BASE}/Get/:id`,
      {
        config: { access: 'interStateRead' },
        schema: {
          tags: [TAG],
          summary: "One inter-state registration with documents, timeline and the caller's actions",
          params: idParamsSchema,
          response: responses(interStateDetailSchema),
        },
      },
      async (request) => ok(await service.get(principalOf(request), request.params.id)),
    );

    app.post(
      `${BASE}/Submit`,
      {
        config: { access: 'interStateOwn' },
        schema: {
          tags: [TAG],
          summary: 'Save (isDraft true: unchecked) or submit an inter-state registration of a sector of the caller',
          body: submitInterStateSchema,
          response: responses(savedInterStateSchema),
        },
      },
      async (request) => ok(await service.save(principalOf(request), request.body, contextOf(request))),
    );

    registerActionRoutes(app, {
      url: (path) => `${BASE}/${path}/:id`,
      access: 'interStateAct',
      tag: TAG,
      summaries: ACTION_SUMMARIES,
      params: idParamsSchema,
      response: interStateActionResultSchema,
      act: (principal, params, action, words, ctx) => service.act(principal, params.id, action, words, ctx),
    });

    app.post(
      `${BASE}/SaveFileValidationDetails/:id`,
      {
        config: { access: 'interStateVerify' },
        schema: {
          tags: [TAG],
          summary: 'Mark documents valid or invalid (SLDC verification)',
          params: idParamsSchema,
          body: fileValidationRequestSchema,
          response: responses(z.array(fileDetailSchema)),
        },
      },
      async (request) =>
        ok(await service.saveFileValidation(principalOf(request), request.params.id, request.body, contextOf(request))),
    );

    app.get(
      '/InterState/DownloadFile/:fileId',
      {
        config: { access: 'interStateRead' },
        schema: {
          tags: [TAG],
          summary: 'A document of an inter-state registration the caller may see, as an attachment',
          params: z.object({ fileId: z.string().uuid('File not found.') }),
        },
      },
      async (request, reply) => {
        const file = await service.downloadFile(principalOf(request), request.params.fileId);
        return reply
          .type(file.contentType)
          .header('content-disposition', contentDisposition('attachment', file.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.content);
      },
    );
  };
