/**
 * The standing clearance list as a file (issue 15 Excel out): GET /StandingClearance/GetAll/Export takes the list's
 * filters and `format` (xlsx, csv) and streams every page the caller may see (applicants their own), with the
 * columns of the caller's list.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  can,
  standingClearanceExportColumns,
  standingClearanceExportQuerySchema,
  type StandingClearanceExportQuery,
} from '@stoa/shared';
import { principalOf, type Principal } from '../../platform/access-guard.ts';
import { EXPORT_PAGE_SIZE, sendTable } from '../../platform/table-export.ts';
import type { StandingClearanceService } from './standing-clearance.service.ts';

function fileOf(service: StandingClearanceService, principal: Principal, q: StandingClearanceExportQuery) {
  const { format: _format, ...filters } = q;
  return {
    fileName: 'Standing-Clearances',
    sheetName: 'Standing Clearances',
    columns: standingClearanceExportColumns(can(principal.role, 'standingClearanceOwn')),
    page: async (n: number) =>
      (await service.list(principal, { ...filters, pageNumber: n, pageSize: EXPORT_PAGE_SIZE })).standingClearanceList,
  };
}

export const standingClearanceExportRoutes =
  (service: StandingClearanceService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/StandingClearance/GetAll/Export',
      {
        config: { access: 'standingClearanceRead' },
        schema: {
          tags: ['StandingClearance'],
          summary: 'The standing clearance requests with the filters of the list, every page, as an xlsx or csv',
          querystring: standingClearanceExportQuerySchema,
        },
      },
      async (request, reply) =>
        sendTable(reply, fileOf(service, principalOf(request), request.query), request.query.format),
    );
  };
