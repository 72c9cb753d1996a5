import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@stoa/shared';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';

let t: TestApp;
let admin: SignedInUser;
let oa: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  admin = await t.signIn('admin');
  oa = await t.signIn('oa.drawee');
});
afterAll(() => t.close());

describe('Fees', () => {
  interface FeeRow {
    id: number;
    feeType: string;
    subject: string;
    amount: number;
    effectiveFrom: string;
    effectiveTo: string | null;
  }
  const fees = async (): Promise<FeeRow[]> =>
    (await call(t, 'GET', '/api/Configuration/Fees/GetAll', undefined, oa)).body.data.fees;
  const fee = (overrides: Record<string, unknown> = {}) => ({
    feeType: 'RegistrationFee',
    subject: 'DraweeEntity',
    amount: 12000,
    effectiveFrom: '2027-04-01',
    effectiveTo: null,
    ...overrides,
  });

  it('lists the seeded fees: application fee per application type, registration and renewal per entity type', async () => {
    const list = await fees();
    expect(list).toHaveLength(13);
    expect(list.filter((f) => f.feeType === 'ApplicationFee').map((f) => [f.subject, f.amount])).toEqual([
      ['Advance', 5000],
      ['ContingencyDayAhead', 5000],
      ['ContingencySameDay', 5000],
      ['DayAhead', 5000],
      ['FCFS', 5000],
    ]);
    expect(list.filter((f) => f.feeType === 'RegistrationFee').every((f) => f.amount === 10000)).toBe(true);
  });

  it('adds, changes and deletes a future fee; ValueOn answers the fee in force on a date', async () => {
    const added = await call(t, 'POST', '/api/Configuration/Fees/Add', fee(), admin);
    expect(added.status).toBe(200);
    const id = added.body.data.id as number;
    const seeded = (await fees()).find(
      (f) => f.feeType === 'RegistrationFee' && f.subject === 'DraweeEntity' && f.id !== id,
    )!;
    expect(seeded.effectiveTo).toBe('2027-03-31');

    const on = async (date: string) =>
      (
        (await call(t, 'GET', `/api/Configuration/Rates/ValueOn?date=${date}`, undefined, oa)).body.data
          .fees as FeeRow[]
      ).find((f) => f.feeType === 'RegistrationFee' && f.subject === 'DraweeEntity')?.amount;
    expect(await on('2027-03-31')).toBe(10000);
    expect(await on('2027-04-01')).toBe(12000);
    const rates = (await call(t, 'GET', '/api/Configuration/Rates/ValueOn?date=2027-04-01', undefined, oa)).body.data;
    expect(rates.fees).toHaveLength(13);

    const changed = await call(t, 'PATCH', `/api/Configuration/Fees/Update/${id}`, fee({ amount: 12500.5 }), admin);
    expect(changed.status).toBe(200);
    expect(changed.body.data.amount).toBe(12500.5);
    expect(await on('2027-04-01')).toBe(12500.5);

    const history = (await call(t, 'GET', `/api/Configuration/History?entityType=fee&entityId=${id}`, undefined, admin))
      .body.data.history;
    expect(history[0]).toMatchObject({
      action: 'fee.update',
      oldValues: { amountPaise: 1200000 },
      newValues: { amountPaise: 1250050 },
    });

    expect((await call(t, 'DELETE', `/api/Configuration/Fees/Delete/${id}`, undefined, admin)).status).toBe(200);
    expect((await fees()).some((f) => f.id === id)).toBe(false);
    const inForce = await call(t, 'DELETE', `/api/Configuration/Fees/Delete/${seeded.id}`, undefined, admin);
    expect(inForce.status).toBe(422);
  });

  it('checks that what the fee applies to matches the fee type', async () => {
    const res = await call(
      t,
      'POST',
      '/api/Configuration/Fees/Add',
      fee({ feeType: 'ApplicationFee', subject: 'DraweeEntity' }),
      admin,
    );
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toEqual({ subject: 'Applies To is not valid for Application Fee' });
    const empty = await call(t, 'POST', '/api/Configuration/Fees/Add', fee({ subject: '' }), admin);
    expect(errorsOf(empty.body)).toEqual({ subject: 'Applies To is required' });
    const amount = await call(t, 'POST', '/api/Configuration/Fees/Add', fee({ amount: '10.001' }), admin);
    expect(errorsOf(amount.body)).toEqual({ amount: 'Amount (Rs) can have at most 2 decimal places' });
  });

  it('lets only the Admin change fees', async () => {
    expect((await call(t, 'POST', '/api/Configuration/Fees/Add', fee(), oa)).status).toBe(403);
    expect((await call(t, 'POST', '/api/Configuration/Fees/Add', fee(), await t.signIn('sldc'))).status).toBe(403);
  });
});
