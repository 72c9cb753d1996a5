/**
 * The query string of the application lists. Their contract counts pages with `page` (application.schemas
 * applicationListQuerySchema), not the portal's usual `pageNumber`; empty filters are left out.
 */
import type { ApplicationListQuery } from '@stoa/shared';
import { toListSearch } from '../../../components/data-table/list-query.ts';

export type ApplicationListRequest = Pick<ApplicationListQuery, 'page' | 'pageSize'> &
  Partial<Pick<ApplicationListQuery, 'status' | 'applicationNo' | 'entityName' | 'processingDate' | 'overdue'>>;

export function applicationListSearch(query: ApplicationListRequest): string {
  return toListSearch(query);
}
