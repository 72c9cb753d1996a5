import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, formatDisplayDate, type SignedInUser } from '@stoa/shared';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';

const TODAY = '2026-11-21';

let t: TestApp;
let drawee: SignedInUser;
let both: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  drawee = await t.signIn('oa.drawee');
  both = await t.signIn('oa.both');
});
afterAll(() => t.close());

const tds = (overrides: Record<string, unknown> = {}) => ({
  chargeType: 'STUCharges',
  ratePercent: 2,
  section: '194c',
  effectiveFrom: TODAY,
  effectiveTo: null,
  ...overrides,
});
const isConfigured = async (user: SignedInUser) =>
  (await call(t, 'GET', '/api/Configuration/Tds/IsTDSConfigured', undefined, user)).body.data as boolean;

describe("An OA applicant's TDS configuration", () => {
  let id: number;

  it('is empty until the applicant adds one; the section is stored upper-cased', async () => {
    expect(await isConfigured(drawee)).toBe(false);
    expect((await call(t, 'GET', '/api/Configuration/Tds/GetConfiguredCharges', undefined, drawee)).body.data).toEqual(
      [],
    );

    const added = await call(t, 'POST', '/api/Configuration/Tds/Add', tds(), drawee);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      chargeType: 'STUCharges',
      ratePercent: 2,
      section: '194C',
      effectiveFrom: TODAY,
      effectiveTo: null,
      updatedBy: 'Meera Das',
    });
    id = added.body.data.id;

    expect(await isConfigured(drawee)).toBe(true);
    expect((await call(t, 'GET', '/api/Configuration/Tds/GetConfiguredCharges', undefined, drawee)).body.data).toEqual([
      { chargeType: 'STUCharges', ratePercent: 2, section: '194C' },
    ]);
    const list = (await call(t, 'GET', '/api/Configuration/Tds/GetAll?pageNumber=1&pageSize=10', undefined, drawee))
      .body.data;
    expect(list.dataCount).toBe(1);
    expect(list.tdsList[0]).toMatchObject({ id, section: '194C' });
  });

  it("keeps each applicant's configuration to itself", async () => {
    const list = (await call(t, 'GET', '/api/Configuration/Tds/GetAll', undefined, both)).body.data;
    expect(list).toEqual({ tdsList: [], dataCount: 0 });
    expect(await isConfigured(both)).toBe(false);
    const update = await call(t, 'PATCH', `/api/Configuration/Tds/Update/${id}`, tds({ ratePercent: 10 }), both);
    expect(update.status).toBe(404);
    expect(errorsOf(update.body)).toEqual({ null: 'TDS configuration not found.' });
    // The same charge type for another applicant is its own series.
    expect((await call(t, 'POST', '/api/Configuration/Tds/Add', tds({ ratePercent: 1 }), both)).status).toBe(200);
  });

  it('is for OA applicants only', async () => {
    for (const userName of ['trader', 'admin', 'sldc']) {
      const user = await t.signIn(userName);
      const res = await call(t, 'GET', '/api/Configuration/Tds/IsTDSConfigured', undefined, user);
      expect(res.status, userName).toBe(403);
      expect(errorsOf(res.body)).toEqual({ null: MESSAGES.forbidden });
      expect((await call(t, 'POST', '/api/Configuration/Tds/Add', tds(), user)).status, userName).toBe(403);
    }
  });

  it('refuses overlapping periods of one charge type, and bad input', async () => {
    const overlap = await call(t, 'POST', '/api/Configuration/Tds/Add', tds({ ratePercent: 5 }), drawee);
    expect(overlap.status).toBe(409);
    expect(errorsOf(overlap.body)).toEqual({
      effectiveFrom: `The period overlaps an existing entry effective from ${formatDisplayDate(TODAY)}.`,
    });
    const section = await call(
      t,
      'POST',
      '/api/Configuration/Tds/Add',
      tds({ chargeType: 'ApplicationFee', section: 'C194' }),
      drawee,
    );
    expect(errorsOf(section.body)).toEqual({ section: 'Section must look like 194C or 194J' });
    const rate = await call(
      t,
      'POST',
      '/api/Configuration/Tds/Add',
      tds({ chargeType: 'ApplicationFee', ratePercent: 101 }),
      drawee,
    );
    expect(errorsOf(rate.body)).toEqual({ ratePercent: 'TDS Rate must be at most 100%' });
    const type = await call(t, 'POST', '/api/Configuration/Tds/Add', tds({ chargeType: 'STUCharge' }), drawee);
    expect(errorsOf(type.body)).toEqual({ chargeType: 'Charge Type is required' });
  });

  it('ends a configuration by setting Effective To; a later one then takes over', async () => {
    const tomorrow = '2026-11-22';
    const changedRate = await call(t, 'PATCH', `/api/Configuration/Tds/Update/${id}`, tds({ ratePercent: 5 }), drawee);
    expect(changedRate.status).toBe(422);
    const ended = await call(t, 'PATCH', `/api/Configuration/Tds/Update/${id}`, tds({ effectiveTo: TODAY }), drawee);
    expect(ended.status).toBe(200);
    expect(ended.body.data.effectiveTo).toBe(TODAY);
    const next = await call(
      t,
      'POST',
      '/api/Configuration/Tds/Add',
      tds({ ratePercent: 1.5, section: '194J', effectiveFrom: tomorrow }),
      drawee,
    );
    expect(next.status).toBe(200);
    expect((await call(t, 'GET', '/api/Configuration/Tds/GetConfiguredCharges', undefined, drawee)).body.data).toEqual([
      { chargeType: 'STUCharges', ratePercent: 2, section: '194C' },
    ]);
    t.clock.advance(24 * 60 * 60 * 1000);
    try {
      expect(
        (await call(t, 'GET', '/api/Configuration/Tds/GetConfiguredCharges', undefined, drawee)).body.data,
      ).toEqual([{ chargeType: 'STUCharges', ratePercent: 1.5, section: '194J' }]);
    } finally {
      t.clock.advance(-24 * 60 * 60 * 1000);
    }
    const history = (
      await call(
        t,
        'GET',
        `/api/Configuration/History?entityType=tds&entityId=${id}`,
        undefined,
        await t.signIn('admin'),
      )
    ).body.data.history;
    expect(history[0]).toMatchObject({
      action: 'tds.update',
      actor: 'Meera Das',
      oldValues: { effectiveTo: null },
      newValues: { effectiveTo: TODAY },
    });
  });
});

