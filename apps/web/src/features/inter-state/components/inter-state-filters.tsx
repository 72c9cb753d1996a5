/**
 * The filter box of the inter-state list (spec §2.4 filter panel): Status, Sector and Entity Name reach the URL (and
 * so the list call) only on Submit; Reset clears them.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  INTER_STATE_WORKFLOW,
  RECORD_STATUS_LABELS,
  REGISTERED_ENTITY_SECTORS,
  type RegisteredEntitySector,
} from '@stoa/shared';
import { SelectInput, type SelectOption } from '../../../components/select-input.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import type { Filters } from '../../../components/data-table/use-url-paging.ts';

export const INTER_STATE_FILTER_KEYS = ['status', 'sector', 'entityName'] as const;
export type InterStateFilter = (typeof INTER_STATE_FILTER_KEYS)[number];

const EMPTY: Filters<InterStateFilter> = { status: '', sector: '', entityName: '' };

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

export function InterStateFilters(props: InterStateFiltersProps) {
  // Remount when the URL's filters change (back button, Reset) so the boxes show what is in force.
  return <FilterForm key={JSON.stringify(props.values)} {...props} />;
}

function FilterForm({ values, showsDrafts, sectors, onSubmit, onReset }: InterStateFiltersProps) {
  const [draft, setDraft] = useState(values);
  const set = (name: InterStateFilter) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  const statusOptions: SelectOption[] = INTER_STATE_WORKFLOW.statuses
    .filter((s) => showsDrafts || s !== 'Draft')
    .map((s) => ({ value: s, label: RECORD_STATUS_LABELS[s] }));
  const sectorOptions: SelectOption[] = (sectors.length > 0 ? sectors : REGISTERED_ENTITY_SECTORS).map((s) => ({
    value: s,
    label: s,
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  const reset = (event: FormEvent) => {
    event.preventDefault();
    setDraft(EMPTY);
    onReset();
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box component="form" role="search" aria-label="Filters" noValidate onSubmit={submit} onReset={reset}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <SelectInput
            label="Status"
            name="status"
            placeholder="All"
            options={statusOptions}
            value={draft.status}
            onChange={set('status')}
          />
          <SelectInput
            label="Sector"
            name="sector"
            placeholder="All"
            options={sectorOptions}
            value={draft.sector}
            onChange={set('sector')}
          />
          <TextInput label="Entity Name" name="entityName" value={draft.entityName} onChange={set('entityName')} />
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button type="reset" variant="outlined">
            Reset
          </Button>
          <Button type="submit" variant="contained">
            Submit
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
