/**
 * The password rules of spec §5 (Set password, Change password): 8 to 30 characters with a lowercase letter, an
 * uppercase letter, a digit and one of @$#!%*?&. The server never sees the password (only its MD5), so these
 * rules are enforced where the password is typed; the checklist shows them live.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 30;
export const PASSWORD_SPECIALS = '@$#!%*?&';

export interface PasswordRule {
  key: 'length' | 'number' | 'special' | 'uppercase' | 'lowercase';
  /** The checklist wording (spec §5). */
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { key: 'length', label: 'At least 8 characters', test: (p) => p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX },
  { key: 'number', label: 'At least 1 number', test: (p) => /\d/.test(p) },
  { key: 'special', label: `At least 1 special character (${PASSWORD_SPECIALS})`, test: (p) => /[@$#!%*?&]/.test(p) },
  { key: 'uppercase', label: 'At least 1 uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { key: 'lowercase', label: 'At least 1 lowercase letter', test: (p) => /[a-z]/.test(p) },
];

/** Only letters, digits and the allowed specials (no spaces). */
const ALLOWED = /^[A-Za-z\d@$#!%*?&]*$/;

export function isPasswordValid(password: string): boolean {
  return ALLOWED.test(password) && PASSWORD_RULES.every((rule) => rule.test(password));
}

export const PASSWORD_POLICY_MESSAGE =
  'Password must be 8 to 30 characters with an uppercase letter, a lowercase letter, a number and one of @$#!%*?& (no spaces).';
export const PASSWORD_MISMATCH_MESSAGE = "Password didn't match";
