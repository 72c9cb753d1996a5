import { Controller, type Control } from 'react-hook-form';
import { MESSAGES, type EditProfileRequest, type Profile } from '@stoa/shared';
import { SelectInput, type SelectOption } from '../../../components/select-input.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useDiscoms } from '../../../lib/utilities.ts';
import type { EditProfileInput, ProfileLayout } from '../lib/profile-layout.ts';

interface ConnectedToFieldProps {
  profile: Profile;
  layout: ProfileLayout;
  isEditing: boolean;
  control: Control<EditProfileInput, unknown, EditProfileRequest>;
}

/** Spec §6: the connected-to licence; an OA applicant picks one of the DISCOMs, everyone else only reads theirs. */
export function ConnectedToField({ profile, layout, isEditing, control }: ConnectedToFieldProps) {
  const isSelect = layout.connectedTo === 'select';
  // Loaded with the page, not on Edit, so the list is there when the user starts editing.
  const discoms = useDiscoms(isSelect);
  if (layout.connectedTo === 'hidden') return null;
  if (!isSelect || !isEditing) return <TextInput label="Connected To" value={profile.connectedTo ?? ''} readOnly />;

  const options: SelectOption[] = (discoms.data ?? []).map((d) => ({ value: String(d.id), label: d.name }));
  // The current licence stays selectable even before the list arrives (or if it is no longer a DISCOM).
  if (profile.connectedToId !== null && !options.some((o) => o.value === String(profile.connectedToId))) {
    options.unshift({ value: String(profile.connectedToId), label: profile.connectedTo ?? '' });
  }
  return (
    <Controller
      control={control}
      name="connectedToId"
      render={({ field, fieldState }) => (
        <SelectInput
          label="Connected To"
          placeholder="None"
          options={options}
          name={field.name}
          ref={field.ref}
          value={field.value == null ? '' : String(field.value)}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error) || discoms.isError}
          helperText={fieldState.error?.message ?? (discoms.isError ? MESSAGES.fetchError : undefined)}
        />
      )}
    />
  );
}
