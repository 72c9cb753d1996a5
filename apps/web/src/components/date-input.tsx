import { useState, type ReactNode, type Ref } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-in';
import { FORM_DATE_FORMAT } from '../lib/format.ts';

const WIRE_FORMAT = 'YYYY-MM-DD';
const MONTH_WIRE_FORMAT = 'YYYY-MM';
const MONTH_FORMAT = 'MM/YYYY';

export interface DateInputProps {
  label: string;
  /** The wire date 'YYYY-MM-DD'; '' or null when empty. */
  value: string | null | undefined;
  /** Called with 'YYYY-MM-DD', or '' while the box holds no whole date (emptied, or partly typed). */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Reaches the field's hidden <input> (react-hook-form focuses it on an error; the picker moves focus on). */
  ref?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  /** Caps the calendar at today (UTC, the same day the shared `pastDateField` rule compares with). */
  disableFuture?: boolean;
  /** A month, not a day (a list's month filter): the wire value is 'YYYY-MM', the box shows MM/YYYY. */
  isMonthOnly?: boolean;
  /** The first and last legal dates ('YYYY-MM-DD'): the calendar offers only these, the box marks others. */
  minDate?: string;
  maxDate?: string;
  id?: string;
  sx?: SxProps<Theme>;
}

function fromWire(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

function toWire(value: Dayjs | null, wireFormat = WIRE_FORMAT): string {
  return value?.isValid() ? value.format(wireFormat) : '';
}

/** The earlier of two wire dates (strings of one format compare as dates). */
function earlier(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a < b ? a : b;
}

/**
 * A date box typed and shown as DD/MM/YYYY (MUI X picker, dayjs, en-IN: weeks from Monday), whose value is the
 * wire's 'YYYY-MM-DD' so forms and the shared schemas never see a Dayjs. The provider sits here, not in the app's
 * providers, so the pickers stay out of the sign-in route's chunks (its 150 KB budget).
 */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  ref,
  error,
  helperText,
  disabled,
  readOnly,
  disableFuture = false,
  isMonthOnly = false,
  minDate,
  maxDate,
  id,
  sx,
}: DateInputProps) {
  const wire = value ?? '';
  const wireFormat = isMonthOnly ? MONTH_WIRE_FORMAT : WIRE_FORMAT;
  // The box shows what was typed (a partly typed date is '' on the wire). A value the form comes back with is one
  // this box sent — maybe late, after more typing (a page that keeps the date in its address) — and changes nothing;
  // any other value (a reset, a link) replaces what is shown.
  const [shown, setShown] = useState<Dayjs | null>(() => fromWire(wire));
  const [seen, setSeen] = useState(wire);
  const [sent, setSent] = useState<readonly string[]>([]);
  if (wire !== seen) {
    setSeen(wire);
    const at = sent.indexOf(wire);
    if (at >= 0) setSent(sent.slice(at + 1));
    else if (wire !== toWire(shown, wireFormat)) setShown(fromWire(wire));
  }
  const lastDate = disableFuture ? earlier(maxDate, new Date().toISOString().slice(0, 10)) : maxDate;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-in">
      <DesktopDatePicker
        label={label}
        format={isMonthOnly ? MONTH_FORMAT : FORM_DATE_FORMAT}
        {...(isMonthOnly ? { views: ['year', 'month'] as const, openTo: 'month' as const } : {})}
        value={shown}
        onChange={(next) => {
          setShown(next);
          setSent((before) => [...before, toWire(next, wireFormat)]);
          onChange(toWire(next, wireFormat));
        }}
        name={name}
        inputRef={ref}
        disabled={disabled}
        readOnly={readOnly}
        minDate={fromWire(minDate) ?? undefined}
        maxDate={fromWire(lastDate) ?? undefined}
        slotProps={{
          textField: {
            id,
            size: 'small',
            fullWidth: true,
            sx,
            onBlur,
            helperText,
            ...(error ? { error } : {}),
          },
        }}
      />
    </LocalizationProvider>
  );
}
