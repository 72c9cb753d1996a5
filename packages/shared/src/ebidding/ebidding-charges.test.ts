import { describe, expect, it } from 'vitest';
import { scheduleCharges, type ChargeRate } from '../application/schedule-charges.ts';
import { chargesWithEBidding } from './ebidding-charges.ts';

const blocks = (from: number, to: number, mw: number) =>
  Array.from({ length: 96 }, (_, i) => (i >= from && i < to ? mw * 100 : 0));
const rates: ChargeRate[] = [
  { chargeType: 'STUCharge', basis: 'RsPerKWh', rateHundredths: 8, effectiveFrom: '2026-01-01', effectiveTo: null },
  {
    chargeType: 'SLDCOperatingCharge',
    basis: 'RsPerDayPerTransaction',
    rateHundredths: 200_000,
    effectiveFrom: '2026-01-01',
    effectiveTo: null,
  },
];

describe('e-bidding charges joined to the schedule (DOMAIN §4, §5)', () => {
  it('prices the congested energy at the e-bidding price instead of the STU rate; the rest as before', () => {
    // 3 MW from 10:00 to 12:00 (decided by e-bidding at ₹2.00/kWh) and 5 MW from 12:00 to 14:00 (not congested).
    const day = blocks(40, 48, 3).map((v, i) => (i >= 48 && i < 56 ? 500 : v));
    const lines = chargesWithEBidding(new Map([['2027-01-05', day]]), rates, {
      bidInvitationNos: ['EB/2026/0001'],
      priced: [{ date: '2027-01-05', from: 40, to: 48, quoted: 250, price: 200 }],
    });
    expect(lines.map((l) => [l.label, l.quantity, l.rate, l.amount])).toEqual([
      ['STU Charge', 10, 0.08, 800], // 5 MW × 2 h = 10 MWh × ₹0.08/kWh × 1000
      ['STU Charge (E-Bidding EB/2026/0001)', 6, 2, 12_000], // 3 MW × 2 h = 6 MWh × ₹2.00/kWh × 1000
      ['SLDC Operating Charge', 1, 2000, 2000],
    ]);
  });

  it('is the schedule charges alone without an e-bidding result', () => {
    const days = new Map([['2027-01-05', blocks(40, 48, 3)]]);
    expect(chargesWithEBidding(days, rates, null)).toEqual(scheduleCharges(days, rates));
  });

  it('DOMAIN §4 worked example: e-bidding on days 1 and 3 only, day 2 at the STU rate', () => {
    // A: 3 MW on 10:00–12:00 of days 1–3; days 1 and 3 congested and awarded 3 MW at ₹3.00/kWh; day 2 free.
    const dates = ['2027-01-05', '2027-01-06', '2027-01-07'];
    const days = new Map(dates.map((d) => [d, blocks(40, 48, 3)] as const));
    const priced = [dates[0]!, dates[2]!].map((date) => ({ date, from: 40, to: 48, quoted: 300, price: 300 }));
    const lines = chargesWithEBidding(days, rates, { bidInvitationNos: ['EB/2026/0002'], priced });
    expect(lines.map((l) => [l.label, l.fromDate, l.toDate, l.quantity, l.rate, l.amount])).toEqual([
      ['STU Charge (E-Bidding EB/2026/0002)', '2027-01-05', '2027-01-07', 12, 3, 36_000], // 3.00 × 12 MWh × 1000
      ['STU Charge', '2027-01-06', '2027-01-06', 6, 0.08, 480], // day 2: 6 MWh × ₹80/MWh
      ['SLDC Operating Charge', '2027-01-05', '2027-01-07', 3, 2000, 6000],
    ]);
  });
});
