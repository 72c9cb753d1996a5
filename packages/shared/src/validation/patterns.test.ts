import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PATTERNS, emailField, mobileField, panField, pastDateField, userNameField } from './patterns.ts';
import { PASSWORD_RULES, isPasswordValid } from '../account/password-policy.ts';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('shared patterns (spec §5)', () => {
  it('mobile: optional +91, starts 5-9, 10 digits', () => {
    for (const ok of ['9436012345', '+919436012345', '+91 5436012345', '+91-6436012345'])
      expect(PATTERNS.mobile.test(ok), ok).toBe(true);
    for (const bad of ['4436012345', '943601234', '94360123456', '+92 9436012345'])
      expect(PATTERNS.mobile.test(bad), bad).toBe(false);
    expect(first(mobileField().safeParse('123'))).toBe('Mobile number is invalid.');
    expect(first(mobileField().safeParse(''))).toBe('Contact Number is required');
  });

  it('PAN: 5 letters, 4 digits, 1 letter; typed lowercase is accepted as uppercase', () => {
    expect(panField().parse('abcde1234f')).toBe('ABCDE1234F');
    expect(first(panField().safeParse('ABCD12345F'))).toBe('PAN is invalid.');
  });

  it('GST, IFSC, CIN, TAN', () => {
    expect(PATTERNS.gst.test('12ABCDE1234F1Z5')).toBe(true);
    expect(PATTERNS.ifsc.test('SBIN0001234')).toBe(true);
    expect(PATTERNS.ifsc.test('SBIN1001234')).toBe(false);
    expect(PATTERNS.cin.test('U40100AR2005SGC007890')).toBe(true);
    expect(PATTERNS.tan.test('SHLA12345B')).toBe(true);
  });

  it('e-mail and user name', () => {
    expect(first(emailField().safeParse('a@'))).toBe('Please enter a valid email.');
    expect(first(userNameField().safeParse('a b'))).toBe('User Name cannot contain spaces');
    expect(userNameField().safeParse('oa.both').success).toBe(true);
  });

  it('dates: real, not in the future', () => {
    expect(pastDateField('Date').safeParse('2020-02-29').success).toBe(true);
    expect(first(pastDateField('Date').safeParse('2021-02-29'))).toBe('Date is not a valid date');
    expect(first(pastDateField('Date').safeParse('2999-01-01'))).toBe('Date cannot be in the future');
  });
});

describe('password policy', () => {
  it('accepts exactly what every checklist rule accepts (and nothing with other characters)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aZ9@ $x#Q1%'), maxLength: 34 }), (password) => {
        const allRules = PASSWORD_RULES.every((rule) => rule.test(password));
        expect(isPasswordValid(password)).toBe(allRules && !password.includes(' '));
      }),
    );
  });

  it('knows the spec examples', () => {
    expect(isPasswordValid('Demo@1234')).toBe(true);
    expect(isPasswordValid('demo@1234')).toBe(false);
    expect(isPasswordValid('Demo@12')).toBe(false);
    expect(isPasswordValid(`Demo@1234${'x'.repeat(22)}`)).toBe(false);
  });
});
