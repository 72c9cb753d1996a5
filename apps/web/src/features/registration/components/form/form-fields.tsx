/**
 * The registration form's inputs: bound to the react-hook-form of the surrounding FormProvider for their value, and
 * to the Submit's messages (form-errors.tsx) for the text under them. Changing a field clears its message.
 */
import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { DateInput } from '../../../../components/date-input.tsx';
import { NumberInput } from '../../../../components/number-input.tsx';
import { SelectInput, type SelectOption } from '../../../../components/select-input.tsx';
import { TextInput } from '../../../../components/text-input.tsx';
import { useFieldError } from './form-errors.tsx';
import type { RegistrationFormValues } from './form-values.ts';

export type FormPath = FieldPath<RegistrationFormValues>;

interface FieldProps {
  name: FormPath;
  label: string;
  helperText?: ReactNode;
  disabled?: boolean;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

export function RegTextField({ name, label, helperText, disabled, multiline }: FieldProps & { multiline?: boolean }) {
  const { control } = useFormContext<RegistrationFormValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          label={label}
          value={asText(field.value)}
          onChange={(event) => {
            field.onChange(event.target.value);
            error.clear();
          }}
          error={Boolean(error.message)}
          helperText={error.message ?? helperText}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          disabled={disabled}
          autoComplete="off"
        />
      )}
    />
  );
}

/** MW and counts (spec §5 Number inputs): e, E and minus blocked, at most 2 decimals (0 for whole numbers). */
export function RegNumberField({ name, label, helperText, disabled, decimals }: FieldProps & { decimals?: number }) {
  const { control } = useFormContext<RegistrationFormValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          label={label}
          decimals={decimals}
          value={asText(field.value)}
          onChange={(value) => {
            field.onChange(value);
            error.clear();
          }}
          error={Boolean(error.message)}
          helperText={error.message ?? helperText}
          disabled={disabled}
          autoComplete="off"
        />
      )}
    />
  );
}

export function RegDateField({ name, label, helperText, disabled }: FieldProps) {
  const { control } = useFormContext<RegistrationFormValues>();
  const error = useFieldError(name);
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
          value={asText(field.value)}
          onChange={(event) => {
            field.onChange(event.target.value);
            error.clear();
          }}
          error={Boolean(error.message)}
          helperText={error.message ?? helperText}
          disabled={disabled}
        />
      )}
    />
  );
}

interface SelectFieldProps extends FieldProps {
  options: readonly SelectOption[];
  placeholder?: string;
  /** Runs after the value changed (a dependent field resets). */
  onPicked?: (value: string) => void;
}

export function RegSelectField({
  name,
  label,
  helperText,
  disabled,
  options,
  placeholder = 'Select',
  onPicked,
}: SelectFieldProps) {
  const { control } = useFormContext<RegistrationFormValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectInput
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          label={label}
          placeholder={placeholder}
          options={options}
          value={asText(field.value)}
          onChange={(event) => {
            field.onChange(event.target.value);
            error.clear();
            onPicked?.(event.target.value);
          }}
          error={Boolean(error.message)}
          helperText={error.message ?? helperText}
          disabled={disabled}
        />
      )}
    />
  );
}

export function RegCheckboxField({ name, label, disabled }: FieldProps) {
  const { control } = useFormContext<RegistrationFormValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControl error={Boolean(error.message)} disabled={disabled}>
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                slotProps={{ input: { ref: field.ref } }}
                name={field.name}
                onBlur={field.onBlur}
                checked={field.value === true}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                  error.clear();
                }}
              />
            }
          />
          {error.message && <FormHelperText sx={{ mt: 0 }}>{error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/** Options of a list of strings, shown as they are unless `label` says otherwise. */
export function optionsOf(values: readonly (string | number)[], label: (value: string) => string = (v) => v) {
  return values.map((value) => ({ value: String(value), label: label(String(value)) }));
}

/** The grid the steps lay their fields out in: three columns at 1366 px, one on a phone. */
export const FIELD_GRID = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
  alignItems: 'start',
} as const;
