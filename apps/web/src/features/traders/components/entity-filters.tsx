/**
 * The filters of /entities (spec §2.4 "filter panel ... with Submit and Reset"): entity name and type, in the shared
 * filter panel.
 */
import { ENTITY_TYPE_LABELS, OA_ENTITY_TYPES } from '@stoa/shared';
import { FilterPanel, type FilterField } from '../../../components/data-table/filter-panel.tsx';
import type { Filters } from '../../../components/data-table/use-url-paging.ts';

export type EntityFilter = 'entityName' | 'entityType';
export const ENTITY_FILTER_KEYS: readonly EntityFilter[] = ['entityName', 'entityType'];

const FIELDS: readonly FilterField<EntityFilter>[] = [
  { name: 'entityName', label: 'Entity Name' },
  {
    name: 'entityType',
    label: 'Entity Type',
    options: OA_ENTITY_TYPES.map((type) => ({ value: type, label: ENTITY_TYPE_LABELS[type] })),
  },
];

interface EntityFiltersProps {
  /** The filters in force (from the URL). */
  values: Filters<EntityFilter>;
  onSubmit: (values: Filters<EntityFilter>) => void;
  onReset: () => void;
}

export function EntityFilters(props: EntityFiltersProps) {
  return <FilterPanel fields={FIELDS} {...props} />;
}
