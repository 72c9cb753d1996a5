/**
 * The filters of the application lists (spec §2.4 filter panel): the §4 application status options, the application
 * number and the entity name, in the shared filter panel. Page and filters live in the URL.
 */
import {
  APPLICATION_STATUSES,
  APPLICATION_WORKFLOW,
  type ApplicationStatus,
  type Role,
  statusFilterOptionsOf,
} from '@stoa/shared';
import { FilterPanel, type FilterField } from '../../../components/data-table/filter-panel.tsx';
import type { Filters, UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import type { ApplicationListRequest } from '../api/list-search.ts';

export const APPLICATION_FILTER_KEYS = ['status', 'applicationNo', 'entityName'] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTER_KEYS)[number];

/** The boxes for a role: its own queue first among the §4 options. */
const fieldsFor = (role: Role | null): FilterField<ApplicationFilter>[] => [
  { name: 'status', label: 'Status', options: statusFilterOptionsOf(APPLICATION_WORKFLOW, role) },
  { name: 'applicationNo', label: 'Application No' },
  { name: 'entityName', label: 'Entity Name' },
];

const COLUMNS = { xs: '1fr', sm: 'repeat(3, 1fr)' };

const isStatus = (value: string | undefined): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? '');

/** The list call's query from the URL: a status that is not one of ours is left out. */
export function applicationListQuery({ query }: UrlPaging<ApplicationFilter>): ApplicationListRequest {
  return {
    page: query.pageNumber,
    pageSize: query.pageSize,
    ...(isStatus(query.status) ? { status: query.status } : {}),
    ...(query.applicationNo ? { applicationNo: query.applicationNo } : {}),
    ...(query.entityName ? { entityName: query.entityName } : {}),
  };
}

interface ApplicationFiltersProps {
  values: Filters<ApplicationFilter>;
  onSubmit: (values: Filters<ApplicationFilter>) => void;
  onReset: () => void;
}

export function ApplicationFilters(props: ApplicationFiltersProps) {
  const role = useSignedInUser()?.role ?? null;
  return <FilterPanel fields={fieldsFor(role)} columns={COLUMNS} {...props} />;
}
