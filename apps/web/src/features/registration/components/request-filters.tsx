/**
 * The filters of Registration Requests and Renewal Requests (spec §2.4 filter panel, §4 registration workflow
 * filter options): Workflow, Entity Type, Registration No, Entity Name and Clock (overdue only), in the shared filter
 * panel.
 */
import {
  ENTITY_TYPES,
  ENTITY_TYPE_LABELS,
  REGISTRATION_WORKFLOW,
  type Role,
  statusFilterOptionsOf,
} from '@stoa/shared';
import { FilterPanel, type FilterField } from '../../../components/data-table/filter-panel.tsx';
import { overdueFilterField } from '../../../components/data-table/overdue-filter.ts';
import type { Filters } from '../../../components/data-table/use-url-paging.ts';
import { useSignedInUser } from '../../../lib/auth-session.ts';

export const REQUEST_FILTER_KEYS = ['status', 'entityType', 'registrationNo', 'entityName', 'overdue'] as const;
export type RequestFilter = (typeof REQUEST_FILTER_KEYS)[number];

/** The boxes for a role: its own queue first among the workflow options. */
const fieldsFor = (role: Role | null): FilterField<RequestFilter>[] => [
  { name: 'status', label: 'Workflow', options: statusFilterOptionsOf(REGISTRATION_WORKFLOW, role) },
  {
    name: 'entityType',
    label: 'Entity Type',
    options: ENTITY_TYPES.map((t) => ({ value: t, label: ENTITY_TYPE_LABELS[t] })),
  },
  { name: 'registrationNo', label: 'Registration No' },
  { name: 'entityName', label: 'Entity Name' },
  overdueFilterField('overdue'),
];

interface RequestFiltersProps {
  /** The filters in force (from the URL). */
  values: Filters<RequestFilter>;
  onSubmit: (values: Filters<RequestFilter>) => void;
  onReset: () => void;
}

export function RequestFilters(props: RequestFiltersProps) {
  const role = useSignedInUser()?.role ?? null;
  return <FilterPanel fields={fieldsFor(role)} {...props} />;
}
