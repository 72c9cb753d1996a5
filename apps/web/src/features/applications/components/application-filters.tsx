/**
 * The filters of the application lists (spec §2.4 filter panel): the §4 application status options, the application
 * number and the entity name, and for the SLDC roles the clock (overdue only), in the shared filter panel. Page and
 * filters live in the URL.
 */
import {
  APPLICATION_STATUSES,
  APPLICATION_WORKFLOW,
  SLDC_ROLES,
  type ApplicationStatus,
  type Role,
  statusFilterOptionsOf,
} from '@stoa/shared';
import { FilterPanel, type FilterField } from '../../../components/data-table/filter-panel.tsx';
import { overdueFilterField, overdueQuery } from '../../../components/data-table/overdue-filter.ts';
import type { Filters, UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import type { ApplicationListRequest } from '../api/list-search.ts';

export const APPLICATION_FILTER_KEYS = ['status', 'applicationNo', 'entityName', 'overdue'] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTER_KEYS)[number];

/** The boxes for a role: its own queue first among the §4 options; the clock's filter for the SLDC roles only. */
function fieldsFor(role: Role | null): FilterField<ApplicationFilter>[] {
  const fields: FilterField<ApplicationFilter>[] = [
    { name: 'status', label: 'Status', options: statusFilterOptionsOf(APPLICATION_WORKFLOW, role) },
    { name: 'applicationNo', label: 'Application No' },
    { name: 'entityName', label: 'Entity Name' },
  ];
  return role && (SLDC_ROLES as readonly Role[]).includes(role) ? [...fields, overdueFilterField('overdue')] : fields;
}

const COLUMNS = { xs: '1fr', sm: 'repeat(3, 1fr)' };
const COLUMNS_WITH_CLOCK = { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' };

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
    ...overdueQuery(query.overdue),
  };
}

interface ApplicationFiltersProps {
  values: Filters<ApplicationFilter>;
  onSubmit: (values: Filters<ApplicationFilter>) => void;
  onReset: () => void;
}

export function ApplicationFilters(props: ApplicationFiltersProps) {
  const fields = fieldsFor(useSignedInUser()?.role ?? null);
  return <FilterPanel fields={fields} columns={fields.length > 3 ? COLUMNS_WITH_CLOCK : COLUMNS} {...props} />;
}
