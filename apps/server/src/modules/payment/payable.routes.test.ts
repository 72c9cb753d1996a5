/**
 * GetPayable (issue 34 item 9): the net a payer's dues ask for on a chosen payment date, at its TDS rate in force that
 * day — the amount MakePayment then demands. Worked by hand: a ₹10,000.00 registration fee raised on 20 November
 * 2026; the payer deducts TDS on it at 2 % from 20 to 22 November and 1 % from 23 November. On 24 November a payment
 * dated 21 November withholds ₹200.00 and remits ₹9,800.00; one dated 24 November withholds ₹100.00 and remits
 * ₹9,900.00 (what the dues list shows today).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type DueRow, type SignedInUser } from '@stoa/shared';
import { duesOf, makePayment } from '../../test/payment-fixtures.ts';
import { submit, validDetails } from '../../test/registration-fixtures.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';

const P = '/api/Payment';

let t: TestApp;
let drawee: SignedInUser;
let due: DueRow;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-20T06:00:00Z' });
  drawee = await t.signIn('oa.drawee');
  const res = await submit(t, drawee, 'DraweeEntity', await validDetails(t, drawee, 'DraweeEntity'));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const tds = { chargeType: 'RegistrationFee', section: '194C' };
  const periods = [
    { ...tds, ratePercent: 2, effectiveFrom: '2026-11-20', effectiveTo: '2026-11-22' },
    { ...tds, ratePercent: 1, effectiveFrom: '2026-11-23', effectiveTo: null },
  ];
  for (const period of periods) {
    const added = await call(t, 'POST', '/api/Configuration/Tds/Add', period, drawee);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  t.clock.now = new Date('2026-11-24T06:00:00Z');
  due = (await duesOf(t, drawee))[0]!;
});
afterAll(() => t.close());

const payable = (query: string, user = drawee) => call(t, 'GET', `${P}/GetPayable?${query}`, undefined, user);

describe('GetPayable: the net at the TDS rate in force on the payment date', () => {
  it('the dues list shows today’s: 1 %, ₹9,900.00', () => {
    expect(due).toMatchObject({ balance: 10000, tdsRatePercent: 1, tdsPayable: 100, netPayable: 9900 });
  });

  it('a payment dated 21 November: 2 %, ₹200.00 withheld, ₹9,800.00 remitted', async () => {
    const res = await payable(`dueIds=${due.dueId}&paymentDate=2026-11-21`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      paymentDate: '2026-11-21',
      lines: [{ dueId: due.dueId, gross: 10000, tdsRatePercent: 2, tds: 200, net: 9800 }],
      gross: 10000,
      tds: 200,
      net: 9800,
    });
    expect((await payable(`dueIds=${due.dueId}&paymentDate=2026-11-24`)).body.data.net).toBe(9900);
  });

  it('is what MakePayment demands for that date', async () => {
    const todays = await makePayment(t, drawee, [due], { paymentDate: '2026-11-21', amount: 9900 });
    expect(todays.status).toBe(400);
    expect(errorsOf(todays.body)['amount']).toBe(PAYMENT_MESSAGES.amountMismatch('₹9,800.00'));
    const dated = await makePayment(t, drawee, [due], { paymentDate: '2026-11-21', amount: 9800 });
    expect(dated.status, JSON.stringify(dated.body)).toBe(200);
  });

  it('refuses what MakePayment refuses: a future date, another party’s due, a due awaiting reconciliation', async () => {
    const future = await payable(`dueIds=${due.dueId}&paymentDate=2026-11-25`);
    expect(future.status).toBe(400);
    expect(errorsOf(future.body)['paymentDate']).toBe(PAYMENT_MESSAGES.futureDate);
    const other = await payable(`dueIds=${due.dueId}&paymentDate=2026-11-24`, await t.signIn('oa.injecting'));
    expect(other.status).toBe(404);
    const pending = await payable(`dueIds=${due.dueId}&paymentDate=2026-11-24`);
    expect(pending.status).toBe(409);
    expect(pending.body.errors?.[0]?.errorMessages[0]).toBe(PAYMENT_MESSAGES.pending);
  });

  it('refuses malformed due ids and dates (400)', async () => {
    for (const query of ['dueIds=&paymentDate=2026-11-24', 'dueIds=1;2&paymentDate=2026-11-24', 'dueIds=1']) {
      expect((await payable(query)).status, query).toBe(400);
    }
    expect((await payable('dueIds=99999999999&paymentDate=2026-11-24')).status).toBe(400);
  });
});
