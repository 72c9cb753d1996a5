import Box from '@mui/material/Box';
import { Controller, useFormContext } from 'react-hook-form';
import { ROLES, ROLE_LABELS, isRole, type Role } from '@stoa/shared';
import { SelectInput } from '../../../components/select-input.tsx';
import { EntityFields } from './entity-fields.tsx';
import { FormText } from './form-text.tsx';
import {
  hasEntityFields,
  hasUtilityFields,
  isLocked,
  utilityTypeOf,
  type DialogMode,
  type UserFormValues,
} from './user-form-model.ts';
import { UtilityFields } from './utility-fields.tsx';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface UserFieldsProps {
  mode: DialogMode;
  /** The saved user's utility name, for view and edit. */
  connectedToName?: string | null | undefined;
}

/** The dialog's fields in two columns; entity and utility fields follow the role (spec §6). */
export function UserFields({ mode, connectedToName }: UserFieldsProps) {
  const { control, watch } = useFormContext<UserFormValues>();
  const role = watch('role');
  const onRoleChange = useRoleChange();
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
      <Controller
        control={control}
        name="role"
        render={({ field, fieldState }) => (
          <SelectInput
            label="Role"
            placeholder="Select"
            isPlaceholderDisabled
            name={field.name}
            value={field.value ?? ''}
            options={ROLE_OPTIONS}
            onChange={(event) => onRoleChange(event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error?.message)}
            helperText={fieldState.error?.message}
            disabled={isLocked(mode, 'role')}
          />
        )}
      />
      <FormText name="firstName" label="First Name" mode={mode} />
      <FormText name="lastName" label="Last Name" mode={mode} />
      <FormText name="userName" label="User Name" mode={mode} />
      <FormText name="email" label="Email" type="email" mode={mode} />
      <FormText name="contactNumber" label="Contact Number" type="tel" mode={mode} />
      <FormText name="panCardNumber" label="PAN Card Number" mode={mode} />
      <FormText name="registeredAddress" label="Registered Address" mode={mode} multiline />
      {hasEntityFields(role) && <EntityFields mode={mode} role={role} />}
      {hasUtilityFields(role) && <UtilityFields mode={mode} role={role} connectedToName={connectedToName} />}
    </Box>
  );
}

/**
 * A new role brings its own fixed values: a Trader's entity type is Trader (spec §6), an OA applicant picks one of
 * the other three, and a TRANSCO user cannot keep a DISCOM's utility (or the other way round).
 */
function useRoleChange() {
  const { getValues, setValue, formState } = useFormContext<UserFormValues>();
  return (value: string) => {
    // The empty choice cannot be picked again, so anything else is a role.
    if (!isRole(value)) return;
    const previous = getValues('role');
    const role: Role = value;
    const options = { shouldValidate: formState.isSubmitted };
    setValue('role', role, options);
    const entityType = getValues('entityType');
    if (role === 'Trader') setValue('entityType', 'Trader', options);
    else if (entityType === 'Trader') setValue('entityType', null, options);
    if (utilityTypeOf(role) !== utilityTypeOf(previous)) {
      setValue('connectedToId', null, options);
      setValue('zone', null, options);
    }
  };
}
