/**
 * /api/Atc/* (spec §2.2 /intra-state-stoa and /inter-state-stoa: STOA Upload, STOA View / Edit). The spec names no
 * ATC calls; these follow its Controller/Action style. SLDC roles read, the SLDC business user writes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  atcDatesQuerySchema,
  atcDatesSchema,
  atcDayParamsSchema,
  atcDaySchema,
  atcDayUpdateSchema,
  atcFileRequestSchema,
  atcImportRequestSchema,
  atcImportResultSchema,
  atcKindParamsSchema,
  atcPreviewSchema,
  atcTemplateQuerySchema,
  atcUploadListSchema,
  pageQuerySchema,
} from '@stoa/shared';
import { ok, responses } from '../../platform/envelope.ts';
import { principalOf } from '../../platform/access-guard.ts';
import { actorOf } from '../../platform/request-context.ts';
import type { AtcService } from './atc.service.ts';
import { atcExportRoutes } from './atc-export.routes.ts';

const TAG = 'ATC';
const read = { access: 'atcRead' as const };
const write = { access: 'atcWrite' as const };

export const atcRoutes =
  (atc: AtcService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(atcExportRoutes(atc));
    app.get(
      '/Atc/Template/:kind',
      {
        config: read,
        schema: {
          tags: [TAG],
          summary:
            'An ATC file template (csv): a row per active corridor of the kind and date in [from, to], prefilled with ' +
            'the declared ATC (0 where none is declared)',
          params: atcKindParamsSchema,
          querystring: atcTemplateQuerySchema,
        },
      },
      async (request, reply) => {
        const { fileName, csv } = await atc.template(request.params.kind, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(csv);
      },
    );
    app.post(
      '/Atc/Preview/:kind',
      {
        config: write,
        schema: {
          tags: [TAG],
          summary: 'Read an uploaded ATC file (xlsx or csv): each row with its per-cell errors',
          params: atcKindParamsSchema,
          body: atcFileRequestSchema,
          response: responses(atcPreviewSchema),
        },
      },
      async (request) => ok(await atc.preview(principalOf(request), request.params.kind, request.body.fileId)),
    );
    app.post(
      '/Atc/Import/:kind',
      {
        config: write,
        schema: {
          tags: [TAG],
          summary:
            'Write the valid rows of an uploaded ATC file that change the declared ATC (one transaction) and record ' +
            'the upload; 422 ATC_FALL_UNCONFIRMED when it lowers any declared ATC without confirmFalls',
          params: atcKindParamsSchema,
          body: atcImportRequestSchema,
          response: responses(atcImportResultSchema),
        },
      },
      async (request) =>
        ok(await atc.importFile(principalOf(request), actorOf(request), request.params.kind, request.body)),
    );
    app.get(
      '/Atc/Uploads/:kind',
      {
        config: read,
        schema: {
          tags: [TAG],
          summary: 'ATC uploads of a kind, newest first',
          params: atcKindParamsSchema,
          querystring: pageQuerySchema,
          response: responses(atcUploadListSchema),
        },
      },
      async (request) => ok(await atc.uploads(request.params.kind, request.query)),
    );
    app.get(
      '/Atc/Dates/:kind',
      {
        config: read,
        schema: {
          tags: [TAG],
          summary: 'Corridors of a kind with the dates in a period that have ATC declared',
          params: atcKindParamsSchema,
          querystring: atcDatesQuerySchema,
          response: responses(atcDatesSchema),
        },
      },
      async (request) => ok(await atc.dates(request.params.kind, request.query.from, request.query.to)),
    );
    app.get(
      '/Atc/Day/:corridorId/:date',
      {
        config: read,
        schema: {
          tags: [TAG],
          summary: 'One corridor-day: ATC, allocated and remaining MW per block, and the version to save with',
          params: atcDayParamsSchema,
          response: responses(atcDaySchema),
        },
      },
      async (request) => ok(await atc.getDay(request.params.corridorId, request.params.date)),
    );
    app.put(
      '/Atc/Day/:corridorId/:date',
      {
        config: write,
        schema: {
          tags: [TAG],
          summary: "Replace one corridor-day's ATC (96 MW values; 409 when the version is stale)",
          params: atcDayParamsSchema,
          body: atcDayUpdateSchema,
          response: responses(atcDaySchema),
        },
      },
      async (request) =>
        ok(await atc.saveDay(actorOf(request), request.params.corridorId, request.params.date, request.body)),
    );
  };
