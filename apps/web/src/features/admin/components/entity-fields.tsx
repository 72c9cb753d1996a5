import { Controller, useFormContext } from 'react-hook-form';
import { ENTITY_TYPES, ENTITY_TYPE_LABELS, type Role } from '@stoa/shared';
import { SelectInput } from '../../../components/select-input.tsx';
import { FormText } from './form-text.tsx';
import { isLocked, type DialogMode, type UserFormValues } from './user-form-model.ts';

/** Spec §3: an OA applicant injects, draws or both; a Trader's entity type is Trader and cannot be changed. */
function entityTypeOptions(role: Role) {
  const types =
    role === 'Trader' ? ENTITY_TYPES.filter((t) => t === 'Trader') : ENTITY_TYPES.filter((t) => t !== 'Trader');
  return types.map((type) => ({ value: type, label: ENTITY_TYPE_LABELS[type] }));
}

/** Entity Type, Entity Name and Date of Incorporation: OA applicants and Traders only (spec §5, §6). */
export function EntityFields({ mode, role }: { mode: DialogMode; role: Role }) {
  const { control } = useFormContext<UserFormValues>();
  return (
    <>
      <Controller
        control={control}
        name="entityType"
        render={({ field, fieldState }) => (
          <SelectInput
            label="Entity Type"
            placeholder="Select"
            isPlaceholderDisabled
            name={field.name}
            value={field.value ?? ''}
            options={entityTypeOptions(role)}
            onChange={(event) => field.onChange(ENTITY_TYPES.find((type) => type === event.target.value) ?? null)}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error?.message)}
            helperText={fieldState.error?.message}
            disabled={role === 'Trader' || isLocked(mode, 'entityType')}
          />
        )}
      />
      <FormText name="entityName" label="Entity Name" mode={mode} />
      <FormText name="dateOfIncorporation" label="Date of Incorporation" type="date" mode={mode} />
    </>
  );
}
