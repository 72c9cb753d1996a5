/**
 * The login form's rules — the shared `loginFormSchema` (account/account.schemas.ts) as plain checks: the same
 * values out (user name and captcha trimmed) and the same first message per field. The /login route downloads no
 * zod at all (issue 14: zod, even zod/mini, is ~15 KB compressed of a 150 KB budget); login-form-rules.test.ts runs
 * both over the same inputs and proves they agree.
 */
import { requiredMessage, type LoginForm } from '@stoa/shared';

export type LoginField = keyof LoginForm;
export type LoginFormErrors = Partial<Record<LoginField, string>>;
export type LoginFormCheck = { success: true; values: LoginForm } | { success: false; errors: LoginFormErrors };

/** The fields in the form's order: the first one in error takes the focus. */
export const LOGIN_FIELDS: readonly LoginField[] = ['userName', 'password', 'captchaValue'];

// The shared text rule (validation/text-rule.ts): no C0 control but tab, LF and CR, no DEL, no lone surrogate. Its
// module builds zod schemas, so importing it would bring zod along.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function breaksTextRule(value: string): boolean {
  return CONTROL_CHARACTERS.test(value) || LONE_SURROGATE.test(value);
}

/** The first message for a field's value, or null; the value it leaves (trimmed where the schema trims). */
function checkField(field: LoginField, raw: string): { value: string; error: string | null } {
  const label = field === 'userName' ? 'User Name' : field === 'password' ? 'Password' : 'Captcha';
  if (breaksTextRule(raw)) return { value: raw, error: `${label} contains characters that are not allowed` };
  const value = field === 'password' ? raw : raw.trim();
  if (value.length < 1) return { value, error: requiredMessage(label) };
  if (field === 'userName' && /\s/.test(value)) return { value, error: 'User Name cannot contain spaces' };
  return { value, error: null };
}

export function checkLoginForm(input: LoginForm): LoginFormCheck {
  const values: LoginForm = { userName: '', password: '', captchaValue: '' };
  const errors: LoginFormErrors = {};
  for (const field of LOGIN_FIELDS) {
    const { value, error } = checkField(field, input[field]);
    values[field] = value;
    if (error !== null) errors[field] = error;
  }
  return Object.keys(errors).length === 0 ? { success: true, values } : { success: false, errors };
}
