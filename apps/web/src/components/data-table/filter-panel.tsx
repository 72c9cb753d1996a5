/**
 * The filter box above a list (spec §2.4 "filter panel ... with Submit and Reset"): text boxes, date boxes
 * (DD/MM/YYYY, or MM/YYYY for a month), and selects (with All for no filter) for fields with options. The typed or
 * picked values reach the URL (and so the list call) only on Submit; Reset clears them.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { DateInput } from '../date-input.tsx';
import { SelectInput, type SelectOption } from '../select-input.tsx';
import { TextInput } from '../text-input.tsx';
import type { Filters } from './use-url-paging.ts';

export interface FilterField<F extends string> {
  name: F;
  label: string;
  /** 'date': a date box, its value 'YYYY-MM-DD'; 'month': a month box, its value 'YYYY-MM'. */
  type?: 'text' | 'email' | 'date' | 'month';
  /** A select of these (the empty choice reads All), not a text box. */
  options?: readonly SelectOption[];
  /** A line under the box (what a date range is read against). */
  helperText?: string;
}

/** The grid's columns per breakpoint (MUI sx gridTemplateColumns). */
type Columns = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;

interface FilterPanelProps<F extends string> {
  fields: readonly FilterField<F>[];
  /** The filters in force (from the URL). */
  values: Filters<F>;
  onSubmit: (values: Filters<F>) => void;
  onReset: () => void;
  /** The grid's columns; by default one on a phone, two on a tablet, up to four on a desktop. */
  columns?: Columns;
}

export function FilterPanel<F extends string>(props: FilterPanelProps<F>) {
  // Remount when the URL's filters change (back button, Reset) so the boxes show what is in force.
  return <FilterForm key={JSON.stringify(props.values)} {...props} />;
}

function FilterForm<F extends string>({ fields, values, onSubmit, onReset, columns }: FilterPanelProps<F>) {
  const [draft, setDraft] = useState<Filters<F>>(values);
  const setValue = (name: F) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const set = (name: F) => (event: { target: { value: string } }) => setValue(name)(event.target.value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };

  const reset = (event: FormEvent) => {
    // The boxes are controlled: clear the draft ourselves rather than let the browser reset the DOM values.
    event.preventDefault();
    setDraft(Object.fromEntries(fields.map((field) => [field.name, ''])) as Filters<F>);
    onReset();
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box component="form" role="search" aria-label="Filters" noValidate onSubmit={submit} onReset={reset}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: columns ?? {
              xs: '1fr',
              sm: 'repeat(2, 1fr)',
              lg: `repeat(${Math.min(fields.length, 4)}, 1fr)`,
            },
          }}
        >
          {fields.map((field) =>
            field.type === 'date' || field.type === 'month' ? (
              <DateInput
                key={field.name}
                label={field.label}
                name={field.name}
                isMonthOnly={field.type === 'month'}
                helperText={field.helperText}
                value={draft[field.name]}
                onChange={setValue(field.name)}
              />
            ) : field.options ? (
              <SelectInput
                key={field.name}
                label={field.label}
                name={field.name}
                placeholder="All"
                options={field.options}
                helperText={field.helperText}
                value={draft[field.name]}
                onChange={set(field.name)}
              />
            ) : (
              <TextInput
                key={field.name}
                label={field.label}
                name={field.name}
                type={field.type ?? 'text'}
                helperText={field.helperText}
                value={draft[field.name]}
                onChange={set(field.name)}
              />
            ),
          )}
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
