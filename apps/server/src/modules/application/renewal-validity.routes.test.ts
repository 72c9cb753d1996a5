/**
 * Renewing early never locks an entity out (issue #12 item 3; DOMAIN §7): the old registration stays usable until
 * its own validity ends, the renewal takes over the day after, and the party lists offer the registration in force
 * on the dates asked for. The limits follow the registration in force on each date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REGISTRATION_MESSAGES, type SignedInUser } from '@stoa/shared';
import { registrations } from '../../db/schema/index.ts';
import { settleDues } from '../../test/payment-fixtures.ts';
import { declareAtc, row, seedParties, type Parties } from '../../test/application-fixtures.ts';
import { approveThroughChain } from '../../test/registration-fixtures.ts';
import { call, createTestApp, signInAll, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';

const A = '/api/Application';
const R = '/api/Registration';
// 1 December 2026, 09:30 in Kolkata.
const START = '2026-12-01T04:00:00Z';
// oa.injecting's registration ends on 5 December; its early renewal takes over on the 6th.
const OLD_ENDS = '2026-12-05';

let t: TestApp;
let p: Parties;
let as: Record<string, SignedInUser>;
let renewalId: number;
/** An application for a day in the renewal's validity that names the old registration. */
let namingOld: number;

beforeAll(async () => {
  t = await createTestApp({}, { startAt: START });
  p = await seedParties(t);
  as = await signInAll(t, ['sldc', 'discom', 'transco', 'approver1', 'approver2', 'oa.injecting', 'oa.drawee']);
  await t.database.db
    .update(registrations)
    .set({ validFrom: '2025-12-06', approvedOn: '2025-12-06', expiredOn: OLD_ENDS })
    .where(eq(registrations.id, p.injecting));
  for (const date of ['2026-12-02', '2026-12-10']) await declareAtc(t, p.corridorId, date, 100);
});
afterAll(() => t.close());

const sellers = async (query = '') =>
  (await call(t, 'GET', `${A}/GetSellers${query}`, undefined, as['oa.drawee'])).body.data.map(
    (s: { registrationId: number }) => s.registrationId,
  );

const oldRecord = async () =>
  (await call(t, 'GET', `${R}/GetInjectingEntityRegistration/${p.injecting}`, undefined, as['oa.injecting'])).body.data;

