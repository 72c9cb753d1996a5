/**
 * The application form's own bound inputs where the shared kit (components/crud/form-fields) lacks an option: a date
 * box limited to the application window. Its message is the Submit's or the live rules' (FieldErrorsProvider);
 * changing the date clears the Submit's.
 */
import { Controller, useFormContext } from 'react-hook-form';
import { DateInput } from '../../../../components/date-input.tsx';
import { useFieldError } from '../../../../components/crud/field-errors.tsx';
import type { ApplicationFormValues } from './form-values.ts';

type DatePath = `timeBlocks.${number}.oaFromDate` | `timeBlocks.${number}.oaToDate`;

interface WindowDateFieldProps {
  name: DatePath;
  label: string;
  /** The window's first and last dates (YYYY-MM-DD); the browser's calendar offers only these. */
  min?: string;
  max?: string;
  disabled?: boolean;
}

export function WindowDateField({ name, label, min, max, disabled }: WindowDateFieldProps) {
  const { control } = useFormContext<ApplicationFormValues>();
  const submitted = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateInput
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          label={label}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            submitted.clear();
          }}
          minDate={min}
          maxDate={max}
          error={submitted.message !== undefined}
          helperText={submitted.message}
          disabled={disabled}
        />
      )}
    />
  );
}
