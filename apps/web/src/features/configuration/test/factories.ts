/** Test data of the configuration pages, shaped by the shared schemas. Today is 2026-11-21 in these tests. */
import type { BankAccount, Holiday, HolidayPreview, StoaCharge } from '@stoa/shared';

export const TODAY = '2026-11-21';
const STAMP = { updatedAt: '2026-03-04T20:45:00Z', updatedBy: 'Admin User' } as const;

export function buildStoaCharge(overrides: Partial<StoaCharge> = {}): StoaCharge {
  return {
    id: 1,
    chargeType: 'STUCharge',
    basis: 'RsPerKWh',
    rate: 0.25,
    effectiveFrom: '2026-04-01',
    effectiveTo: null,
    ...STAMP,
    ...overrides,
  };
}

export function buildHoliday(overrides: Partial<Holiday> = {}): Holiday {
  return { id: 1, date: '2026-01-26', name: 'Republic Day', fileName: null, ...STAMP, ...overrides };
}

export function buildPreview(overrides: Partial<HolidayPreview> = {}): HolidayPreview {
  return {
    fileId: 'a1b2c3d4-0000-4000-8000-000000000001',
    fileName: 'holidays-2027.csv',
    rows: [
      { rowNo: 2, date: '2027-01-26', name: 'Republic Day', errors: [] },
      { rowNo: 3, date: null, name: 'Bad Day', errors: ['Date must be DD/MM/YYYY or YYYY-MM-DD'] },
      { rowNo: 4, date: '2027-08-15', name: 'Independence Day', errors: [] },
    ],
    validCount: 2,
    errorCount: 1,
    ...overrides,
  };
}

export function buildBankAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: 1,
    bankName: 'State Bank of India',
    branchName: 'Itanagar Main',
    accountHolderName: 'SLDC Arunachal Pradesh',
    accountNumber: '123456789012',
    ifsc: 'SBIN0001234',
    accountType: 'Current',
    purpose: 'Fees and STOA charges',
    micr: '791002001',
    branchAddress: 'Ganga Market, Itanagar',
    isActive: true,
    ...STAMP,
    ...overrides,
  };
}
