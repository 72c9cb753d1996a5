/**
 * The filter box of /entities (spec §2.4 "filter panel ... with Submit and Reset"): entity name and type reach the
 * URL (and so the list call) only on Submit; Reset clears them.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ENTITY_TYPE_LABELS, OA_ENTITY_TYPES } from '@stoa/shared';
import { SelectInput } from '../../../components/select-input.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import type { Filters } from '../../../components/data-table/use-url-paging.ts';

export type EntityFilter = 'entityName' | 'entityType';
export const ENTITY_FILTER_KEYS: readonly EntityFilter[] = ['entityName', 'entityType'];

const TYPE_OPTIONS = OA_ENTITY_TYPES.map((type) => ({ value: type, label: ENTITY_TYPE_LABELS[type] }));

interface EntityFiltersProps {
  /** The filters in force (from the URL). */
  values: Filters<EntityFilter>;
  onSubmit: (values: Filters<EntityFilter>) => void;
  onReset: () => void;
}

export function EntityFilters(props: EntityFiltersProps) {
  // Remount when the URL's filters change (back button, Reset) so the boxes show what is in force.
  return <EntityFilterForm key={JSON.stringify(props.values)} {...props} />;
}

function EntityFilterForm({ values, onSubmit, onReset }: EntityFiltersProps) {
  const [draft, setDraft] = useState(values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  const reset = (event: FormEvent) => {
    event.preventDefault();
    setDraft({ entityName: '', entityType: '' });
    onReset();
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box component="form" role="search" aria-label="Filters" noValidate onSubmit={submit} onReset={reset}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          <TextInput
            label="Entity Name"
            name="entityName"
            value={draft.entityName}
            onChange={(event) => setDraft((current) => ({ ...current, entityName: event.target.value }))}
          />
          <SelectInput
            label="Entity Type"
            name="entityType"
            options={TYPE_OPTIONS}
            placeholder="All"
            value={draft.entityType}
            onChange={(event) => setDraft((current) => ({ ...current, entityType: event.target.value }))}
          />
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
