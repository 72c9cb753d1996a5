import { describe, expect, it } from 'vitest';
import { canSeeHistory, changeKeyLabel, changeValueDisplay, changeValueText, changesOf } from './config-history.ts';

describe('changesOf', () => {
  it('lists only the keys whose values changed, without bookkeeping columns', () => {
    expect(
      changesOf(
        { rate: 0.25, effectiveTo: null, zones: ['A'], updatedAt: 'x', id: 1 },
        { rate: 0.25, effectiveTo: '2027-03-31', zones: ['A', 'B'], updatedAt: 'y', id: 1 },
      ),
    ).toEqual([
      { key: 'effectiveTo', from: null, to: '2027-03-31' },
      { key: 'zones', from: ['A'], to: ['A', 'B'] },
    ]);
  });

  it('shows every value of a created or deleted row', () => {
    expect(changesOf(null, { name: 'Holi' })).toEqual([{ key: 'name', from: null, to: 'Holi' }]);
    expect(changesOf({ name: 'Holi' }, null)).toEqual([{ key: 'name', from: 'Holi', to: null }]);
  });

  it('writes values as text', () => {
    expect([null, '', 'x', 2, true, ['a']].map(changeValueText)).toEqual(['—', '—', 'x', '2', 'Yes', '["a"]']);
  });

  it('reads stored units and codes as the pages show them', () => {
    const charge = { entityType: 'stoaCharge' as const, values: { basis: 'RsPerDayPerTransaction' } };
    expect(changeValueDisplay('rateHundredths', 200000, charge)).toBe('₹2,000.00 per day per transaction');
    expect(changeValueDisplay('amountPaise', 1250050, { entityType: 'fee', values: {} })).toBe('₹12,500.50');
    expect(changeValueDisplay('rateHundredths', 150, { entityType: 'tdsInterest', values: {} })).toBe(
      '1.50 % per month',
    );
    expect(changeValueDisplay('rateHundredths', 200, { entityType: 'tds', values: {} })).toBe('2.00 %');
    expect(changeValueDisplay('effectiveFrom', '2027-04-01', charge)).toBe('Apr 01, 2027');
    expect(changeValueDisplay('effectiveTo', null, charge)).toBe('Open-ended');
    expect(changeValueDisplay('chargeType', 'STUCharge', charge)).toBe('STU Charge');
    expect(changeValueDisplay('chargeType', 'STUCharges', charge)).toBe('STU Charges');
    expect(changeValueDisplay('basis', 'RsPerKWh', charge)).toBe('Rs/kWh');
    expect(changeValueDisplay('approvedAt', '2026-11-20T05:00:00Z', charge)).toBe('Nov 20, 2026 10:30 AM');
    expect(changeKeyLabel('rateHundredths')).toBe('Rate');
    expect(changeKeyLabel('accountNumber')).toBe('Account number');
  });

  it('is for the Admin and the SLDC business user', () => {
    expect(canSeeHistory('Admin')).toBe(true);
    expect(canSeeHistory('SLDCBusinessUser')).toBe(true);
    expect(canSeeHistory('OABusinessUser')).toBe(false);
    expect(canSeeHistory(null)).toBe(false);
  });
});
