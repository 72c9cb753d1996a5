/**
 * Charges per day at the rate in force that day (issue #12 item 2; DOMAIN §5): a 4-day schedule across an STU rate
 * change is charged the old rate for its first two days and the new one for the last two — one line per rate period
 * in GetOpenAccessDetails and in the schedule PDF, with the total.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@stoa/shared';
import { settleDues } from '../../test/payment-fixtures.ts';
import { declareAtc, seedParties, type Parties } from '../../test/application-fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bearer, call, createTestApp, signInAll, type TestApp } from '../../test/test-app.ts';

const A = '/api/Application';
// 1 December 2026, 09:30 in Kolkata: FCFS for 10–13 December.
const START = '2026-12-01T04:00:00Z';
const DAYS = ['2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'];

let t: TestApp;
let p: Parties;
let as: Record<string, SignedInUser>;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  p = await seedParties(t);
  as = await signInAll(t, ['admin', 'sldc', 'approver1', 'approver2', 'oa.injecting']);
  for (const date of DAYS) await declareAtc(t, p.corridorId, date, 100);
});
afterAll(() => t.close());

describe('charges of an approved schedule across a rate change', () => {
  let id: number;

  it('the STU rate rises from 0.08 to 0.10 Rs/kWh on 12 December; a 4-day schedule is approved', async () => {
    const rate = await call(
      t,
      'POST',
      '/api/Configuration/StoaCharges/Add',
      { chargeType: 'STUCharge', basis: 'RsPerKWh', rate: 0.1, effectiveFrom: '2026-12-12', effectiveTo: null },
      as['admin'],
    );
    expect(rate.status, JSON.stringify(rate.body)).toBe(200);
    const res = await call(
      t,
      'POST',
      `${A}/Submit/FCFS`,
      {
        isDraft: false,
        sellerRegistrationId: p.injecting,
        buyerRegistrationId: p.drawee,
        // 5 MW all day: 120 MWh a day.
        timeBlocks: [{ oaFromDate: DAYS[0], oaToDate: DAYS[3], fromTimeBlock: 0, toTimeBlock: 96, oaRequirement: 5 }],
      },
      as['oa.injecting'],
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    id = res.body.data.id;
    await settleDues(t, 'Application', id);
    await call(t, 'POST', `${A}/Approve/FCFS/${id}`, {}, as['sldc']);
    const allocated = await call(t, 'POST', `${A}/AllocateQuantumProRataBasis/2026-12-01/FCFS`, undefined, as['sldc']);
    expect(allocated.status, JSON.stringify(allocated.body)).toBe(200);
    await call(t, 'POST', `${A}/Approve/FCFS/${id}`, {}, as['approver1']);
    const approved = await call(t, 'POST', `${A}/Approve/FCFS/${id}`, {}, as['approver2']);
    expect(approved.body.data.status).toBe('Approved');
  });

  it('GetOpenAccessDetails charges each day at its own rate: one line per rate period and the total', async () => {
    const res = await call(t, 'GET', `${A}/GetOpenAccessDetails/${id}`, undefined, as['oa.injecting']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const lines = res.body.data.charges.map((c: Record<string, unknown>) => [
      c.label,
      c.fromDate,
      c.toDate,
      c.rate,
      c.quantity,
      c.quantityUnit,
      c.amount,
    ]);
    expect(lines).toEqual([
      ['STU Charge', '2026-12-10', '2026-12-11', 0.08, 240, 'MWh', 19_200], // 240,000 kWh × Rs 0.08
      ['STU Charge', '2026-12-12', '2026-12-13', 0.1, 240, 'MWh', 24_000], // 240,000 kWh × Rs 0.10
      ['SLDC Operating Charge', '2026-12-10', '2026-12-13', 2000, 4, 'days', 8_000],
    ]);
    expect(res.body.data.totalCharges).toBe(51_200);
  });

  it('the schedule PDF prints the same lines and total', async () => {
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${A}/DownloadOpenAccessDetails/${id}`,
      headers: bearer(as['oa.injecting']!),
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    const charges = text.slice(text.indexOf('Charges on the approved schedule'));
    expect(charges).toContain('STU Charge\nDec 10, 2026\nDec 11, 2026\n₹0.08/kWh\n240.00 MWh\n₹19,200.00');
    expect(charges).toContain('STU Charge\nDec 12, 2026\nDec 13, 2026\n₹0.10/kWh\n240.00 MWh\n₹24,000.00');
    expect(charges).toContain(
      'SLDC Operating Charge\nDec 10, 2026\nDec 13, 2026\n₹2,000.00 per day per transaction\n4 days\n₹8,000.00',
    );
    expect(charges).toContain('Total charges\n₹51,200.00');
  });
});
