/** Sign-in and session payloads (spec §3 Signed-in user, §5 Login, §7.1; ARCHITECTURE §6). */
import { z } from 'zod';
import { ENTITY_TYPES, ROLES } from '../auth/roles.ts';
import { MD5_HEX_PATTERN } from '../crypto/md5.ts';
import { requiredMessage } from '../api/messages.ts';
import { text } from '../validation/text-rule.ts';

/** Captcha length (spec §9). */
export const CAPTCHA_LENGTH = 6;

export const captchaSchema = z.object({
  captchaId: z.string(),
  /** An SVG document, ready for an <img src="data:image/svg+xml;..."> or inline use. */
  image: z.string(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** The login form as the user fills it (the password is hashed before it is sent). */
export const loginFormSchema = z.object({
  userName: text('User Name')
    .trim()
    .min(1, requiredMessage('User Name'))
    .refine((v) => !/\s/.test(v), 'User Name cannot contain spaces'),
  password: text('Password').min(1, requiredMessage('Password')),
  captchaValue: text('Captcha').trim().min(1, requiredMessage('Captcha')),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** POST /api/Account/authenticate. */
export const authenticateRequestSchema = z.object({
  userName: text('User Name', { error: requiredMessage('User Name') })
    .trim()
    .min(1, requiredMessage('User Name'))
    .max(100),
  /** MD5 hex of the typed password (the spec's wire format). */
  password: z.string({ error: requiredMessage('Password') }).regex(MD5_HEX_PATTERN, requiredMessage('Password')),
  captchaId: text('Captcha', { error: requiredMessage('Captcha') })
    .min(1, requiredMessage('Captcha'))
    .max(100),
  captchaValue: text('Captcha', { error: requiredMessage('Captcha') })
    .trim()
    .min(1, requiredMessage('Captcha'))
    .max(20),
});
export type AuthenticateRequest = z.infer<typeof authenticateRequestSchema>;

/** The signed-in user (spec §3), kept in browser storage under `authUser`. */
export const signedInUserSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  entityType: z.enum(ENTITY_TYPES).nullable(),
  jwtToken: z.string(),
  refreshToken: z.string(),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

export * from './account-constants.ts';
