import { describe, expect, it } from 'vitest';
import {
  ACCEPT_TERMS_MESSAGE,
  changePasswordFormSchema,
  preRegisterSchema,
  setPasswordFormSchema,
} from './account-forms.schemas.ts';
import { PASSWORD_MISMATCH_MESSAGE } from './password-policy.ts';
import { addUserSchema } from '../admin/admin.schemas.ts';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('account forms', () => {
  it("pre-registration needs every field and the three acceptances ('Accept the terms to proceed')", () => {
    const result = messages(preRegisterSchema.safeParse({ isTrader: false, acceptTerms: false }));
    expect(result).toMatchObject({
      entityName: 'Entity Name is required',
      acceptTerms: ACCEPT_TERMS_MESSAGE,
      acceptContractDemandTerms: ACCEPT_TERMS_MESSAGE,
    });
  });

  it("set password: 'Password didn't match'", () => {
    const result = messages(
      setPasswordFormSchema.safeParse({
        email: 'a@b.in',
        verificationCode: '123456',
        newPassword: 'Demo@1234',
        confirmPassword: 'Demo@1235',
      }),
    );
    expect(result).toEqual({ confirmPassword: PASSWORD_MISMATCH_MESSAGE });
  });

  it('change password needs all three fields', () => {
    expect(
      Object.keys(
        messages(changePasswordFormSchema.safeParse({ currentPassword: '', newPassword: '', confirmPassword: '' })),
      ),
    ).toEqual(expect.arrayContaining(['currentPassword', 'newPassword', 'confirmPassword']));
  });

  it('admin user: entity fields only for OA/Trader; a trader is a Trader entity', () => {
    const base = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.in',
      userName: 'ab',
      contactNumber: '9436012345',
      registeredAddress: 'X',
      panCardNumber: 'ABCDE1234F',
    };
    expect(addUserSchema.safeParse({ ...base, role: 'SLDCBusinessUser' }).success).toBe(true);
    expect(
      messages(
        addUserSchema.safeParse({
          ...base,
          role: 'Trader',
          entityType: 'BothEntity',
          entityName: 'T',
          dateOfIncorporation: '2010-01-01',
        }),
      ),
    ).toEqual({
      entityType: 'A trader has entity type Trader',
    });
  });
});

describe('utilities', () => {
  it('groups the one-row-per-zone answer by utility, each zone once, by name', async () => {
    const { groupUtilities } = await import('../utility/utility.schemas.ts');
    const rows = [
      { id: 2, name: 'West', type: 'DISCOM' as const, zone: 'Dirang' },
      { id: 1, name: 'East', type: 'DISCOM' as const, zone: 'Itanagar' },
      { id: 1, name: 'East', type: 'DISCOM' as const, zone: 'Pasighat' },
      { id: 1, name: 'East', type: 'DISCOM' as const, zone: 'Pasighat' },
    ];
    expect(groupUtilities(rows)).toEqual([
      { id: 1, name: 'East', type: 'DISCOM', zones: ['Itanagar', 'Pasighat'] },
      { id: 2, name: 'West', type: 'DISCOM', zones: ['Dirang'] },
    ]);
  });
});
