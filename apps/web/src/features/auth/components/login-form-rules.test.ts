import { describe, expect, it } from 'vitest';
import { loginFormSchema, type LoginForm } from '@stoa/shared';
import { checkLoginForm, type LoginFormErrors } from './login-form-rules.ts';

// Empty, blank, padded, inner spaces and tabs, every kind the text rule refuses (C0 controls, DEL, lone surrogates)
// next to what it allows (tab, a surrogate pair, other Unicode).
const USER_NAMES = [
  '',
  '   ',
  'oa.injecting',
  '  oa.injecting\t',
  'oa injecting',
  'a\tb',
  '\u0000x',
  'x\u007f',
  '\ud800',
  'x\udc00',
  '😀',
  'é',
  ' \u000b ',
];
const PASSWORDS = ['', ' ', 'Demo@1234', ' pass word ', '\u0001', '\ud83dx', '\t'];
const CAPTCHAS = ['', '  ', 'AB12CD', ' AB12CD ', 'A B', '\u001f', '\n'];

/** The first message per field, as react-hook-form's zod resolver showed it. */
function firstMessages(input: LoginForm): LoginFormErrors | null {
  const parsed = loginFormSchema.safeParse(input);
  if (parsed.success) return null;
  const errors: LoginFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginForm;
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('login form rules', () => {
  it('give the values and the first message per field of the shared loginFormSchema', () => {
    let compared = 0;
    for (const userName of USER_NAMES) {
      for (const password of PASSWORDS) {
        for (const captchaValue of CAPTCHAS) {
          const input = { userName, password, captchaValue };
          const shared = loginFormSchema.safeParse(input);
          const check = checkLoginForm(input);
          const label = JSON.stringify(input);
          if (shared.success) expect(check, label).toEqual({ success: true, values: shared.data });
          else expect(check, label).toEqual({ success: false, errors: firstMessages(input) });
          compared += 1;
        }
      }
    }
    expect(compared).toBe(USER_NAMES.length * PASSWORDS.length * CAPTCHAS.length);
  });

  it('say each field is required, then what is wrong with it', () => {
    expect(checkLoginForm({ userName: ' ', password: '', captchaValue: '' })).toEqual({
      success: false,
      errors: {
        userName: 'User Name is required',
        password: 'Password is required',
        captchaValue: 'Captcha is required',
      },
    });
    expect(checkLoginForm({ userName: 'a b', password: 'x\u0000', captchaValue: 'AB' })).toEqual({
      success: false,
      errors: {
        userName: 'User Name cannot contain spaces',
        password: 'Password contains characters that are not allowed',
      },
    });
  });
});
