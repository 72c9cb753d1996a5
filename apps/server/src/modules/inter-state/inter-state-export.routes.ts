/**
 * The inter-state registration list as a file (issue 15 Excel out): GET /InterStateRegistration/GetAll/Export takes
 * the list's filters and `format` (xlsx, csv) and streams every page the caller may see (owners their own).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INTER_STATE_EXPORT_COLUMNS, interStateExportQuerySchema, type InterStateExportQuery } from '@stoa/shared';
import { principalOf, type Principal } from '../../platform/access-guard.ts';
import { EXPORT_PAGE_SIZE, sendTable } from '../../platform/table-export.ts';
import type { InterStateService } from './inter-state.service.ts';

function fileOf(service: InterStateService, principal: Principal, q: InterStateExportQuery) {
  const { format: _format, ...filters } = q;
  return {
    fileName: 'Inter-State-Registrations',
    sheetName: 'Inter-State Registrations',
    columns: INTER_STATE_EXPORT_COLUMNS,
    page: async (n: number) =>
      (await service.list(principal, { ...filters, pageNumber: n, pageSize: EXPORT_PAGE_SIZE })).registrationList,
  };
}

export const interStateExportRoutes =
  (service: InterStateService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/InterStateRegistration/GetAll/Export',
      {
        config: { access: 'interStateRead' },
        schema: {
          tags: ['InterStateRegistration'],
          summary: 'Inter-state registrations with the filters of the list, every page, as an xlsx or csv',
          querystring: interStateExportQuerySchema,
        },
      },
      async (request, reply) =>
        sendTable(reply, fileOf(service, principalOf(request), request.query), request.query.format),
    );
  };
