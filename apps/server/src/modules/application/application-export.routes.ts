/**
 * The application lists as files (issue 15 Excel out): GET /Application/GetAll/{type}/Export and
 * /Application/GetAppliedApplications/Export take a list's filters and `format` (xlsx, csv) and stream every page.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATION_LIST_TYPES,
  applicationExportColumns,
  applicationExportQuerySchema,
  type ApplicationExportQuery,
} from '@stoa/shared';
import { principalOf, type Principal } from '../../platform/access-guard.ts';
import { EXPORT_PAGE_SIZE, sendTable } from '../../platform/table-export.ts';
import type { ApplicationService } from './application.service.ts';

const TAG = 'Application';
const BASE = '/Application';

function fileOf(service: ApplicationService, principal: Principal, listType: string | null, q: ApplicationExportQuery) {
  const { format: _format, ...filters } = q;
  return {
    fileName: `Applications-${listType ?? 'Mine'}`,
    sheetName: 'Applications',
    columns: applicationExportColumns(listType === null),
    page: async (n: number) =>
      (await service.list(principal, listType, { ...filters, page: n, pageSize: EXPORT_PAGE_SIZE })).items,
  };
}

export const applicationExportRoutes =
  (service: ApplicationService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${BASE}/GetAll/:type/Export`,
      {
        config: { access: 'applicationRead' },
        schema: {
          tags: [TAG],
          summary: 'Applications of a list type with the filters of the list, every page, as an xlsx or csv',
          params: z.object({ type: z.enum(APPLICATION_LIST_TYPES) }),
          querystring: applicationExportQuerySchema,
        },
      },
      async (request, reply) => {
        const file = fileOf(service, principalOf(request), request.params.type, request.query);
        return sendTable(reply, file, request.query.format);
      },
    );
    app.get(
      `${BASE}/GetAppliedApplications/Export`,
      {
        config: { access: 'applicationOwn' },
        schema: {
          tags: [TAG],
          summary: "The caller's applications with the filters of the list, every page, as an xlsx or csv",
          querystring: applicationExportQuerySchema,
        },
      },
      async (request, reply) => {
        const file = fileOf(service, principalOf(request), null, request.query);
        return sendTable(reply, file, request.query.format);
      },
    );
  };
