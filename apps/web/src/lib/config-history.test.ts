import { describe, expect, it } from 'vitest';
import { canSeeHistory, changeValueText, changesOf } from './config-history.ts';

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
    expect([null, '', 'x', 2, true, ['a']].map(changeValueText)).toEqual(['—', '—', 'x', '2', 'true', '["a"]']);
  });

  it('is for the Admin and the SLDC business user', () => {
    expect(canSeeHistory('Admin')).toBe(true);
    expect(canSeeHistory('SLDCBusinessUser')).toBe(true);
    expect(canSeeHistory('OABusinessUser')).toBe(false);
    expect(canSeeHistory(null)).toBe(false);
  });
});
