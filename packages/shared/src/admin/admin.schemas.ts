/**
 * User administration (spec §2.4, §3 User, §5 User create/edit, §6 locks, §7.2) and the mail outbox page.
 */
import { z } from 'zod';
import { ENTITY_TYPES, ROLES, type Role } from '../auth/roles.ts';
import { requiredMessage } from '../api/messages.ts';
import { pageQuerySchema } from '../api/envelope.ts';
import {
  emailField,
  mobileField,
  panField,
  pastDateField,
  requiredText,
  userNameField,
} from '../validation/patterns.ts';
import { text } from '../validation/text-rule.ts';
import { recordId, versionField } from '../validation/number-input.ts';
import { dateIssue, isIsoDate } from '../calendar/dates.ts';

/** A user as the Admin sees it (spec §3 User). */
export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  email: z.string(),
  contactNumber: z.string().nullable(),
  role: z.enum(ROLES),
  registeredAddress: z.string().nullable(),
  panCardNumber: z.string().nullable(),
  entityName: z.string().nullable(),
  entityType: z.enum(ENTITY_TYPES).nullable(),
  dateOfIncorporation: z.string().nullable(),
  /** The utility's name. */
  connectedTo: z.string().nullable(),
  connectedToId: z.number().int().nullable(),
  zone: z.string().nullable(),
  isEnabled: z.boolean(),
  isDefaulter: z.boolean(),
  acceptTerms: z.boolean(),
  /** 'Active', or 'Pending' until the user sets a password with the mailed code. */
  status: z.enum(['Active', 'Pending']),
  version: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/Admin/GetUsers: filters (contains, case-insensitive) and paging. */
/** The Users List's State filter (the Admin's dashboard tiles link to `?state=…`). */
export const USER_STATES = ['Enabled', 'Disabled', 'Pending', 'Defaulter'] as const;
export type UserState = (typeof USER_STATES)[number];
export const USER_STATE_LABELS: Record<UserState, string> = {
  Enabled: 'Enabled',
  Disabled: 'Disabled',
  Pending: 'Awaiting first password',
  Defaulter: 'Defaulter',
};
export const isUserState = (value: string | undefined): value is UserState =>
  (USER_STATES as readonly string[]).includes(value ?? '');

