import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AtcDates } from '@stoa/shared';
import { DateInput } from '../../../components/date-input.tsx';
import { SelectInput, type SelectOption } from '../../../components/select-input.tsx';

export interface AtcDayPickerProps {
  /** The kind's corridors with the dates of the shown month that have ATC. */
  corridors: AtcDates['corridors'] | undefined;
  corridorId: number | null;
  date: string;
  /** 'January 2027' */
  monthLabel: string;
  onCorridorChange: (corridorId: number | null) => void;
  onDateChange: (date: string) => void;
}

/** Active corridors, plus an inactive one only when it has ATC to look at. */
function corridorOptions(corridors: AtcDates['corridors']): SelectOption[] {
  return corridors
    .filter((c) => c.isActive || c.dates.length > 0)
    .map((c) => ({ value: String(c.id), label: c.isActive ? c.name : `${c.name} (inactive)` }));
}

/** Corridor and date, and the dates of the month that already have ATC for the corridor (one click to open). */
export function AtcDayPicker({
  corridors,
  corridorId,
  date,
  monthLabel,
  onCorridorChange,
  onDateChange,
}: AtcDayPickerProps) {
  const declared = corridors?.find((c) => c.id === corridorId)?.dates ?? [];
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Stack sx={{ width: { sm: 280 } }}>
          <SelectInput
            label="Corridor"
            placeholder="Select a corridor"
            options={corridorOptions(corridors ?? [])}
            value={corridorId === null ? '' : String(corridorId)}
            onChange={(e) => onCorridorChange(e.target.value === '' ? null : Number(e.target.value))}
          />
        </Stack>
        <Stack sx={{ width: { sm: 200 } }}>
          <DateInput label="Date" value={date} onChange={(value) => value && onDateChange(value)} />
        </Stack>
      </Stack>
      {corridorId !== null && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          role="group"
          aria-label={`Dates with ATC in ${monthLabel}`}
        >
          <Typography variant="body2" color="text.secondary">
            {declared.length > 0 ? `ATC declared in ${monthLabel}:` : `No ATC declared in ${monthLabel}.`}
          </Typography>
          {declared.map((d) => (
            <Chip
              key={d}
              size="small"
              label={d.slice(8)}
              aria-label={d}
              color={d === date ? 'primary' : 'default'}
              onClick={() => onDateChange(d)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
