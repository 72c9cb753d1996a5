/**
 * The filter box of Registration Requests and Renewal Requests (spec §2.4 filter panel, §4 registration workflow
 * filter options): Workflow, Entity Type, Registration No and Entity Name reach the URL (and so the list call) only on
 * Submit; Reset clears them.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ENTITY_TYPES, ENTITY_TYPE_LABELS, REGISTRATION_WORKFLOW_FILTERS } from '@stoa/shared';
import { SelectInput, type SelectOption } from '../../../components/select-input.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import type { Filters } from '../../../components/data-table/use-url-paging.ts';

export const REQUEST_FILTER_KEYS = ['status', 'entityType', 'registrationNo', 'entityName'] as const;
export type RequestFilter = (typeof REQUEST_FILTER_KEYS)[number];

const WORKFLOW_OPTIONS: SelectOption[] = REGISTRATION_WORKFLOW_FILTERS.map((f) => ({
  value: f.status,
  label: f.label,
}));
const ENTITY_TYPE_OPTIONS: SelectOption[] = ENTITY_TYPES.map((t) => ({ value: t, label: ENTITY_TYPE_LABELS[t] }));
const EMPTY: Filters<RequestFilter> = { status: '', entityType: '', registrationNo: '', entityName: '' };

interface RequestFiltersProps {
  /** The filters in force (from the URL). */
  values: Filters<RequestFilter>;
  onSubmit: (values: Filters<RequestFilter>) => void;
  onReset: () => void;
}

export function RequestFilters(props: RequestFiltersProps) {
  // Remount when the URL's filters change (back button, Reset) so the boxes show what is in force.
  return <RequestFilterForm key={JSON.stringify(props.values)} {...props} />;
}

function RequestFilterForm({ values, onSubmit, onReset }: RequestFiltersProps) {
  const [draft, setDraft] = useState(values);
  const set = (name: RequestFilter) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

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
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          <SelectInput
            label="Workflow"
            name="status"
            placeholder="All"
            options={WORKFLOW_OPTIONS}
            value={draft.status}
            onChange={set('status')}
          />
          <SelectInput
            label="Entity Type"
            name="entityType"
            placeholder="All"
            options={ENTITY_TYPE_OPTIONS}
            value={draft.entityType}
            onChange={set('entityType')}
          />
          <TextInput
            label="Registration No"
            name="registrationNo"
            value={draft.registrationNo}
            onChange={set('registrationNo')}
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
