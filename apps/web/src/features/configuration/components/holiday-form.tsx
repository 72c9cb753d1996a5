/** The holiday dialog and columns (spec §2.7 Holidays): working-day clocks skip these dates and Sundays. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { holidayInputSchema, type Holiday, type HolidayInput } from '@stoa/shared';
import type { CrudForm } from '../../../components/crud/crud-section.tsx';
import { FormDateField, FormTextField } from '../../../components/crud/form-fields.tsx';
import { stampColumn } from '../../../components/crud/period-columns.tsx';
import { formatCalendarDate, formatWeekday } from '../../../lib/format.ts';
import type { FileColDef } from '../../../components/data-table/grid-table.ts';

type HolidayValues = z.input<typeof holidayInputSchema>;

/** A holiday typed in rather than read from a file. */
export const MANUAL_SOURCE = 'Manual';

export function describeHoliday(row: Holiday): string {
  return `${row.name} on ${formatCalendarDate(row.date)}`;
}

export const HOLIDAY_COLUMNS: FileColDef<Holiday>[] = [
  {
    field: 'date',
    headerName: 'Date',
    width: 130,
    fileKind: 'date',
    valueFormatter: (value: string) => formatCalendarDate(value),
  },
  {
    field: 'day',
    headerName: 'Day',
    width: 120,
    sortable: false,
    valueGetter: (_value, row) => formatWeekday(row.date),
  },
  { field: 'name', headerName: 'Holiday Name', minWidth: 200, flex: 1 },
  {
    field: 'fileName',
    headerName: 'Source',
    minWidth: 160,
    flex: 1,
    valueFormatter: (value: string | null) => value ?? MANUAL_SOURCE,
  },
  stampColumn<Holiday>(),
];

export const holidayForm: CrudForm<Holiday, HolidayValues, HolidayInput> = {
  resolver: zodResolver(holidayInputSchema),
  empty: { date: '', name: '' },
  fromRow: (row) => ({ date: row.date, name: row.name }),
  fields: () => (
    <>
      <FormDateField<HolidayValues> name="date" label="Date" />
      <FormTextField<HolidayValues> name="name" label="Holiday Name" />
    </>
  ),
};