describe('an early renewal', () => {
  it('is approved; the old registration stays Approved and can no longer be renewed', async () => {
    const old = await oldRecord();
    // Unit 2 is retired at renewal: installed 12 MW, ex-bus 12 − 0.5 = 11.5 MW from 6 December.
    const details = {
      ...old.details,
      generator: { ...old.details.generator, installedCapacity: 12, stoaInjectionQuantum: 11 },
      units: old.details.units.slice(0, 1),
    };
    const res = await call(
      t,
      'POST',
      `${R}/RenewInjectingEntityRegistration`,
      { isDraft: false, previousRegistrationId: p.injecting, details },
      as['oa.injecting'],
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    renewalId = res.body.data.id;
    await approveThroughChain(t, as, renewalId, 'InjectingEntity');

    const after = await oldRecord();
    expect(after.status.status).toBe('Approved');
    expect(after.canRenew).toBe(false);
    expect(after.renewedBy).toEqual({ id: renewalId, validFrom: '2026-12-06' });
    const again = await call(
      t,
      'POST',
      `${R}/RenewInjectingEntityRegistration`,
      { isDraft: true, previousRegistrationId: p.injecting, details },
      as['oa.injecting'],
    );
    expect(again.status).toBe(422);
    expect(errorsOf(again.body)['null']).toBe(REGISTRATION_MESSAGES.alreadyRenewed('2026-12-06'));
  });

  it('party lists offer the registration in force on the dates asked for, one per entity', async () => {
    expect(await sellers()).toContain(p.injecting);
    expect(await sellers()).not.toContain(renewalId);
    expect(await sellers('?fromDate=2026-12-02')).toContain(p.injecting);
    expect(await sellers('?fromDate=2026-12-10&toDate=2026-12-10')).toContain(renewalId);
    expect(await sellers('?fromDate=2026-12-10')).not.toContain(p.injecting);
    // A period across the hand-over is covered by the two together: the one in force on its first day is offered.
    expect(await sellers('?fromDate=2026-12-04&toDate=2026-12-08')).toContain(p.injecting);
  });

  it('applies for a date inside the old validity and for one inside the new, each within its own limit', async () => {
    const inOld = await call(
      t,
      'POST',
      `${A}/Submit/DayAhead`,
      {
        isDraft: false,
        sellerRegistrationId: p.injecting,
        buyerRegistrationId: p.drawee,
        timeBlocks: [row('2026-12-02', 0, 4, 5)],
      },
      as['oa.injecting'],
    );
    expect(inOld.status, JSON.stringify(inOld.body)).toBe(200);
    const inNew = await call(
      t,
      'POST',
      `${A}/Submit/FCFS`,
      {
        isDraft: false,
        sellerRegistrationId: renewalId,
        buyerRegistrationId: p.drawee,
        timeBlocks: [row('2026-12-10', 0, 4, 5)],
      },
      as['oa.injecting'],
    );
    expect(inNew.status, JSON.stringify(inNew.body)).toBe(200);
    const oldForNew = await call(
      t,
      'POST',
      `${A}/Submit/FCFS`,
      {
        isDraft: false,
        sellerRegistrationId: p.injecting,
        buyerRegistrationId: p.drawee,
        timeBlocks: [row('2026-12-10', 4, 8, 5)],
      },
      as['oa.injecting'],
    );
    expect(oldForNew.status, JSON.stringify(oldForNew.body)).toBe(200);
    namingOld = oldForNew.body.data.id;
    await settleDues(t, 'Application', namingOld);
    const check = await call(t, 'GET', `${A}/StoaCheck/${namingOld}`, undefined, as['sldc']);
    expect(check.body.data.passed, JSON.stringify(check.body.data.checks)).toBe(true);
    const remaining = async (date: string) =>
      (
        await call(
          t,
          'GET',
          `${A}/GetRemainingQuatumDetails?SellerId=${p.injecting}&BuyerId=${p.drawee}&FromTimeBlock=8&ToTimeBlock=12&OAFromDate=${date}&OAToDate=${date}`,
          undefined,
          as['oa.injecting'],
        )
      ).body.data.remainingQuatumSeller;
    expect(await remaining('2026-12-02')).toBe(23.5);
    expect(await remaining('2026-12-10')).toBe(11.5);
  });

  it('hands over when the old validity ends: the job marks it Renewed, not Expired', async () => {
    t.clock.advance(5 * 86_400_000); // 6 December
    expect(await t.app.jobs.runExpiry()).toBe(1);
    const old = await oldRecord();
    expect(old.status.status).toBe('Renewed');
    expect(old.timeline.at(-1)).toMatchObject({ action: 'Renewed', toStatus: 'Renewed' });
    expect(await sellers()).toContain(renewalId);
    expect(await sellers()).not.toContain(p.injecting);
    // The application naming the now Renewed registration still passes the STOA check: the renewal covers its day.
    const check = await call(t, 'GET', `${A}/StoaCheck/${namingOld}`, undefined, as['sldc']);
    expect(check.body.data.passed, JSON.stringify(check.body.data.checks)).toBe(true);
    // The validity reads as the house date (spec §9), never the wire's YYYY-MM-DD.
    const details: string[] = check.body.data.checks.map((c: { detail: string }) => c.detail);
    expect(details.filter((d) => /in force until [A-Z][a-z]{2} \d{2}, \d{4}$/.test(d))).toHaveLength(2);
    expect(details.filter((d) => /\d{4}-\d{2}-\d{2}/.test(d))).toEqual([]);
    const accepted = await call(t, 'POST', `${A}/Approve/FCFS/${namingOld}`, {}, as['sldc']);
    expect(accepted.body.data?.status, JSON.stringify(accepted.body)).toBe('PendingSTOAApproval');
  });
});
