import { describe, expect, it } from 'vitest';
import { ebiddingDetailRows } from './ebidding-details.ts';

const blocks = (from: number, to: number, mw: number) =>
  Array.from({ length: 96 }, (_, i) => (i >= from && i < to ? mw * 100 : 0));
/** 10:00–12:00 of Jan 05–07 decided by e-bidding at `price` for a bid quoted at `quoted` (paise per kWh). */
const priced = (quoted: number, price: number | null, dates = ['2027-01-05', '2027-01-06', '2027-01-07']) =>
  dates.map((date) => ({ date, from: 40, to: 48, quoted, price }));

describe('the e-bidding details grid (spec §2.3, DOMAIN §4)', () => {
  it('merges equal days into one row and charges applicable price × approved MWh × 1000', () => {
    const days = ['2027-01-05', '2027-01-06'].map((date) => ({
      date,
      requested: blocks(40, 48, 30),
      allocated: blocks(40, 48, 10),
    }));
    const grid = ebiddingDetailRows(days, priced(300, 300));
    expect(grid.rows).toEqual([
      {
        fromDate: '2027-01-05',
        toDate: '2027-01-06',
        fromTime: '10:00',
        toTime: '12:00',
        appliedQuantumMw: 30,
        appliedQuantumMwh: 120,
        approvedQuantumMw: 10,
        approvedQuantumMwh: 40,
        quotedPrice: 3,
        applicablePrice: 3,
        totalPrice: 120_000,
      },
    ]);
    expect(grid).toMatchObject({
      totalPrice: 120_000,
      totalAppliedQuantum: 120,
      totalApprovedQuantum: 40,
      totalPaise: 12_000_000,
    });
  });

  it('splits rows where the MW change, leaves out blocks outside the period, rounds each row to the paisa', () => {
    const requested = blocks(36, 48, 5);
    const allocated = requested.map((v, i) => (i >= 44 ? 3.33 * 100 : v));
    const grid = ebiddingDetailRows([{ date: '2027-01-07', requested, allocated }], priced(277, 251));
    expect(
      grid.rows.map((r) => [r.fromTime, r.toTime, r.approvedQuantumMw, r.approvedQuantumMwh, r.totalPrice]),
    ).toEqual([
      ['10:00', '11:00', 5, 5, 12_550],
      // 3.33 MW × 1 h = 3.33 MWh × ₹2.51/kWh × 1000 = ₹8,358.30
      ['11:00', '12:00', 3.33, 3.33, 8_358.3],
    ]);
    expect(grid.totalPrice).toBe(20_908.3);
  });

  it('has no rows for an application with nothing asked in the period', () => {
    const grid = ebiddingDetailRows(
      [{ date: '2027-01-08', requested: blocks(40, 48, 5), allocated: null }],
      priced(300, 300),
    );
    expect(grid).toMatchObject({ rows: [], totalPrice: 0, totalApprovedQuantum: 0 });
  });

  it('covers exactly the congested blocks: a free day between two congested days is not in the grid', () => {
    // DOMAIN §4: 3 MW on 10:00–12:00 of days 1–3, days 1 and 3 congested, day 2 free; awarded 3 MW at ₹3.00/kWh.
    const days = ['2027-01-05', '2027-01-06', '2027-01-07'].map((date) => ({
      date,
      requested: blocks(40, 48, 3),
      allocated: blocks(40, 48, 3),
    }));
    const grid = ebiddingDetailRows(days, priced(300, 300, ['2027-01-05', '2027-01-07']));
    expect(grid.rows.map((r) => [r.fromDate, r.toDate, r.approvedQuantumMwh, r.totalPrice])).toEqual([
      ['2027-01-05', '2027-01-05', 6, 18_000],
      ['2027-01-07', '2027-01-07', 6, 18_000],
    ]);
    // 3.00 × 12 MWh × 1000 = Rs 36,000
    expect(grid.totalPrice).toBe(36_000);
    expect(grid.byPrice).toEqual([{ price: 300, units: 4800, paise: 3_600_000, dates: ['2027-01-05', '2027-01-07'] }]);
  });

  it('splits rows where the applicable price changes between blocks; a block without award shows no price', () => {
    const day = { date: '2027-01-05', requested: blocks(40, 48, 4), allocated: blocks(40, 44, 4) };
    const runs = [
      { date: '2027-01-05', from: 40, to: 44, quoted: 350, price: 300 },
      { date: '2027-01-05', from: 44, to: 48, quoted: 350, price: null },
    ];
    const grid = ebiddingDetailRows([day], runs);
    expect(grid.rows.map((r) => [r.fromTime, r.toTime, r.approvedQuantumMw, r.applicablePrice, r.totalPrice])).toEqual([
      ['10:00', '11:00', 4, 3, 12_000], // 4 MWh × ₹3.00/kWh × 1000
      ['11:00', '12:00', 0, null, 0],
    ]);
  });
});
