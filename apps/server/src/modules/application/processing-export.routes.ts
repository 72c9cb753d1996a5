/**
 * A processed batch's applications as a file (issue 15 Excel out): GET /Application/GetApplicationProcessingResult/
 * {type}/{date}/Export streams every application of the batch's latest run, in order of receipt, as an xlsx or csv
 * with the result grid's columns; 404 when the batch has no run, as the result itself.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROCESSED_APPLICATION_EXPORT_COLUMNS, tableExportQuerySchema } from '@stoa/shared';
import { EXPORT_PAGE_SIZE, sendTable } from '../../platform/table-export.ts';
import { batchParams } from './processing.routes.ts';
import type { ProcessingService } from './processing.service.ts';

export const processingExportRoutes =
  (processing: ProcessingService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Application/GetApplicationProcessingResult/:type/:date/Export',
      {
        config: { access: 'applicationAct' },
        schema: {
          tags: ['Application'],
          summary: "A batch's latest processing result: every application, in order of receipt, as an xlsx or csv",
          params: batchParams,
          querystring: tableExportQuerySchema,
        },
      },
      async (request, reply) => {
        const { type, date } = request.params;
        const file = {
          fileName: `Processed-${type}-${date}`,
          sheetName: 'Processed applications',
          columns: PROCESSED_APPLICATION_EXPORT_COLUMNS,
          page: async (n: number) =>
            (await processing.result(type, date, { pageNumber: n, pageSize: EXPORT_PAGE_SIZE })).applications,
        };
        return sendTable(reply, file, request.query.format);
      },
    );
  };
