/**
 * The ATC upload history as a file (issue 15 Excel out): GET /Atc/Uploads/{kind}/Export streams every upload of the
 * kind, newest first, as an xlsx or csv with the history's columns.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATC_UPLOAD_EXPORT_COLUMNS, atcKindParamsSchema, tableExportQuerySchema } from '@stoa/shared';
import { EXPORT_PAGE_SIZE, sendTable } from '../../platform/table-export.ts';
import type { AtcService } from './atc.service.ts';

export const atcExportRoutes =
  (atc: AtcService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Atc/Uploads/:kind/Export',
      {
        config: { access: 'atcRead' },
        schema: {
          tags: ['ATC'],
          summary: 'ATC uploads of a kind, newest first, every page, as an xlsx or csv',
          params: atcKindParamsSchema,
          querystring: tableExportQuerySchema,
        },
      },
      async (request, reply) => {
        const { kind } = request.params;
        const file = {
          fileName: `ATC-Uploads-${kind}`,
          sheetName: 'ATC uploads',
          columns: ATC_UPLOAD_EXPORT_COLUMNS,
          page: async (n: number) =>
            (await atc.uploads(kind, { pageNumber: n, pageSize: EXPORT_PAGE_SIZE })).uploadList,
        };
        return sendTable(reply, file, request.query.format);
      },
    );
  };
