/**
 * Form fields bound to the react-hook-form of the surrounding FormProvider: each shows its value, its change and
 * the message of the shared schema (or the server) under it. Configuration forms are lists of these.
 */
import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
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

/** What every bound input takes from its field: ref, name, blur, and the error message (or the helper text). */
function bound<V extends FieldValues>(
  field: ControllerRenderProps<V, Path<V>>,
  fieldState: ControllerFieldState,
  helperText: ReactNode,
) {
  return {
    ref: field.ref,
    name: field.name,
    onBlur: field.onBlur,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
  };
}

interface FieldProps<V extends FieldValues> {
  name: Path<V>;
  label: string;
  helperText?: ReactNode;
  disabled?: boolean;
}

interface TextFieldProps<V extends FieldValues> extends FieldProps<V> {
  type?: 'text' | 'time';
  multiline?: boolean;
}

export function FormTextField<V extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  disabled,
  type = 'text',
  multiline,
}: TextFieldProps<V>) {
  const { control } = useFormContext<V>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...bound(field, fieldState, helperText)}
          label={label}
          type={type}
          isLabelShrunk={type === 'time' ? true : undefined}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
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
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...bound(field, fieldState, helperText)}
          label={label}
          decimals={decimals}
          value={field.value}
          onChange={field.onChange}
          disabled={disabled}
          autoComplete="off"
        />
      )}
    />
  );
}

export function FormDateField<V extends FieldValues = FieldValues>({
  name,
  label,
  helperText,
  disabled,
}: FieldProps<V>) {
  const { control } = useFormContext<V>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateInput
          {...bound(field, fieldState, helperText)}
          label={label}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          disabled={disabled}
        />
      )}
    />
  );
}

interface SelectFieldProps<V extends FieldValues> extends FieldProps<V> {
  options: readonly SelectOption[];
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
  isEmptyNull = false,
  onPicked,
}: SelectFieldProps<V>) {
  const { control } = useFormContext<V>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectInput
          {...bound(field, fieldState, helperText)}
          label={label}
          placeholder="Select"
          options={options}
          value={field.value ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            field.onChange(value === '' && isEmptyNull ? null : value);
            onPicked?.(value);
          }}
          disabled={disabled}
        />
      )}
    />
  );
}

export function FormSwitchField<V extends FieldValues = FieldValues>({ name, label, disabled }: FieldProps<V>) {
  const { control } = useFormContext<V>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Switch
              name={field.name}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}

export function FormRadioField<V extends FieldValues = FieldValues>({
  name,
  label,
  disabled,
  options,
}: FieldProps<V> & { options: readonly SelectOption[] }) {
  const { control } = useFormContext<V>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} disabled={disabled}>
          <FormLabel id={`${field.name}-label`}>{label}</FormLabel>
          <RadioGroup
            aria-labelledby={`${field.name}-label`}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {options.map((option) => (
              <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
