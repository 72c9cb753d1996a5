import { describe, expect, it } from 'vitest';
import {
  bankAccountInputSchema,
  corridorInputSchema,
  dueRuleInputSchema,
  holidayInputSchema,
  utilityInputSchema,
} from './master-data.schemas.ts';

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => ({ path: i.path, message: i.message }));

const account = {
  bankName: 'State Bank of India',
  branchName: 'Itanagar',
  accountHolderName: 'SLDC Arunachal Pradesh',
  accountNumber: '123456789',
  ifsc: 'sbin0001234',
  accountType: 'Current',
};

describe('bankAccountInputSchema', () => {
  it('upper-cases the IFSC and fills the optional fields', () => {
    expect(bankAccountInputSchema.parse(account)).toEqual({
      ...account,
      ifsc: 'SBIN0001234',
      micr: null,
      branchAddress: null,
      purpose: null,
      isActive: true,
    });
    expect(bankAccountInputSchema.parse({ ...account, ifsc: ' SBIN0001234 ', micr: '' }).micr).toBeNull();
    expect(bankAccountInputSchema.parse({ ...account, micr: '110002001' }).micr).toBe('110002001');
  });

  it('refuses a bad IFSC with the spec message', () => {
    for (const bad of ['SBIN1001234', 'SBI00012345', 'SBIN000123'])
      expect(issues(bankAccountInputSchema.safeParse({ ...account, ifsc: bad })), bad).toEqual([
        { path: ['ifsc'], message: 'IFSC code is invalid.' },
      ]);
    expect(issues(bankAccountInputSchema.safeParse({ ...account, ifsc: '' }))).toEqual([
      { path: ['ifsc'], message: 'IFSC is required' },
    ]);
  });

  it('takes account numbers of 9 to 18 digits', () => {
    const refused = [{ path: ['accountNumber'], message: 'Account Number must be 9 to 18 digits' }];
    expect(issues(bankAccountInputSchema.safeParse({ ...account, accountNumber: '12345678' }))).toEqual(refused);
    expect(issues(bankAccountInputSchema.safeParse({ ...account, accountNumber: '1'.repeat(19) }))).toEqual(refused);
    expect(issues(bankAccountInputSchema.safeParse({ ...account, accountNumber: '12345678A' }))).toEqual(refused);
    expect(bankAccountInputSchema.safeParse({ ...account, accountNumber: '1'.repeat(18) }).success).toBe(true);
    expect(issues(bankAccountInputSchema.safeParse({ ...account, micr: '12345' }))).toEqual([
      { path: ['micr'], message: 'MICR must be 9 digits' },
    ]);
  });
});

describe('corridorInputSchema', () => {
  it('requires a zone for intra-state and clears the direction', () => {
    expect(issues(corridorInputSchema.safeParse({ name: 'Corridor A', kind: 'IntraState' }))).toEqual([
      { path: ['zone'], message: 'Zone is required' },
    ]);
    expect(
      corridorInputSchema.parse({ name: 'Corridor A', kind: 'IntraState', zone: ' East ', direction: 'Import' }),
    ).toEqual({ name: 'Corridor A', kind: 'IntraState', zone: 'East', direction: null, isActive: true });
  });

  it('requires a direction for inter-state and clears the zone', () => {
    expect(issues(corridorInputSchema.safeParse({ name: 'Corridor B', kind: 'InterState', zone: 'East' }))).toEqual([
      { path: ['direction'], message: 'Direction is required' },
    ]);
    expect(
      corridorInputSchema.parse({
        name: 'Corridor B',
        kind: 'InterState',
        zone: 'East',
        direction: 'Export',
        isActive: false,
      }),
    ).toEqual({ name: 'Corridor B', kind: 'InterState', zone: null, direction: 'Export', isActive: false });
  });

  it('requires a type', () => {
    expect(issues(corridorInputSchema.safeParse({ name: 'Corridor C' }))).toEqual([
      { path: ['kind'], message: 'Corridor Type is required' },
    ]);
  });
});

describe('utilityInputSchema', () => {
  it('refuses repeated zones, ignoring case and spaces', () => {
    expect(
      issues(utilityInputSchema.safeParse({ name: 'DISCOM 1', type: 'DISCOM', zones: ['East', ' east '] })),
    ).toEqual([{ path: ['zones'], message: 'Zones must not repeat' }]);
    expect(utilityInputSchema.parse({ name: 'DISCOM 1', type: 'DISCOM', zones: [' East ', 'West'] })).toEqual({
      name: 'DISCOM 1',
      type: 'DISCOM',
      zones: ['East', 'West'],
    });
  });

  it('requires at least one zone and a type', () => {
    expect(issues(utilityInputSchema.safeParse({ name: 'T', type: 'TRANSCO', zones: [] }))).toEqual([
      { path: ['zones'], message: 'At least one zone is required' },
    ]);
    expect(issues(utilityInputSchema.safeParse({ name: 'T', type: 'GENCO', zones: ['East'] }))).toEqual([
      { path: ['type'], message: 'Utility Type is required' },
    ]);
  });
});

describe('holidays and due rules', () => {
  it('holidayInputSchema needs a real date and a name', () => {
    expect(holidayInputSchema.parse({ date: '2027-01-26', name: ' Republic Day ' })).toEqual({
      date: '2027-01-26',
      name: 'Republic Day',
    });
    expect(issues(holidayInputSchema.safeParse({ date: '2027-02-29', name: '' }))).toEqual([
      { path: ['date'], message: 'Date is not a valid date' },
      { path: ['name'], message: 'Holiday Name is required' },
    ]);
  });

  it('dueRuleInputSchema needs at least one day', () => {
    expect(issues(dueRuleInputSchema.safeParse({ daysToPay: 0, dayKind: 'Working' }))).toEqual([
      { path: ['daysToPay'], message: 'Days to Pay must be at least 1 day' },
    ]);
    expect(dueRuleInputSchema.parse({ daysToPay: '15', dayKind: 'Calendar' })).toEqual({
      daysToPay: 15,
      dayKind: 'Calendar',
    });
  });
});
