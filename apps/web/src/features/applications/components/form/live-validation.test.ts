import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_RULES } from '@stoa/shared';
import { applicationWindow } from '@stoa/shared/application/application-windows';
import { buildBuyer, buildSeller } from '../../test/application-builders.ts';
import { EMPTY_ROW, type RowValues } from './form-values.ts';
import { liveErrors, liveRowMwh, windowMessage } from './live-validation.ts';

const RULES = DEFAULT_BUSINESS_RULES.applicationWindows;
const NOW = { date: '2026-03-10', minutes: 600 };
const row = (overrides: Partial<RowValues>): RowValues => ({ ...EMPTY_ROW, ...overrides });
const full = row({ oaFromDate: '2026-03-11', oaToDate: '2026-03-11', fromTimeBlock: '24', toTimeBlock: '72' });
const context = { window: applicationWindow('DayAhead', NOW, RULES), remaining: [], seller: null, buyer: null };

describe('live messages of the application form', () => {
  it('says nothing about empty fields, and measures only complete rows', () => {
    expect(liveErrors([row({}), row({ oaFromDate: '2026-03-11' })], context)).toEqual({});
    expect(liveRowMwh(full)).toBeNull();
    expect(liveRowMwh({ ...full, oaRequirement: '12.5' })).toBe(150);
  });

  it("holds a row to the seller's ex-bus capacity and the buyer's contract demand after the remaining quantum", () => {
    const parties = {
      ...context,
      seller: buildSeller({ exBusCapacity: 50 }),
      buyer: buildBuyer({ contractDemand: 40 }),
    };
    expect(liveErrors([{ ...full, oaRequirement: '60' }], parties)).toEqual({
      'timeBlocks.0.oaRequirement':
        "Applied requirement : 60.00 MW is more than the seller's ex-bus capacity : 50.00 MW",
    });
    expect(liveErrors([{ ...full, oaRequirement: '45' }], parties)).toEqual({
      'timeBlocks.0.oaRequirement':
        "Applied requirement : 45.00 MW is more than the buyer's contract demand : 40.00 MW",
    });
    expect(liveErrors([{ ...full, oaRequirement: '45' }], { ...parties, remaining: [30] })).toEqual({
      'timeBlocks.0.oaRequirement': 'Applied requirement : 45 is more than approved : 30',
    });
  });

  it("tells why complete rows fall outside the type's window now", () => {
    const twoDays = { ...full, oaToDate: '2026-03-12', oaRequirement: '5' };
    expect(windowMessage('DayAhead', [twoDays], NOW, RULES)).toBe(
      'Day-ahead applications are for a single delivery date',
    );
    expect(windowMessage('DayAhead', [{ ...full, oaRequirement: '5' }], NOW, RULES)).toBeNull();
    expect(windowMessage('DayAhead', [{ ...full, oaRequirement: '5' }], NOW, null)).toBeNull();
  });
});
