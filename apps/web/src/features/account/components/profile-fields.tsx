import Box from '@mui/material/Box';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ENTITY_TYPE_LABELS, type EditProfileRequest, type Profile } from '@stoa/shared';
import { TextInput } from '../../../components/text-input.tsx';
import { formatDate } from '../../../lib/format.ts';
import type { EditProfileInput, ProfileLayout } from '../lib/profile-layout.ts';
import { upperCaseInPlace } from '../lib/upper-case-input.ts';
import { ConnectedToField } from './connected-to-field.tsx';
import { IncorporationDate } from './incorporation-date.tsx';

type TextField =
  'firstName' | 'lastName' | 'email' | 'contactNumber' | 'contactPersonName' | 'panCardNumber' | 'registeredAddress';

interface ProfileFieldsProps {
  profile: Profile;
  layout: ProfileLayout;
  isEditing: boolean;
  form: UseFormReturn<EditProfileInput, unknown, EditProfileRequest>;
}

/** The profile's fields in the order of spec §3 Profile; read-only ones never become editable. */
export function ProfileFields({ profile, layout, isEditing, form }: ProfileFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const field = (name: TextField, isEditable = true) => ({
    readOnly: !isEditing || !isEditable,
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
    ...register(name),
  });
  const pan = field('panCardNumber');

  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <TextInput label="First Name" autoComplete="given-name" {...field('firstName')} />
      <TextInput label="Last Name" autoComplete="family-name" {...field('lastName')} />
      <TextInput label="User Name" value={profile.userName} readOnly />
      <TextInput label="Email" type="email" autoComplete="email" {...field('email', layout.isEmailEditable)} />
      <TextInput label="Contact Number" type="tel" autoComplete="tel" {...field('contactNumber')} />
      <TextInput label="Contact Person Name" {...field('contactPersonName')} />
      <TextInput
        label="PAN Card Number"
        {...pan}
        onChange={(event) => {
          upperCaseInPlace(event);
          return pan.onChange(event);
        }}
      />
      {layout.hasEntityName && <TextInput label="Entity Name" value={profile.entityName ?? ''} readOnly />}
      {layout.hasEntityType && profile.entityType && (
        <TextInput label="Entity Type" value={ENTITY_TYPE_LABELS[profile.entityType]} readOnly />
      )}
      {layout.hasDateOfIncorporation && (
        <Controller
          control={control}
          name="dateOfIncorporation"
          render={({ field: date }) => (
            <IncorporationDate
              readOnly={!isEditing}
              error={errors.dateOfIncorporation}
              {...date}
              // An emptied date is "no date", not an empty string the date rule would refuse.
              onChange={(value) => date.onChange(value || null)}
            />
          )}
        />
      )}
      <ConnectedToField profile={profile} layout={layout} isEditing={isEditing} control={control} />
      {layout.hasZone && <TextInput label="Zone" value={profile.zone ?? ''} readOnly />}
      <TextInput
        label="Registered Address"
        multiline
        minRows={2}
        autoComplete="street-address"
        sx={{ gridColumn: '1 / -1' }}
        {...field('registeredAddress')}
      />
      <TextInput label="Date of Registration" value={formatDate(profile.dateOfRegistration)} readOnly />
    </Box>
  );
}
