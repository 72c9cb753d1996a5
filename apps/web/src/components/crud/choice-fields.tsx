/**
 * The choice fields bound to the surrounding FormProvider (form-fields.tsx has the typed inputs): a tick box, a switch
 * and a radio group, each with its message under it.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import type { SelectOption } from '../select-input.tsx';
import { useFieldError } from './field-errors.tsx';
import type { FieldProps } from './form-fields.tsx';

/** A tick box (a declaration); its message shows under it. */
export function FormCheckboxField<V extends FieldValues = FieldValues>({ name, label, disabled }: FieldProps<V>) {
  const { control } = useFormContext<V>();
  const submitted = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = submitted.message ?? fieldState.error?.message;
        return (
          <FormControl error={Boolean(message)} disabled={disabled}>
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
                    submitted.clear();
                  }}
                />
              }
            />
            {message && <FormHelperText sx={{ mt: 0 }}>{message}</FormHelperText>}
          </FormControl>
        );
      }}
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
