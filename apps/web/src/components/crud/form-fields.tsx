/**
 * Form fields bound to the react-hook-form of the surrounding FormProvider: each shows its value, its change and
 * the message of the shared schema (or the server) under it. Configuration forms are lists of these; the multi-step
 * workflow forms (registration, inter-state) put the messages of their last Submit in a FieldErrorsProvider
 * (field-errors.tsx), which a field shows first and clears when it changes.
 */
import type { ReactNode } from 'react';
import {
  Controller,
  useFormContext,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { DateInput } from '../date-input.tsx';
import { NumberInput } from '../number-input.tsx';
import { SelectInput, type SelectOption } from '../select-input.tsx';
import { TextInput } from '../text-input.tsx';
import { useFieldError } from './field-errors.tsx';

/**
 * What every bound input takes from its field: ref, name, blur, and the error message (the Submit's, else the form's
 * own) or the helper text.
 */
function bound<V extends FieldValues>(
  field: ControllerRenderProps<V, Path<V>>,
  fieldState: ControllerFieldState,
  helperText: ReactNode,
  submitted: string | undefined,
) {
  const message = submitted ?? fieldState.error?.message;
  return {
    ref: field.ref,
    name: field.name,
    onBlur: field.onBlur,
    error: Boolean(submitted ?? fieldState.error),
    helperText: message ?? helperText,
  };
}

/** The grid multi-step forms lay their fields out in: three columns at 1366 px, one on a phone. */
export const FIELD_GRID = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
  alignItems: 'start',
} as const;

export interface FieldProps<V extends FieldValues> {
  name: Path<V>;
  label: string;
  helperText?: ReactNode;
  disabled?: boolean;
}

interface TextFieldProps<V extends FieldValues> extends FieldProps<V> {
  multiline?: boolean;
}

export function FormTextField<V extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  disabled,
  multiline,
}: TextFieldProps<V>) {
  const { control } = useFormContext<V>();
  const submitted = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...bound(field, fieldState, helperText, submitted.message)}
          label={label}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          value={field.value ?? ''}
          onChange={(event) => {
            field.onChange(event.target.value);
            submitted.clear();
          }}
          disabled={disabled}
          autoComplete="off"
        />
      )}
    />
  );
}

interface NumberFieldProps<V extends FieldValues> extends FieldProps<V> {
  /** 0 for whole numbers (days, months). */
  decimals?: number;
}

export function FormNumberField<V extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  disabled,
  decimals,
}: NumberFieldProps<V>) {
  const { control } = useFormContext<V>();
  const submitted = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...bound(field, fieldState, helperText, submitted.message)}
          label={label}
          decimals={decimals}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            submitted.clear();
          }}
          disabled={disabled}
          autoComplete="off"
        />
      )}
    />
  );
}

interface DateFieldProps<V extends FieldValues> extends FieldProps<V> {
  disableFuture?: boolean;
  /** The first and last legal dates (YYYY-MM-DD): the calendar offers only these. */
  minDate?: string;
  maxDate?: string;
}

export function FormDateField<V extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  disabled,
  disableFuture,
  minDate,
  maxDate,
}: DateFieldProps<V>) {
  const { control } = useFormContext<V>();
  const submitted = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateInput
          {...bound(field, fieldState, helperText, submitted.message)}
          label={label}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            submitted.clear();
          }}
          disabled={disabled}
          disableFuture={disableFuture}
          minDate={minDate}
          maxDate={maxDate}
        />
      )}
    />
  );
}

interface SelectFieldProps<V extends FieldValues> extends FieldProps<V> {
  options: readonly SelectOption[];
  /** The empty choice's text ('Select' unless told). */
  placeholder?: string;
  /** The empty choice is sent as null (an optional pick), not as ''. */
  isEmptyNull?: boolean;
  /** Runs after the value changed (e.g. a dependent field resets). */
  onPicked?: (value: string) => void;
}

export function FormSelectField<V extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  disabled,
  options,
  placeholder = 'Select',
  isEmptyNull = false,
  onPicked,
}: SelectFieldProps<V>) {
  const { control } = useFormContext<V>();
  const submitted = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectInput
          {...bound(field, fieldState, helperText, submitted.message)}
          label={label}
          placeholder={placeholder}
          options={options}
          value={field.value ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            field.onChange(value === '' && isEmptyNull ? null : value);
            submitted.clear();
            onPicked?.(value);
          }}
          disabled={disabled}
        />
      )}
    />
  );
}
