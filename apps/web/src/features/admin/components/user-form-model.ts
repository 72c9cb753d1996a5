/**
 * The pure part of the View / Edit / Create User dialog (spec §2.4, §5 User create/edit, §6 locks): which fields a
 * role shows, which an edit locks, and how a user and the server's field errors map onto the form.
 */
import type { DefaultValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  ENTITY_ROLES,
  LOCKED_ON_EDIT,
  UTILITY_USER_ROLES,
  addUserSchema,
  updateUserSchema,
  type Role,
  type UpdateUserRequest,
  type User,
} from '@stoa/shared';
import { sameNameFields } from '../../../lib/server-field-errors.ts';

export type DialogMode = 'view' | 'edit' | 'create';

/** The form holds what PATCH takes; a create sends the same fields without `version`. */
export type UserFormValues = UpdateUserRequest;
export type UserFormOutput = z.output<typeof updateUserSchema>;
export type UserField = Exclude<keyof UserFormValues, 'acceptTerms' | 'isEnabled' | 'version'>;

const USER_FIELDS = [
  'role',
  'firstName',
  'lastName',
  'userName',
  'email',
  'contactNumber',
  'registeredAddress',
  'panCardNumber',
  'entityType',
  'entityName',
  'dateOfIncorporation',
  'connectedToId',
  'zone',
] as const satisfies readonly UserField[];

/** The request fields are the form fields: a server error about any of them goes under its input (spec §8). */
export const USER_SERVER_FIELDS = sameNameFields<UserFormValues>(USER_FIELDS);

export const EMPTY_USER: DefaultValues<UserFormValues> = {
  // No role yet: the schema answers 'Role is required' until one is picked.
  role: undefined,
  firstName: '',
  lastName: '',
  userName: '',
  email: '',
  contactNumber: '',
  registeredAddress: '',
  panCardNumber: '',
  entityType: null,
  entityName: '',
  dateOfIncorporation: '',
  connectedToId: null,
  zone: null,
  acceptTerms: true,
  isEnabled: true,
};

export function hasEntityFields(role: Role | undefined): boolean {
  return role !== undefined && ENTITY_ROLES.includes(role);
}

export function hasUtilityFields(role: Role | undefined): boolean {
  return role !== undefined && UTILITY_USER_ROLES.includes(role);
}

/** Spec §6: a TRANSCO user belongs to a TRANSCO, a DISCOM user to a DISCOM. */
export function utilityTypeOf(role: Role | undefined): 'TRANSCO' | 'DISCOM' | null {
  if (role === 'TRANSCOBusinessUser') return 'TRANSCO';
  if (role === 'DISCOMBusinessUser') return 'DISCOM';
  return null;
}

/** View shows everything read-only; an edit locks the fields of spec §6. */
export function isLocked(mode: DialogMode, field: UserField): boolean {
  if (mode === 'view') return true;
  return mode === 'edit' && field in LOCKED_ON_EDIT;
}

export function toFormValues(user: User): UserFormValues {
  return {
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    email: user.email,
    contactNumber: user.contactNumber ?? '',
    registeredAddress: user.registeredAddress ?? '',
    panCardNumber: user.panCardNumber ?? '',
    entityType: user.entityType,
    entityName: user.entityName ?? '',
    dateOfIncorporation: user.dateOfIncorporation?.slice(0, 10) ?? '',
    connectedToId: user.connectedToId,
    zone: user.zone,
    acceptTerms: true,
    isEnabled: true,
    version: user.version,
  };
}

/** Create checks with addUserSchema, edit with updateUserSchema (both carry the spec's '{label} is required'). */
export function userResolver(mode: DialogMode): Resolver<UserFormValues, unknown, UserFormOutput> {
  return mode === 'create' ? zodResolver(addUserSchema) : zodResolver(updateUserSchema);
}

/** Drops the fields the role does not show, so a role changed mid-form never sends stale entity or utility data. */
export function toRequest(values: UserFormOutput): UserFormOutput {
  const request = { ...values };
  if (!hasEntityFields(values.role)) {
    Object.assign(request, { entityType: null, entityName: null, dateOfIncorporation: null });
  }
  if (!hasUtilityFields(values.role)) Object.assign(request, { connectedToId: null, zone: null });
  return request;
}