describe('TDS interest percentage', () => {
  it('is read by applicants and SLDC roles: the seeded 1.5% a month from 2024-04-01', async () => {
    for (const userName of ['oa.injecting', 'trader', 'sldc', 'approver1', 'approver2']) {
      const res = await call(
        t,
        'GET',
        '/api/Configuration/Tds/InterestPercentage/GetAll',
        undefined,
        await t.signIn(userName),
      );
      expect(res.status, userName).toBe(200);
      expect(res.body.data.dataCount).toBe(1);
      expect(res.body.data.interestList[0]).toMatchObject({
        ratePercentPerMonth: 1.5,
        effectiveFrom: '2024-04-01',
        effectiveTo: null,
      });
    }
    for (const userName of ['discom', 'transco', 'admin']) {
      const res = await call(
        t,
        'GET',
        '/api/Configuration/Tds/InterestPercentage/GetAll',
        undefined,
        await t.signIn(userName),
      );
      expect(res.status, userName).toBe(403);
    }
  });

  it('is changed by the SLDC business user only', async () => {
    const next = { ratePercentPerMonth: 1.25, effectiveFrom: '2027-04-01', effectiveTo: null };
    for (const userName of ['approver1', 'approver2', 'admin', 'oa.injecting']) {
      const res = await call(
        t,
        'POST',
        '/api/Configuration/Tds/InterestPercentage/Add',
        next,
        await t.signIn(userName),
      );
      expect(res.status, userName).toBe(403);
    }
    const sldc = await t.signIn('sldc');
    const added = await call(t, 'POST', '/api/Configuration/Tds/InterestPercentage/Add', next, sldc);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ ratePercentPerMonth: 1.25, updatedBy: 'Tage Tana' });
    const list = (await call(t, 'GET', '/api/Configuration/Tds/InterestPercentage/GetAll', undefined, sldc)).body.data;
    expect(
      list.interestList.map((r: { ratePercentPerMonth: number; effectiveFrom: string; effectiveTo: string | null }) => [
        r.ratePercentPerMonth,
        r.effectiveFrom,
        r.effectiveTo,
      ]),
    ).toEqual([
      [1.25, '2027-04-01', null],
      [1.5, '2024-04-01', '2027-03-31'],
    ]);
    const past = await call(
      t,
      'POST',
      '/api/Configuration/Tds/InterestPercentage/Add',
      { ...next, effectiveFrom: '2026-01-01' },
      sldc,
    );
    expect(past.status).toBe(422);
  });
});
