/**
 * Shared field rules (spec §5 "Shared patterns", §9) with their messages. Forms resolve with them, the server
 * validates with them, so the API refuses exactly what the form refuses.
 */
import { z } from 'zod';
import { requiredMessage } from '../api/messages.ts';
import { text } from './text-rule.ts';
import { dateIssue } from '../calendar/dates.ts';

export const PATTERNS = {
  /** Optional +91, then 10 digits starting 5 to 9. */
  mobile: /^(?:\+91[\s-]?)?[5-9]\d{9}$/,
  /** 5 letters, 4 digits, 1 letter. */
  pan: /^[A-Z]{5}[0-9]{4}[A-Z]$/,
  gst: /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
  ifsc: /^[A-Z]{4}0[A-Z0-9]{6}$/,
  cin: /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/,
  tan: /^[A-Z]{4}[0-9]{5}[A-Z]$/,
  /** Characters never accepted in free text (markup and script injection). */
  invalidSpecialCharacters: /[<>{}[\]\\^`|~]/,
  userName: /^[A-Za-z0-9._@-]+$/,
  isoDate: /^\d{4}-\d{2}-\d{2}$/,
} as const;

export const PATTERN_MESSAGES = {
  mobile: 'Mobile number is invalid.',
  pan: 'PAN is invalid.',
  gst: 'GST number is invalid.',
  ifsc: 'IFSC code is invalid.',
  cin: 'CIN is invalid.',
  tan: 'TAN is invalid.',
  email: 'Please enter a valid email.',
  invalidSpecialCharacters: 'Special characters < > { } [ ] \\ ^ ` | ~ are not allowed.',
  noSpaces: (label: string) => `${label} cannot contain spaces`,
} as const;

/** A required trimmed text field: '{label} is required', no markup characters, at most `max` characters. */
export function requiredText(label: string, max = 200) {
  return text(label, { error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, `${label} can be at most ${max} characters`)
    .refine((v) => !PATTERNS.invalidSpecialCharacters.test(v), PATTERN_MESSAGES.invalidSpecialCharacters);
}

/** An optional free-text field with the same character rule; empty becomes null. */
export function optionalText(label: string, max = 200) {
  return text(label)
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .refine((v) => !PATTERNS.invalidSpecialCharacters.test(v), PATTERN_MESSAGES.invalidSpecialCharacters)
    .nullish()
    .transform((v) => (v ? v : null));
}

export function emailField(label = 'Email') {
  return text(label, { error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(254, PATTERN_MESSAGES.email)
    .pipe(z.email(PATTERN_MESSAGES.email));
}

/** A user name: required, no spaces (spec §5), letters, digits and . _ @ - only. */
export function userNameField(label = 'User Name') {
  return text(label, { error: requiredMessage(label) })
    .min(1, requiredMessage(label))
    .refine((v) => !/\s/.test(v), PATTERN_MESSAGES.noSpaces(label))
    .refine((v) => /\s/.test(v) || PATTERNS.userName.test(v), 'User Name may contain letters, digits and . _ @ - only')
    .refine((v) => v.length <= 50, 'User Name can be at most 50 characters');
}

export function panField(label = 'PAN Card Number') {
  return text(label, { error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(PATTERNS.pan, PATTERN_MESSAGES.pan));
}

export function mobileField(label = 'Contact Number') {
  return text(label, { error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .regex(PATTERNS.mobile, PATTERN_MESSAGES.mobile);
}

/** A calendar date on the wire: YYYY-MM-DD, a real date, not in the future. */
export function pastDateField(label: string) {
  return text(label, { error: requiredMessage(label) })
    .min(1, requiredMessage(label))
    .regex(PATTERNS.isoDate, dateIssue(label))
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      dateIssue(label),
    )
    .refine((v) => v <= new Date().toISOString().slice(0, 10), `${label} cannot be in the future`);
}
