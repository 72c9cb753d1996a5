/**
 * A trader's associated applicants as a file (issue 15 Excel out): GET /TraderManagement/EntityBasedOnTrader/GetAll/
 * Export takes the list's filters and `format` (xlsx, csv) and streams every page of the calling trader's applicants.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ASSOCIATED_ENTITY_EXPORT_COLUMNS, associatedEntityExportQuerySchema } from '@stoa/shared';
import { principalOf } from '../../platform/access-guard.ts';
import { EXPORT_PAGE_SIZE, sendTable } from '../../platform/table-export.ts';
import type { TraderService } from './trader.service.ts';

export const traderExportRoutes =
  (traders: TraderService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/TraderManagement/EntityBasedOnTrader/GetAll/Export',
      {
        config: { access: 'traderEntities' },
        schema: {
          tags: ['Traders'],
          summary: 'The applicants the calling trader acts for, with the filters of the list, as an xlsx or csv',
          querystring: associatedEntityExportQuerySchema,
        },
      },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const { userId } = principalOf(request);
        const file = {
          fileName: 'Associated-Applicants',
          sheetName: 'Associated applicants',
          columns: ASSOCIATED_ENTITY_EXPORT_COLUMNS,
          page: async (n: number) =>
            (await traders.listEntities(userId, { ...filters, pageNumber: n, pageSize: EXPORT_PAGE_SIZE })).entityList,
        };
        return sendTable(reply, file, format);
      },
    );
  };
