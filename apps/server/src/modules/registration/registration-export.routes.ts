/**
 * The registration lists as files (issue 15 Excel out): each list route's `/Export` takes the list's filters and
 * `format` (xlsx, csv) and streams every page, with the columns the list shows.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ENTITY_TYPES,
  registrationExportColumns,
  registrationExportQuerySchema,
  type EntityType,
  type RegistrationExportQuery,
  type RegistrationKind,
} from '@stoa/shared';
import { principalOf, type Principal } from '../../platform/access-guard.ts';
import { EXPORT_PAGE_SIZE, sendTable } from '../../platform/table-export.ts';
import type { RegistrationService } from './registration.service.ts';

const TAG = 'Registration';

interface ListScope {
  kind: RegistrationKind;
  entityType?: EntityType;
}

function fileOf(service: RegistrationService, principal: Principal, scope: ListScope, q: RegistrationExportQuery) {
  const { format: _format, ...filters } = q;
  const entityType = scope.entityType ?? filters.entityType ?? null;
  return {
    fileName: `${scope.kind === 'Renewal' ? 'Renewals' : 'Registrations'}${entityType ? `-${entityType}` : ''}`,
    sheetName: scope.kind === 'Renewal' ? 'Renewals' : 'Registrations',
    columns: registrationExportColumns(entityType),
    page: async (n: number) =>
      (await service.list(principal, { ...filters, pageNumber: n, pageSize: EXPORT_PAGE_SIZE }, scope))
        .registrationList,
  };
}

const LISTS = [
  ['GetRegistrations', 'registrationRead', { kind: 'Registration' }],
  ['GetTranscoDiscomRegistrations', 'registrationUtilityRead', { kind: 'Registration' }],
  ['GetRenewalRegistrations', 'registrationRead', { kind: 'Renewal' }],
  ...ENTITY_TYPES.map(
    (entityType) =>
      [`Get${entityType}Registrations`, 'registrationRead', { kind: 'Registration', entityType }] as const,
  ),
] as const;

export const registrationExportRoutes =
  (service: RegistrationService): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [path, access, scope] of LISTS) {
      app.get(
        `/Registration/${path}/Export`,
        {
          config: { access },
          schema: {
            tags: [TAG],
            summary: `The ${path.slice(3)} list with its filters, every page, as an xlsx or csv`,
            querystring: registrationExportQuerySchema,
          },
        },
        async (request, reply) =>
          sendTable(reply, fileOf(service, principalOf(request), scope, request.query), request.query.format),
      );
    }
  };
