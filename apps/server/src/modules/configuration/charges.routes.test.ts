import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PERIOD_MESSAGES, formatDisplayDate, type SignedInUser } from '@stoa/shared';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';

/** Business date 2026-11-21 (Asia/Kolkata): the month ends on the 30th, the next starts on 1 December. */
const NOW = '2026-11-21T06:00:00Z';
const TODAY = '2026-11-21';
const MONTH_END = '2026-11-30';
const NEXT_MONTH = '2026-12-01';

let t: TestApp;
let admin: SignedInUser;
let oa: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({}, { startAt: NOW });
  admin = await t.signIn('admin');
  oa = await t.signIn('oa.drawee');
});
afterAll(() => t.close());

interface Charge {
  id: number;
  chargeType: string;
  basis: string;
  rate: number;
  effectiveFrom: string;
  effectiveTo: string | null;
  updatedBy: string | null;
}

async function charges(user = admin): Promise<Charge[]> {
  return (await call(t, 'GET', '/api/Configuration/StoaCharges/GetAll', undefined, user)).body.data.stoaCharges;
}
async function chargeById(id: number): Promise<Charge | undefined> {
  return (await charges()).find((c) => c.id === id);
}
async function rateOn(date: string, chargeType: string): Promise<number | undefined> {
  const res = await call(t, 'GET', `/api/Configuration/Rates/ValueOn?date=${date}`, undefined, oa);
  return (res.body.data.stoaCharges as Charge[]).find((c) => c.chargeType === chargeType)?.rate;
}
const stu = (overrides: Record<string, unknown> = {}) => ({
  chargeType: 'STUCharge',
  basis: 'RsPerKWh',
  rate: 0.1,
  effectiveFrom: NEXT_MONTH,
  effectiveTo: null,
  ...overrides,
});
async function history(entityType: string, entityId: number) {
  const res = await call(
    t,
    'GET',
    `/api/Configuration/History?entityType=${entityType}&entityId=${entityId}`,
    undefined,
    admin,
  );
  expect(res.status).toBe(200);
  return res.body.data.history as {
    actor: string | null;
    action: string;
    oldValues: Record<string, unknown> | null;
    newValues: Record<string, unknown> | null;
    comment: string | null;
  }[];
}

