/**
 * The filters of the inter-state list (spec §2.4 filter panel): Status, Sector and Entity Name, in the shared filter
 * panel; for the processors also Clock (overdue only).
 */
import {
  INTER_STATE_WORKFLOW,
  REGISTERED_ENTITY_SECTORS,
  type RegisteredEntitySector,
  statusFilterOptionsOf,
} from '@stoa/shared';
import { FilterPanel, type FilterField } from '../../../components/data-table/filter-panel.tsx';
import { overdueFilterField } from '../../../components/data-table/overdue-filter.ts';
import type { Filters } from '../../../components/data-table/use-url-paging.ts';
import { useSignedInUser } from '../../../lib/auth-session.ts';

export const INTER_STATE_FILTER_KEYS = ['status', 'sector', 'entityName', 'overdue'] as const;
export type InterStateFilter = (typeof INTER_STATE_FILTER_KEYS)[number];

const COLUMNS = { xs: '1fr', sm: 'repeat(3, 1fr)' };
const COLUMNS_WITH_CLOCK = { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' };

interface InterStateFiltersProps {
  /** The filters in force (from the URL). */
  values: Filters<InterStateFilter>;
  /** Owners see their drafts too; the others never do. */
  showsDrafts: boolean;
  /** The sectors worth filtering by: an owner's own, or every sector. */
  sectors: readonly RegisteredEntitySector[];
  onSubmit: (values: Filters<InterStateFilter>) => void;
  onReset: () => void;
}

export function InterStateFilters({ showsDrafts, sectors, ...panel }: InterStateFiltersProps) {
  const role = useSignedInUser()?.role ?? null;
  const fields: FilterField<InterStateFilter>[] = [
    { name: 'status', label: 'Status', options: statusFilterOptionsOf(INTER_STATE_WORKFLOW, role, { showsDrafts }) },
    {
      name: 'sector',
      label: 'Sector',
      options: (sectors.length > 0 ? sectors : REGISTERED_ENTITY_SECTORS).map((s) => ({ value: s, label: s })),
    },
    { name: 'entityName', label: 'Entity Name' },
  ];
  // Owners wait on no clock: the overdue filter is the processors'.
  if (showsDrafts) return <FilterPanel fields={fields} columns={COLUMNS} {...panel} />;
  return <FilterPanel fields={[...fields, overdueFilterField('overdue')]} columns={COLUMNS_WITH_CLOCK} {...panel} />;
}