export const userListQuerySchema = pageQuerySchema.extend({
  firstName: text('First Name').trim().max(100).optional(),
  lastName: text('Last Name').trim().max(100).optional(),
  userName: text('User Name').trim().max(100).optional(),
  email: text('Email').trim().max(254).optional(),
  state: z.enum(USER_STATES).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userListSchema = z.object({ userList: z.array(userSchema), dataCount: z.number().int() });

/** Roles whose users carry entity fields (spec §5: entity type, name, incorporation date required). */
export const ENTITY_ROLES: readonly Role[] = ['OABusinessUser', 'Trader'];
/** Roles whose users belong to a utility and a zone (spec §6). */
export const UTILITY_USER_ROLES: readonly Role[] = ['TRANSCOBusinessUser', 'DISCOMBusinessUser'];

/** The fields of the Create / Edit User dialog (spec §3 User, §5 User create/edit). */
const userFields = {
  role: z.enum(ROLES, { error: requiredMessage('Role') }),
  firstName: requiredText('First Name', 100),
  lastName: requiredText('Last Name', 100),
  email: emailField('Email'),
  userName: userNameField('User Name'),
  contactNumber: mobileField('Contact Number'),
  registeredAddress: requiredText('Registered Address', 500),
  panCardNumber: panField('PAN Card Number'),
  entityName: text('Entity Name')
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  entityType: z
    .enum(ENTITY_TYPES)
    .nullish()
    .transform((v) => v ?? null),
  /** Required and not in the future for entity roles (roleRules); a real date whenever it is given. */
  dateOfIncorporation: z
    .string()
    .refine((v) => v === '' || isIsoDate(v), dateIssue('Date of Incorporation'))
    .nullish()
    .transform((v) => v || null),
  /** The utility (TRANSCO or DISCOM) of a utility user. */
  connectedToId: recordId()
    .nullish()
    .transform((v) => v ?? null),
  zone: text('Zone')
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || null),
  acceptTerms: z.boolean().default(true),
  isEnabled: z.boolean().default(true),
};

/** The role-dependent rules shared by create and edit (spec §5, §6). */
function roleRules(value: z.infer<z.ZodObject<typeof userFields>>, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (ENTITY_ROLES.includes(value.role)) {
    if (!value.entityType) issue('entityType', requiredMessage('Entity Type'));
    else if (value.role === 'Trader' && value.entityType !== 'Trader')
      issue('entityType', 'A trader has entity type Trader');
    else if (value.role === 'OABusinessUser' && value.entityType === 'Trader') {
      issue('entityType', 'Choose Injecting, Drawee or Both Entity');
    }
    if (!value.entityName) issue('entityName', requiredMessage('Entity Name'));
    if (!value.dateOfIncorporation) issue('dateOfIncorporation', requiredMessage('Date of Incorporation'));
    else {
      const date = pastDateField('Date of Incorporation').safeParse(value.dateOfIncorporation);
      if (!date.success) issue('dateOfIncorporation', date.error.issues[0]!.message);
    }
  }
  if (UTILITY_USER_ROLES.includes(value.role)) {
    if (value.connectedToId === null) issue('connectedToId', requiredMessage('Connected To'));
    if (!value.zone) issue('zone', requiredMessage('Zone'));
  }
}

/** POST /api/Admin/AddUser. */
export const addUserSchema = z.object(userFields).superRefine(roleRules);
export type AddUserRequest = z.input<typeof addUserSchema>;

/** PATCH /api/Admin/User/{id}: the same fields; `version` guards against a concurrent edit (409). */
export const updateUserSchema = z.object({ ...userFields, version: versionField().optional() }).superRefine(roleRules);
export type UpdateUserRequest = z.input<typeof updateUserSchema>;

/** Fields an edit may not change (spec §6 "Editing a user locks ..."), with their labels. */
export const LOCKED_ON_EDIT = {
  userName: 'User Name',
  email: 'Email',
  role: 'Role',
  entityName: 'Entity Name',
  entityType: 'Entity Type',
  connectedToId: 'Connected To',
  zone: 'Zone',
} as const;

export function lockedFieldMessage(label: string): string {
  return `${label} cannot be changed`;
}

/** The Admin's mail outbox page: every mail the portal queued, with its delivery state. */
export const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** 'pending' (queued for SMTP), 'sent', 'failed' (gave up after retries), 'logged' (no SMTP_URL: kept here). */
  status: z.enum(['pending', 'sent', 'failed', 'logged']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
export type OutboxStatus = OutboxItem['status'];
/** A mail's delivery state in words (the Outbox page and its file). */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
  logged: 'Logged',
};

export const outboxQuerySchema = pageQuerySchema.extend({ to: text('To').trim().max(254).optional() });
export const outboxListSchema = z.object({ outboxList: z.array(outboxItemSchema), dataCount: z.number().int() });

/** Success texts of these screens (spec §8). */
export const ACCOUNT_MESSAGES = {
  userUpdated: 'User updated successfully!',
  userAdded: 'User added successfully!',
  passwordReset: 'Password has been reset.',
  preRegistered: 'Submitted successfully! Please check your email for verification code.',
  passwordSet: 'Password successfully set! Please login.',
  codeSent: 'Verification code send to your email',
  profileUpdated: 'Your profile updated successfully !',
  passwordChanged: 'Your password changed successfully !',
  updateUserMissing: 'Method Update User has not been provided.',
  addUserMissing: 'Method Add User has not been provided.',
  /** Not in the spec: the answers of the code checks. */
  invalidCode: 'The verification code is invalid or has expired.',
  codeLocked: 'Too many wrong codes. Please ask for a new verification code.',
  wrongCurrentPassword: 'Current password is incorrect.',
  samePassword: 'The new password must differ from the current one.',
  emailAdminOnly: 'Only the Admin can change the e-mail address.',
  connectedToOaOnly: 'Only OA applicants choose a connected-to licence.',
  cannotDisableSelf: 'You cannot disable your own account.',
  userNameTaken: 'This user name is already registered.',
  emailTaken: 'This e-mail address is already registered.',
  panTaken: 'This PAN is already registered.',
  userNotFound: 'User not found.',
  staleUser: 'This user was changed by someone else. Reload and try again.',
} as const;
