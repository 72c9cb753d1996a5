import { describe, expect, it } from 'vitest';
import { tdsInputSchema, tdsInterestInputSchema } from './tds.schemas.ts';

const tds = { chargeType: 'STUCharges', ratePercent: '2', section: '194C', effectiveFrom: '2026-04-01' };
const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => ({ path: i.path, message: i.message }));

describe('tdsInputSchema (spec §7.6)', () => {
  it('parses a configuration, upper-casing the section', () => {
    expect(tdsInputSchema.parse({ ...tds, section: ' 194c ' })).toEqual({
      chargeType: 'STUCharges',
      ratePercent: 2,
      section: '194C',
      effectiveFrom: '2026-04-01',
      effectiveTo: null,
    });
    expect(tdsInputSchema.parse({ ...tds, section: '194J' }).section).toBe('194J');
    expect(tdsInputSchema.parse({ ...tds, section: '194lba' }).section).toBe('194LBA');
    expect(tdsInputSchema.parse({ ...tds, section: '194I(a)' }).section).toBe('194I(A)');
  });

  it('refuses a section that is not one', () => {
    for (const bad of ['abc', '19C', '194 C', '194CDEF', 'C194'])
      expect(issues(tdsInputSchema.safeParse({ ...tds, section: bad })), bad).toEqual([
        { path: ['section'], message: 'Section must look like 194C or 194J' },
      ]);
    expect(issues(tdsInputSchema.safeParse({ ...tds, section: '  ' }))).toEqual([
      { path: ['section'], message: 'Section is required' },
    ]);
  });

  it('requires a rate above 0 and at most 100', () => {
    expect(issues(tdsInputSchema.safeParse({ ...tds, ratePercent: 0 }))).toEqual([
      { path: ['ratePercent'], message: 'TDS Rate must be greater than 0%' },
    ]);
    expect(issues(tdsInputSchema.safeParse({ ...tds, ratePercent: '100.5' }))).toEqual([
      { path: ['ratePercent'], message: 'TDS Rate must be at most 100%' },
    ]);
    expect(tdsInputSchema.parse({ ...tds, ratePercent: '0.1' }).ratePercent).toBe(0.1);
  });

  it('takes only the charge types payments speak of', () => {
    expect(issues(tdsInputSchema.safeParse({ ...tds, chargeType: 'STUCharge' }))).toEqual([
      { path: ['chargeType'], message: 'Charge Type is required' },
    ]);
  });
});

describe('tdsInterestInputSchema', () => {
  it('requires a positive monthly interest', () => {
    expect(tdsInterestInputSchema.parse({ ratePercentPerMonth: '1.5', effectiveFrom: '2026-04-01' })).toEqual({
      ratePercentPerMonth: 1.5,
      effectiveFrom: '2026-04-01',
      effectiveTo: null,
    });
    expect(issues(tdsInterestInputSchema.safeParse({ ratePercentPerMonth: 0, effectiveFrom: '2026-04-01' }))).toEqual([
      { path: ['ratePercentPerMonth'], message: 'Interest must be greater than 0% per month' },
    ]);
  });
});
