/** Which profile fields a role sees and may change (spec §3 Profile, §5 Profile, §6). */
import type { z } from 'zod';
import { ENTITY_ROLES, type EditProfileRequest, type Profile, type Role, type editProfileSchema } from '@stoa/shared';

export type EditProfileInput = z.input<typeof editProfileSchema>;

export interface ProfileLayout {
  /** Spec §5: the e-mail is editable by the Admin only. */
  isEmailEditable: boolean;
  hasEntityName: boolean;
  hasEntityType: boolean;
  hasDateOfIncorporation: boolean;
  /** Spec §6: an OA applicant picks the connected-to DISCOM; other roles only see theirs, if they have one. */
  connectedTo: 'select' | 'text' | 'hidden';
  hasZone: boolean;
}

export function profileLayout(profile: Profile, role: Role): ProfileLayout {
  const connectedTo = role === 'OABusinessUser' ? 'select' : profile.connectedTo ? 'text' : 'hidden';
  return {
    isEmailEditable: role === 'Admin',
    hasEntityName: Boolean(profile.entityName),
    hasEntityType: profile.entityType !== null,
    hasDateOfIncorporation: profile.dateOfIncorporation !== null || ENTITY_ROLES.includes(role),
    connectedTo,
    hasZone: Boolean(profile.zone),
  };
}

/** The form as the profile stands; a date input takes 'YYYY-MM-DD' only. */
export function toProfileFormValues(profile: Profile): EditProfileInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    contactNumber: profile.contactNumber ?? '',
    contactPersonName: profile.contactPersonName ?? '',
    panCardNumber: profile.panCardNumber ?? '',
    registeredAddress: profile.registeredAddress ?? '',
    dateOfIncorporation: profile.dateOfIncorporation?.slice(0, 10) ?? null,
    connectedToId: profile.connectedToId,
  };
}

type ProfileField = keyof EditProfileRequest & keyof EditProfileInput;

/** Request fields whose server errors have an input on screen; the rest fall back to the alert (spec §8). */
export function profileServerFields(layout: ProfileLayout): Partial<Record<string, ProfileField>> {
  const fields: Partial<Record<string, ProfileField>> = {
    firstName: 'firstName',
    lastName: 'lastName',
    // Shown to every role (read-only for most), so its message has a place even when the user cannot edit it.
    email: 'email',
    contactNumber: 'contactNumber',
    contactPersonName: 'contactPersonName',
    panCardNumber: 'panCardNumber',
    registeredAddress: 'registeredAddress',
  };
  if (layout.hasDateOfIncorporation) fields.dateOfIncorporation = 'dateOfIncorporation';
  if (layout.connectedTo === 'select') fields.connectedToId = 'connectedToId';
  return fields;
}
