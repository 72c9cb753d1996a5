import { describe, expect, it } from 'vitest';
import { ebiddingDetailRows } from './ebidding-details.ts';

const blocks = (from: number, to: number, mw: number) =>
  Array.from({ length: 96 }, (_, i) => (i >= from && i < to ? mw * 100 : 0));
const PERIOD = { fromDate: '2027-01-05', toDate: '2027-01-07', fromTimeBlock: 40, toTimeBlock: 48 };

describe('the e-bidding details grid (spec §2.3, DOMAIN §4)', () => {
  it('merges equal days into one row and charges applicable price × approved MWh × 1000', () => {
    const days = ['2027-01-05', '2027-01-06'].map((date) => ({
      date,
      requested: blocks(40, 48, 30),
      allocated: blocks(40, 48, 10),
    }));
    const grid = ebiddingDetailRows(days, PERIOD, 300, 300);
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
    const grid = ebiddingDetailRows([{ date: '2027-01-07', requested, allocated }], PERIOD, 277, 251);
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
      PERIOD,
      300,
      300,
    );
    expect(grid).toMatchObject({ rows: [], totalPrice: 0, totalApprovedQuantum: 0 });
  });
});
