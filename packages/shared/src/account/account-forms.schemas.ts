/**
 * Account forms (spec §2.2, §3 Pre-registration and Profile, §5, §7.1): pre-registration, set / forgot / change
 * password, profile. Each form schema is what the user types; each request schema is what goes on the wire.
 */
import { z } from 'zod';
import { ENTITY_TYPES, OA_ENTITY_TYPES } from '../auth/roles.ts';
import { userSchema } from '../admin/admin.schemas.ts';
import { MD5_HEX_PATTERN } from '../crypto/md5.ts';
import { requiredMessage } from '../api/messages.ts';
import { PASSWORD_MISMATCH_MESSAGE, PASSWORD_POLICY_MESSAGE, isPasswordValid } from './password-policy.ts';
import {
  emailField,
  mobileField,
  optionalText,
  panField,
  pastDateField,
  requiredText,
  userNameField,
} from '../validation/patterns.ts';
import { text } from '../validation/text-rule.ts';

export const ACCEPT_TERMS_MESSAGE = 'Accept the terms to proceed';
const accepted = z.boolean({ error: ACCEPT_TERMS_MESSAGE }).refine((v) => v, ACCEPT_TERMS_MESSAGE);
const md5 = (label: string) =>
  z.string({ error: requiredMessage(label) }).regex(MD5_HEX_PATTERN, requiredMessage(label));

/** POST /api/Account/Preregister (Form-A). */
export const preRegisterSchema = z
  .object({
    isTrader: z.boolean({ error: requiredMessage('Register As') }),
    entityName: requiredText('Entity Name'),
    entityType: z.enum(ENTITY_TYPES, { error: requiredMessage('Entity Type') }),
    registeredAddress: requiredText('Registered Address', 500),
    dateOfIncorporation: pastDateField('Date of Incorporation'),
    panCardNumber: panField('PAN Card Number'),
    firstName: requiredText('First Name', 100),
    lastName: requiredText('Last Name', 100),
    email: emailField('Email'),
    userName: userNameField('User Name'),
    contactNumber: mobileField('Contact Number'),
    acceptContractDemandTerms: accepted,
    acceptDedicatedFeederTerms: accepted,
    acceptTerms: accepted,
  })
  .superRefine((value, ctx) => {
    const ok = value.isTrader
      ? value.entityType === 'Trader'
      : (OA_ENTITY_TYPES as readonly string[]).includes(value.entityType);
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['entityType'],
        message: value.isTrader
          ? 'A trader registers with entity type Trader'
          : 'Choose Injecting, Drawee or Both Entity',
      });
    }
  });
export type PreRegisterRequest = z.infer<typeof preRegisterSchema>;

/** The new-password pair of a form, with the policy and the confirmation rule (spec §5). */
const newPasswordPair = {
  newPassword: z
    .string({ error: requiredMessage('New Password') })
    .min(1, requiredMessage('New Password'))
    .refine(isPasswordValid, PASSWORD_POLICY_MESSAGE),
  confirmPassword: z.string({ error: requiredMessage('Confirm Password') }).min(1, requiredMessage('Confirm Password')),
};
function confirmationMatches(value: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.confirmPassword && value.newPassword !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MISMATCH_MESSAGE });
  }
}

/** /set-password as typed. */
export const setPasswordFormSchema = z
  .object({
    email: emailField('Email'),
    verificationCode: text('Verification Code').trim().min(1, requiredMessage('Verification Code')),
    ...newPasswordPair,
  })
  .superRefine(confirmationMatches);
export type SetPasswordForm = z.infer<typeof setPasswordFormSchema>;

/** POST /api/Account/ChangeTemporaryPassword: the code and the new password, both MD5 (spec §7.1). */
export const changeTemporaryPasswordSchema = z.object({
  emailAddress: emailField('Email'),
  oldPassword: md5('Verification Code'),
  newPassword: md5('New Password'),
});
export type ChangeTemporaryPasswordRequest = z.infer<typeof changeTemporaryPasswordSchema>;

/** POST /api/Account/ForgotPassword (and the /forgot-password form). */
export const forgotPasswordSchema = z.object({ emailAddress: emailField('Email') });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

/** /change-password as typed. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: text('Current Password').min(1, requiredMessage('Current Password')),
    ...newPasswordPair,
  })
  .superRefine(confirmationMatches);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** POST /api/Account/ChangePassword (spec §7.1). */
export const changePasswordSchema = z.object({
  userId: z.number({ error: requiredMessage('User') }).int(),
  oldPassword: md5('Current Password'),
  newPassword: md5('New Password'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

/** Profile rules of spec §5 (they differ in wording from the shared PAN and mobile rules). */
export const PROFILE_MESSAGES = {
  panRequired: 'PAN No. is required',
  panLength: 'Should contain 10 character',
  panPattern: 'Pattern error',
  contactDigits: 'Provide Integers only',
} as const;

const profilePan = z
  .string({ error: PROFILE_MESSAGES.panRequired })
  .trim()
  .min(1, PROFILE_MESSAGES.panRequired)
  .transform((v) => v.toUpperCase())
  .pipe(
    z
      .string()
      .length(10, PROFILE_MESSAGES.panLength)
      .regex(/^[A-Z]{5}[0-9]{4}[A-Z]$/, PROFILE_MESSAGES.panPattern),
  );

const profileContact = z
  .string({ error: requiredMessage('Contact Number') })
  .trim()
  .min(1, requiredMessage('Contact Number'))
  .regex(/^[0-9-]+$/, PROFILE_MESSAGES.contactDigits)
  .length(10, 'Contact Number should contain 10 digits');

/** The profile (spec §3 Profile). GET /api/Account/Profile. The user's fields plus two of its own. */
export const profileSchema = userSchema
  .pick({
    id: true,
    firstName: true,
    lastName: true,
    userName: true,
    email: true,
    role: true,
    contactNumber: true,
    panCardNumber: true,
    entityName: true,
    entityType: true,
    dateOfIncorporation: true,
    connectedTo: true,
    connectedToId: true,
    zone: true,
    isEnabled: true,
    registeredAddress: true,
  })
  .extend({ contactPersonName: z.string().nullable(), dateOfRegistration: z.string() });
export type Profile = z.infer<typeof profileSchema>;

/** POST /api/Account/EditProfile. Read-only fields (user name, entity name and type) are not part of it. */
export const editProfileSchema = z.object({
  firstName: requiredText('First Name', 100),
  lastName: requiredText('Last Name', 100),
  /** Editable by the Admin only (spec §5 Profile); others must send their current e-mail. */
  email: emailField('Email'),
  contactNumber: profileContact,
  contactPersonName: optionalText('Contact Person Name', 100),
  panCardNumber: profilePan,
  registeredAddress: requiredText('Registered Address', 500),
  dateOfIncorporation: pastDateField('Date of Incorporation')
    .nullish()
    .transform((v) => v ?? null),
  /** The connected-to licence (a utility id); selectable by OA business users only. */
  connectedToId: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
});
export type EditProfileRequest = z.infer<typeof editProfileSchema>;
