import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { APPLICATION_TYPES } from '../application/application-types.ts';
import { ENTITY_TYPES } from '../auth/roles.ts';
import {
  BASES_OF_CHARGE,
  CHARGE_BASES,
  FEE_SUBJECTS,
  FEE_TYPES,
  STOA_CHARGE_TYPES,
  feeInputSchema,
  feeSubjectLabel,
  stoaChargeInputSchema,
} from './charges.schemas.ts';

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => ({ path: i.path, message: i.message }));

const charge = { chargeType: 'STUCharge', basis: 'RsPerKWh', rate: '0.25', effectiveFrom: '2026-12-01' };
const fee = { feeType: 'ApplicationFee', subject: 'Advance', amount: '5000', effectiveFrom: '2026-12-01' };

describe('stoaChargeInputSchema', () => {
  it('parses a charge; an empty or missing Effective To is open-ended', () => {
    expect(stoaChargeInputSchema.parse({ ...charge, effectiveTo: '' })).toEqual({
      chargeType: 'STUCharge',
      basis: 'RsPerKWh',
      rate: 0.25,
      effectiveFrom: '2026-12-01',
      effectiveTo: null,
    });
    expect(stoaChargeInputSchema.parse(charge).effectiveTo).toBeNull();
    expect(stoaChargeInputSchema.parse({ ...charge, effectiveTo: null }).effectiveTo).toBeNull();
    expect(stoaChargeInputSchema.parse({ ...charge, effectiveTo: '2027-03-31' }).effectiveTo).toBe('2027-03-31');
  });

  it('requires a basis that suits the charge', () => {
    expect(issues(stoaChargeInputSchema.safeParse({ ...charge, chargeType: 'SLDCOperatingCharge' }))).toEqual([
      { path: ['basis'], message: 'SLDC Operating Charge is charged in Rs per day per transaction' },
    ]);
    expect(issues(stoaChargeInputSchema.safeParse({ ...charge, basis: 'RsPerDayPerTransaction' }))).toEqual([
      { path: ['basis'], message: 'STU Charge is charged in Rs/kWh or Rs/MW/day' },
    ]);
    for (const chargeType of STOA_CHARGE_TYPES)
      for (const basis of CHARGE_BASES)
        expect(
          stoaChargeInputSchema.safeParse({ ...charge, chargeType, basis }).success,
          `${chargeType} ${basis}`,
        ).toBe(BASES_OF_CHARGE[chargeType].includes(basis));
  });

  it('requires a positive rate and real dates', () => {
    expect(issues(stoaChargeInputSchema.safeParse({ ...charge, rate: 0 }))).toEqual([
      { path: ['rate'], message: 'Rate must be greater than ₹0.00' },
    ]);
    expect(issues(stoaChargeInputSchema.safeParse({ ...charge, rate: '0.001' }))).toEqual([
      { path: ['rate'], message: 'Rate can have at most 2 decimal places' },
    ]);
    expect(issues(stoaChargeInputSchema.safeParse({ ...charge, effectiveTo: '2027-02-30' }))).toEqual([
      { path: ['effectiveTo'], message: 'Effective To is not a valid date' },
    ]);
    expect(issues(stoaChargeInputSchema.safeParse({ ...charge, effectiveFrom: '' }))).toEqual([
      { path: ['effectiveFrom'], message: 'Effective From is required' },
    ]);
  });

  it('names every missing field', () => {
    expect(issues(stoaChargeInputSchema.safeParse({}))).toEqual([
      { path: ['chargeType'], message: 'Charge Type is required' },
      { path: ['basis'], message: 'Basis is required' },
      { path: ['rate'], message: 'Rate is required' },
      { path: ['effectiveFrom'], message: 'Effective From is required' },
    ]);
  });
});

describe('feeInputSchema', () => {
  it('takes application types for application fees and entity types for registration and renewal', () => {
    expect(feeInputSchema.parse(fee)).toEqual({ ...fee, amount: 5000, effectiveTo: null });
    expect(feeInputSchema.safeParse({ ...fee, feeType: 'RegistrationFee', subject: 'InjectingEntity' }).success).toBe(
      true,
    );
    expect(issues(feeInputSchema.safeParse({ ...fee, subject: 'Trader' }))).toEqual([
      { path: ['subject'], message: 'Applies To is not valid for Application Fee' },
    ]);
    expect(issues(feeInputSchema.safeParse({ ...fee, feeType: 'RenewalFee', subject: 'FCFS' }))).toEqual([
      { path: ['subject'], message: 'Applies To is not valid for Renewal Fee' },
    ]);
    expect(issues(feeInputSchema.safeParse({ ...fee, subject: '' }))).toEqual([
      { path: ['subject'], message: 'Applies To is required' },
    ]);
  });

  it('accepts a subject exactly when it suits the fee type', () => {
    const subject = fc.constantFrom(...APPLICATION_TYPES, ...ENTITY_TYPES, 'Other');
    fc.assert(
      fc.property(fc.constantFrom(...FEE_TYPES), subject, (feeType, s) => {
        const expected = feeType === 'ApplicationFee' ? APPLICATION_TYPES : ENTITY_TYPES;
        expect(feeInputSchema.safeParse({ ...fee, feeType, subject: s }).success).toBe(
          (expected as readonly string[]).includes(s),
        );
        expect(FEE_SUBJECTS[feeType]).toEqual(expected);
      }),
    );
  });

  it('labels subjects for the list', () => {
    expect(feeSubjectLabel('FCFS')).toBe('First Come First Serve');
    expect(feeSubjectLabel('BothEntity')).toBe('Both Entity');
    expect(feeSubjectLabel('Unknown')).toBe('Unknown');
  });
});