describe('STOA charges', () => {
  let seededStu: Charge;
  let nextStu: Charge;

  it('lists the seeded STU and SLDC operating charges, open-ended from 2024-04-01, to every role', async () => {
    const list = await charges(oa);
    expect(
      list.map(({ chargeType, basis, rate, effectiveFrom, effectiveTo }) => ({
        chargeType,
        basis,
        rate,
        effectiveFrom,
        effectiveTo,
      })),
    ).toEqual([
      {
        chargeType: 'SLDCOperatingCharge',
        basis: 'RsPerDayPerTransaction',
        rate: 2000,
        effectiveFrom: '2024-04-01',
        effectiveTo: null,
      },
      { chargeType: 'STUCharge', basis: 'RsPerKWh', rate: 0.08, effectiveFrom: '2024-04-01', effectiveTo: null },
    ]);
    seededStu = list.find((c) => c.chargeType === 'STUCharge')!;
    const today = await call(t, 'GET', '/api/Configuration/Rates/ValueOn', undefined, oa);
    expect(today.body.data.date).toBe(TODAY);
    expect(today.body.data.stoaCharges).toHaveLength(2);
  });

  it('adds a rate from next month: the open-ended one ends the day before, and ValueOn switches on the 1st', async () => {
    const res = await call(t, 'POST', '/api/Configuration/StoaCharges/Add', stu(), admin);
    expect(res.status).toBe(200);
    nextStu = res.body.data;
    expect(nextStu).toMatchObject({
      chargeType: 'STUCharge',
      basis: 'RsPerKWh',
      rate: 0.1,
      effectiveFrom: NEXT_MONTH,
      effectiveTo: null,
      updatedBy: 'Anita Rao',
    });
    expect(await chargeById(seededStu.id)).toMatchObject({ effectiveTo: MONTH_END, rate: 0.08 });
    expect(await rateOn(MONTH_END, 'STUCharge')).toBe(0.08);
    expect(await rateOn(NEXT_MONTH, 'STUCharge')).toBe(0.1);
    expect(await rateOn('2030-01-01', 'STUCharge')).toBe(0.1);
    expect(await rateOn('2024-03-31', 'STUCharge')).toBeUndefined();
  });

  it('refuses a period overlapping a closed one, with the period it overlaps', async () => {
    const res = await call(
      t,
      'POST',
      '/api/Configuration/StoaCharges/Add',
      stu({ effectiveFrom: '2026-11-25', effectiveTo: '2026-11-27' }),
      admin,
    );
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([
      {
        fieldName: 'effectiveFrom',
        errorMessages: [
          `The period overlaps an existing entry effective Apr 01, 2024 to ${formatDisplayDate(MONTH_END)}.`,
        ],
        code: 'CONFLICT',
      },
    ]);
    const sameStart = await call(t, 'POST', '/api/Configuration/StoaCharges/Add', stu({ rate: 0.2 }), admin);
    expect(sameStart.status).toBe(409);
    expect(errorsOf(sameStart.body)).toEqual({
      effectiveFrom: `The period overlaps an existing entry effective from ${formatDisplayDate(NEXT_MONTH)}.`,
    });
  });

  it('refuses a start in the past (422) and an end before the start (400)', async () => {
    const past = await call(
      t,
      'POST',
      '/api/Configuration/StoaCharges/Add',
      stu({ effectiveFrom: '2026-11-20' }),
      admin,
    );
    expect(past.status).toBe(422);
    expect(errorsOf(past.body)).toEqual({ effectiveFrom: 'Effective From cannot be in the past' });
    const backwards = await call(
      t,
      'POST',
      '/api/Configuration/StoaCharges/Add',
      stu({ effectiveFrom: '2027-02-01', effectiveTo: '2027-01-31' }),
      admin,
    );
    expect(backwards.status).toBe(400);
    expect(errorsOf(backwards.body)).toEqual({ effectiveTo: 'Effective To must be on or after Effective From' });
  });

  it('validates the input: basis per charge type, 2 decimals, required fields', async () => {
    const basis = await call(
      t,
      'POST',
      '/api/Configuration/StoaCharges/Add',
      stu({ basis: 'RsPerDayPerTransaction' }),
      admin,
    );
    expect(basis.status).toBe(400);
    expect(errorsOf(basis.body)).toEqual({ basis: 'STU Charge is charged in Rs/kWh or Rs/MW/day' });
    const decimals = await call(t, 'POST', '/api/Configuration/StoaCharges/Add', stu({ rate: '0.123' }), admin);
    expect(decimals.status).toBe(400);
    expect(errorsOf(decimals.body)).toEqual({ rate: 'Rate can have at most 2 decimal places' });
    const zero = await call(t, 'POST', '/api/Configuration/StoaCharges/Add', stu({ rate: 0 }), admin);
    expect(errorsOf(zero.body)).toEqual({ rate: 'Rate must be greater than ₹0.00' });
    const empty = await call(t, 'POST', '/api/Configuration/StoaCharges/Add', {}, admin);
    expect(empty.status).toBe(400);
    expect(errorsOf(empty.body)).toMatchObject({
      chargeType: 'Charge Type is required',
      basis: 'Basis is required',
      rate: 'Rate is required',
      effectiveFrom: 'Effective From is required',
    });
    const badDate = await call(
      t,
      'POST',
      '/api/Configuration/StoaCharges/Add',
      stu({ effectiveTo: '2027-02-30' }),
      admin,
    );
    expect(errorsOf(badDate.body)).toEqual({ effectiveTo: 'Effective To is not a valid date' });
  });

  it('keeps a row in force unchanged except its end; a future row may change freely', async () => {
    const locked = await call(
      t,
      'PATCH',
      `/api/Configuration/StoaCharges/Update/${seededStu.id}`,
      stu({ rate: 0.09, effectiveFrom: '2024-04-01', effectiveTo: MONTH_END }),
      admin,
    );
    expect(locked.status).toBe(422);
    expect(errorsOf(locked.body)).toEqual({ effectiveFrom: PERIOD_MESSAGES.inForceLocked });
    const earlierEnd = await call(
      t,
      'PATCH',
      `/api/Configuration/StoaCharges/Update/${seededStu.id}`,
      stu({ rate: 0.08, effectiveFrom: '2024-04-01', effectiveTo: '2026-11-10' }),
      admin,
    );
    expect(earlierEnd.status).toBe(422);
    expect(errorsOf(earlierEnd.body)).toEqual({ effectiveFrom: PERIOD_MESSAGES.endInPast });

    const changed = await call(
      t,
      'PATCH',
      `/api/Configuration/StoaCharges/Update/${nextStu.id}`,
      stu({ rate: 0.12 }),
      admin,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: nextStu.id, rate: 0.12, effectiveFrom: NEXT_MONTH });
    expect(await rateOn(NEXT_MONTH, 'STUCharge')).toBe(0.12);
    const missing = await call(t, 'PATCH', '/api/Configuration/StoaCharges/Update/99999', stu(), admin);
    expect(missing.status).toBe(404);
    expect(errorsOf(missing.body)).toEqual({ null: 'Charge not found.' });
  });

  it('audits every change with old → new values and who made it', async () => {
    const seeded = await history('stoaCharge', seededStu.id);
    expect(seeded).toEqual([
      {
        occurredAt: expect.any(String),
        actor: 'Anita Rao',
        action: 'stoaCharge.update',
        oldValues: { effectiveTo: null },
        newValues: { effectiveTo: MONTH_END },
        comment: `Ended by the entry effective from ${formatDisplayDate(NEXT_MONTH)}`,
      },
    ]);
    const next = await history('stoaCharge', nextStu.id);
    expect(next.map((h) => h.action)).toEqual(['stoaCharge.update', 'stoaCharge.create']);
    expect(next[0]).toMatchObject({
      actor: 'Anita Rao',
      oldValues: { rateHundredths: 10 },
      newValues: { rateHundredths: 12 },
    });
    expect(next[1]).toMatchObject({
      actor: 'Anita Rao',
      oldValues: null,
      newValues: { chargeType: 'STUCharge', rateHundredths: 10, effectiveFrom: NEXT_MONTH, effectiveTo: null },
    });
    // The SLDC business user reads history too; an applicant may not.
    const sldc = await t.signIn('sldc');
    expect(
      (await call(t, 'GET', `/api/Configuration/History?entityType=stoaCharge&entityId=${nextStu.id}`, undefined, sldc))
        .status,
    ).toBe(200);
    expect(
      (await call(t, 'GET', `/api/Configuration/History?entityType=stoaCharge&entityId=${nextStu.id}`, undefined, oa))
        .status,
    ).toBe(403);
    expect(
      (await call(t, 'GET', '/api/Configuration/History?entityType=users&entityId=1', undefined, admin)).status,
    ).toBe(400);
  });

  it('deletes a future row but not one in force', async () => {
    const inForce = await call(t, 'DELETE', `/api/Configuration/StoaCharges/Delete/${seededStu.id}`, undefined, admin);
    expect(inForce.status).toBe(422);
    expect(errorsOf(inForce.body)).toEqual({ null: PERIOD_MESSAGES.deleteInForce });

    const future = await call(t, 'DELETE', `/api/Configuration/StoaCharges/Delete/${nextStu.id}`, undefined, admin);
    expect(future.status).toBe(200);
    expect(future.body).toEqual({ isSuccessful: true, data: null });
    expect(await chargeById(nextStu.id)).toBeUndefined();
    expect((await history('stoaCharge', nextStu.id))[0]).toMatchObject({
      action: 'stoaCharge.delete',
      actor: 'Anita Rao',
      oldValues: { rateHundredths: 12 },
      newValues: null,
    });
    // The row the deleted one had ended gets its period back: the current rate stays in force as before.
    expect(await chargeById(seededStu.id)).toMatchObject({ effectiveTo: null });
    expect(await rateOn('2027-06-01', 'STUCharge')).toBe(0.08);
    expect((await history('stoaCharge', seededStu.id))[0]).toMatchObject({
      action: 'stoaCharge.update',
      newValues: { effectiveTo: null },
    });
  });

  it('lets only the Admin change charges', async () => {
    const res = await call(t, 'POST', '/api/Configuration/StoaCharges/Add', stu(), oa);
    expect(res.status).toBe(403);
    expect(errorsOf(res.body)).toEqual({ null: MESSAGES.forbidden });
    expect(
      (await call(t, 'DELETE', `/api/Configuration/StoaCharges/Delete/${seededStu.id}`, undefined, oa)).status,
    ).toBe(403);
    expect((await call(t, 'GET', '/api/Configuration/StoaCharges/GetAll')).status).toBe(401);
  });

  it('lets exactly one of two simultaneous overlapping adds through', async () => {
    const sldcFrom = (rate: number) => ({
      chargeType: 'SLDCOperatingCharge',
      basis: 'RsPerDayPerTransaction',
      rate,
      effectiveFrom: '2027-04-01',
      effectiveTo: null,
    });
    const answers = await Promise.all([
      call(t, 'POST', '/api/Configuration/StoaCharges/Add', sldcFrom(2100), admin),
      call(t, 'POST', '/api/Configuration/StoaCharges/Add', sldcFrom(2200), admin),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(errorsOf(loser.body)).toEqual({
      effectiveFrom: 'The period overlaps an existing entry effective from Apr 01, 2027.',
    });
    const winner = answers.find((a) => a.status === 200)!.body.data as Charge;
    const sldcRows = (await charges()).filter((c) => c.chargeType === 'SLDCOperatingCharge');
    expect(sldcRows.map((c) => [c.effectiveFrom, c.effectiveTo, c.rate])).toEqual([
      ['2027-04-01', null, winner.rate],
      ['2024-04-01', '2027-03-31', 2000],
    ]);
  });
});
