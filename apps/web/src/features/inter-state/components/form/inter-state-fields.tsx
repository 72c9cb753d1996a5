/**
 * The inter-state form's inputs: bound to the surrounding react-hook-form for their value, and to the last Submit's
 * messages (keyed by the payload's dotted path, as the shared schema and the server's 400 name them) for the text
 * under them. Changing a field clears its message.
 */
import { createContext, useContext, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { FileUpload } from '../../../../components/file-upload.tsx';
import { NumberInput } from '../../../../components/number-input.tsx';
import { SelectInput, type SelectOption } from '../../../../components/select-input.tsx';
import { TextInput } from '../../../../components/text-input.tsx';
import type { InterStateFormValues } from './inter-state-form-values.ts';

export type FieldErrors = Readonly<Record<string, string>>;

interface ErrorsContextValue {
  errors: FieldErrors;
  clear: (path: string) => void;
}

const ErrorsContext = createContext<ErrorsContextValue>({ errors: {}, clear: () => {} });
export const FieldErrorsProvider = ErrorsContext.Provider;

function useFieldError(path: string) {
  const { errors, clear } = useContext(ErrorsContext);
  return { message: errors[path], clear: () => clear(path) };
}

type Path = FieldPath<InterStateFormValues>;

interface FieldProps {
  name: Path;
  label: string;
  helperText?: ReactNode;
  disabled?: boolean;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

export function TextField({ name, label, helperText, disabled }: FieldProps) {
  const { control } = useFormContext<InterStateFormValues>();
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
          disabled={disabled}
          autoComplete="off"
        />
      )}
    />
  );
}

/** MW (spec §5 Number inputs): e, E and minus blocked, at most 2 decimals. */
export function NumberField({ name, label, helperText }: FieldProps) {
  const { control } = useFormContext<InterStateFormValues>();
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
          value={asText(field.value)}
          onChange={(value) => {
            field.onChange(value);
            error.clear();
          }}
          error={Boolean(error.message)}
          helperText={error.message ?? helperText}
          autoComplete="off"
        />
      )}
    />
  );
}

export function SelectField({ name, label, helperText, disabled, options }: FieldProps & { options: SelectOption[] }) {
  const { control } = useFormContext<InterStateFormValues>();
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
          placeholder="Select"
          options={options}
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

export function CheckboxField({ name, label }: FieldProps) {
  const { control } = useFormContext<InterStateFormValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControl error={Boolean(error.message)}>
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

/** One document: uploaded for the form 'Registration' (the server checks it is the caller's own upload). */
export function DocumentField({ name, errorPath, label }: { name: Path; errorPath: string; label: string }) {
  const { control } = useFormContext<InterStateFormValues>();
  const error = useFieldError(errorPath);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FileUpload
          formName="Registration"
          label={label}
          value={field.value && typeof field.value === 'object' && 'id' in field.value ? field.value : null}
          onChange={(value) => {
            field.onChange(value);
            error.clear();
          }}
          error={error.message}
        />
      )}
    />
  );
}

/** Options of a list of values, shown as they are unless `label` says otherwise. */
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
