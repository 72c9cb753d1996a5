import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { CONFIG_MESSAGES, businessDate, type Holiday } from '@stoa/shared';
import { CrudSection } from '../../../components/crud/crud-section.tsx';
import { useAddHoliday } from '../api/add-holiday.ts';
import { useDeleteHoliday } from '../api/delete-holiday.ts';
import { useHolidays } from '../api/get-holidays.ts';
import { useUpdateHoliday } from '../api/update-holiday.ts';
import { HOLIDAY_COLUMNS, describeHoliday, holidayForm } from '../components/holiday-form.tsx';
import { HolidayFiles } from '../components/holiday-files.tsx';
import { HolidayUpload } from '../components/holiday-upload.tsx';
import { YearSelector } from '../components/year-selector.tsx';

/** /configurations/holiday (spec §2.7): the holidays of a year, typed in or imported from a file. */
export function HolidaysPage() {
  const [year, setYear] = useState(() => Number(businessDate(new Date()).slice(0, 4)));
  const holidays = useHolidays(year);
  const add = useAddHoliday();
  const update = useUpdateHoliday();
  const remove = useDeleteHoliday();
  return (
    <Stack spacing={4}>
      <CrudSection
        title="Holidays"
        itemName="Holiday"
        describe={describeHoliday}
        columns={HOLIDAY_COLUMNS}
        rows={holidays.data}
        isLoading={holidays.isPending || holidays.isPlaceholderData}
        isError={holidays.isError}
        form={holidayForm}
        onCreate={add.mutateAsync}
        onUpdate={(row: Holiday, input) => update.mutateAsync({ id: row.id, input })}
        onDelete={(row) => remove.mutateAsync(row.id)}
        messages={{ saved: CONFIG_MESSAGES.saved, deleted: CONFIG_MESSAGES.deleted }}
        historyEntityType="holiday"
      >
        <YearSelector year={year} onChange={setYear} />
      </CrudSection>
      <HolidayUpload />
      <HolidayFiles />
    </Stack>
  );
}
