/**
 * The inter-state form's inputs: the shared bound fields (components/crud/form-fields.tsx), typed by the form's
 * values, and its document upload. Their messages are the last Submit's (keyed by the payload's dotted path, as the
 * shared schema and the server's 400 name them; components/crud/field-errors.tsx). Changing a field clears its message.
 */
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { useFieldError } from '../../../../components/crud/field-errors.tsx';
import { FormCheckboxField } from '../../../../components/crud/choice-fields.tsx';
import { FormNumberField, FormSelectField, FormTextField } from '../../../../components/crud/form-fields.tsx';
import { FileUpload, type UploadedFileRef } from '../../../../components/file-upload.tsx';
import type { InterStateFormValues } from './inter-state-form-values.ts';

type Path = FieldPath<InterStateFormValues>;

export const TextField = FormTextField<InterStateFormValues>;
/** MW (spec §5 Number inputs): e, E and minus blocked, at most 2 decimals. */
export const NumberField = FormNumberField<InterStateFormValues>;
export const SelectField = FormSelectField<InterStateFormValues>;
export const CheckboxField = FormCheckboxField<InterStateFormValues>;

const isFileRef = (value: unknown): value is UploadedFileRef =>
  typeof value === 'object' && value !== null && 'id' in value && 'fileName' in value;

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
          name={errorPath}
          formName="Registration"
          label={label}
          value={isFileRef(field.value) ? field.value : null}
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
