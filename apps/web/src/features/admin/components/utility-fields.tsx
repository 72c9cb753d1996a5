import { Controller, useFormContext } from 'react-hook-form';
import { MESSAGES, type Role } from '@stoa/shared';
import { SelectInput } from '../../../components/select-input.tsx';
import { useUtilities } from '../../../lib/utilities.ts';
import { isLocked, utilityTypeOf, type DialogMode, type UserFormValues } from './user-form-model.ts';

/**
 * Connected To and Zone: TRANSCO and DISCOM users only (spec §6). A TRANSCO user picks among the TRANSCOs, a DISCOM
 * user among the DISCOMs; a utility with one zone fills the zone by itself (spec §5).
 */
interface UtilityFieldsProps {
  mode: DialogMode;
  role: Role;
  /** The saved utility's name: shown even before (or without) the utilities list. */
  connectedToName?: string | null | undefined;
}

export function UtilityFields({ mode, role, connectedToName }: UtilityFieldsProps) {
  const { control, watch, setValue, formState } = useFormContext<UserFormValues>();
  const utilities = useUtilities();
  const type = utilityTypeOf(role);
  const choices = (utilities.data ?? []).filter((utility) => utility.type === type);
  const connectedToId = watch('connectedToId');
  const zones = choices.find((utility) => utility.id === connectedToId)?.zones ?? [];
  const loadError = utilities.isError ? MESSAGES.fetchError : undefined;
  const utilityOptions = choices.map((utility) => ({ value: String(utility.id), label: utility.name }));
  if (connectedToId != null && connectedToName && !choices.some((utility) => utility.id === connectedToId)) {
    utilityOptions.unshift({ value: String(connectedToId), label: connectedToName });
  }

  const onUtilityChange = (value: string) => {
    const utility = choices.find((u) => String(u.id) === value);
    const options = { shouldValidate: formState.isSubmitted };
    setValue('connectedToId', utility?.id ?? null, options);
    setValue('zone', utility?.zones.length === 1 ? utility.zones[0] : null, options);
  };

  return (
    <>
      <Controller
        control={control}
        name="connectedToId"
        render={({ field, fieldState }) => (
          <SelectInput
            label="Connected To"
            placeholder="Select"
            isPlaceholderDisabled
            name={field.name}
            value={field.value == null ? '' : String(field.value)}
            options={utilityOptions}
            onChange={(event) => onUtilityChange(event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error?.message ?? loadError)}
            helperText={fieldState.error?.message ?? loadError}
            disabled={isLocked(mode, 'connectedToId')}
          />
        )}
      />
      <Controller
        control={control}
        name="zone"
        render={({ field, fieldState }) => (
          <SelectInput
            label="Zone"
            placeholder="Select"
            isPlaceholderDisabled
            name={field.name}
            value={field.value ?? ''}
            // A locked zone still shows the user's zone while the utilities load.
            options={(field.value && !zones.includes(field.value) ? [field.value, ...zones] : zones).map((zone) => ({
              value: zone,
              label: zone,
            }))}
            onChange={(event) => field.onChange(event.target.value || null)}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error?.message)}
            helperText={fieldState.error?.message}
            disabled={isLocked(mode, 'zone') || zones.length === 0}
          />
        )}
      />
    </>
  );
}
