import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, TRADER_MESSAGES, type SignedInUser } from '@stoa/shared';
import { auditLog, registrations, users } from '../../db/schema/index.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';

const BASE = '/api/TraderManagement';
const APPROVED_LIST = `${BASE}/GetAllRegisteredTraders`;
const OWN_LIST = `${BASE}/UserBasedTraders/GetAll`;
const ADD = `${BASE}/TraderBasedOnUser/Add`;
const ENTITIES = `${BASE}/EntityBasedOnTrader/GetAll`;
const remove = (id: number) => `${BASE}/UserBasedTraders/Delete/${id}`;

let t: TestApp;
let drawee: SignedInUser;
let both: SignedInUser;
let trader: SignedInUser;
let traderId: number;
let renewedTraderId: number;
let unapprovedTraderId: number;

async function userIdOf(userName: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  return row!.id;
}

async function insertTrader(userName: string, entityName: string): Promise<number> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      userName,
      email: `${userName}@example.com`,
      role: 'Trader',
      firstName: 'Test',
      lastName: 'Trader',
      entityName,
      entityType: 'Trader',
    })
    .returning({ id: users.id });
  return row!.id;
}

function registration(applicantUserId: number, values: Partial<typeof registrations.$inferInsert> = {}) {
  return {
    kind: 'Registration',
    entityType: 'Trader',
    applicantUserId,
    status: 'Approved',
    registrationNo: 'STOA/TRD/2026/0001',
    details: { licence: { tradingLicenceNo: 'CERC/TL/01', issuingAuthority: 'CERC' } },
    ...values,
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  [drawee, both, trader] = await Promise.all([t.signIn('oa.drawee'), t.signIn('oa.both'), t.signIn('trader')]);
  traderId = await userIdOf('trader');
  renewedTraderId = await insertTrader('trader.renewed', 'Brahmaputra Energy Traders');
  unapprovedTraderId = await insertTrader('trader.pending', 'Awaiting Approval Traders');
  await t.database.db.insert(registrations).values([
    registration(traderId),
    // A registration approved, then a renewal approved: the renewal's licence is the current one.
    registration(renewedTraderId, {
      registrationNo: 'STOA/TRD/2025/0007',
      approvedOn: '2025-01-10',
      details: { licence: { tradingLicenceNo: 'OLD/TL', issuingAuthority: 'CERC' } },
    }),
    registration(renewedTraderId, {
      kind: 'Renewal',
      registrationNo: 'STOA/TRD/2025/0007',
      approvedOn: '2026-01-10',
      details: { licence: { tradingLicenceNo: 'NEW/TL', issuingAuthority: 'APERC' } },
    }),
    registration(unapprovedTraderId, { status: 'Submitted', registrationNo: null }),
    // The drawee applicant's own approved registration, shown to its traders.
    registration(await userIdOf('oa.drawee'), {
      entityType: 'DraweeEntity',
      registrationNo: 'STOA/DRW/2026/0003',
      expiredOn: '2027-03-31',
      details: {},
    }),
    registration(await userIdOf('oa.both'), {
      entityType: 'BothEntity',
      registrationNo: 'STOA/BTH/2026/0001',
      details: {},
    }),
  ]);
});
afterAll(() => t.close());

const ownTraders = async (user: SignedInUser) => (await call(t, 'GET', OWN_LIST, undefined, user)).body.data;
const add = (user: SignedInUser, id: number, entityName = 'Northeast Power Traders Pvt Ltd') =>
  call(t, 'POST', ADD, { traderId: id, entityName }, user);

describe('Approved traders (Add Traders dialog)', () => {
  it('lists traders with an approved registration by name, with the licence of the current one', async () => {
    const res = await call(t, 'GET', APPROVED_LIST, undefined, drawee);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: renewedTraderId,
        traderId: renewedTraderId,
        entityName: 'Brahmaputra Energy Traders',
        registrationNo: 'STOA/TRD/2025/0007',
        issuingAuthority: 'APERC',
        tradingLicenceNo: 'NEW/TL',
        registrationEntityType: 'Trader',
      },
      {
        id: traderId,
        traderId,
        entityName: 'Northeast Power Traders Pvt Ltd',
        registrationNo: 'STOA/TRD/2026/0001',
        issuingAuthority: 'CERC',
        tradingLicenceNo: 'CERC/TL/01',
        registrationEntityType: 'Trader',
      },
    ]);
  });
});

describe("An OA applicant's traders", () => {
  let linkId: number;

  it("adds an approved trader once ('Trader is already added!' the second time) and tells the trader", async () => {
    expect(await ownTraders(drawee)).toEqual([]);
    const first = await add(drawee, traderId);
    expect(first.status).toBe(200);
    expect(first.body.data).toBe(true);
    const again = await add(drawee, traderId);
    expect(again.status).toBe(200);
    expect(again.body.data).toBe(false);

    const list = await ownTraders(drawee);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      traderId,
      entityName: 'Northeast Power Traders Pvt Ltd',
      registrationNo: 'STOA/TRD/2026/0001',
      issuingAuthority: 'CERC',
      tradingLicenceNo: 'CERC/TL/01',
      registrationEntityType: 'Trader',
    });
    linkId = list[0].id;

    const bell = await call(t, 'GET', '/api/Notification/NotificationResult', undefined, trader);
    expect(bell.body.data.map((n: { message: string }) => n.message)).toContain(
      'Itanagar Cement Works added you as its trader.',
    );
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trader.add'), eq(auditLog.entityId, String(linkId))));
    expect(audit).toHaveLength(1);
  });

  it('refuses an unknown trader, a trader without an approved registration, and a missing choice', async () => {
    const unknown = await add(drawee, 99999);
    expect(unknown.status).toBe(404);
    expect(errorsOf(unknown.body)).toEqual({ traderId: TRADER_MESSAGES.notFound });
    const notTrader = await add(drawee, await userIdOf('oa.both'));
    expect(notTrader.status).toBe(404);
    const unapproved = await add(drawee, unapprovedTraderId, 'Awaiting Approval Traders');
    expect(unapproved.status).toBe(422);
    expect(errorsOf(unapproved.body)).toEqual({ traderId: TRADER_MESSAGES.notApproved });
    const missing = await call(t, 'POST', ADD, {}, drawee);
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.body)).toMatchObject({
      traderId: TRADER_MESSAGES.nameRequired,
      entityName: TRADER_MESSAGES.nameRequired,
    });
  });

  it("keeps each applicant's traders to itself: another applicant cannot remove them", async () => {
    expect(await ownTraders(both)).toEqual([]);
    const res = await call(t, 'PATCH', remove(linkId), {}, both);
    expect(res.status).toBe(404);
    expect(errorsOf(res.body)).toEqual({ null: TRADER_MESSAGES.notFound });
    expect(await ownTraders(drawee)).toHaveLength(1);
  });

  it('shows the trader the applicants it acts for, filtered and paged', async () => {
    expect((await add(both, traderId, 'x')).body.data).toBe(true);
    const all = await call(t, 'GET', `${ENTITIES}?pageNumber=1&pageSize=10`, undefined, trader);
    expect(all.status).toBe(200);
    expect(all.body.data.dataCount).toBe(2);
    expect(all.body.data.entityList).toEqual([
      expect.objectContaining({
        entityName: 'Dirang Captive Power & Steel',
        entityType: 'BothEntity',
        registrationNo: 'STOA/BTH/2026/0001',
        expiredOn: null,
      }),
      {
        id: linkId,
        userId: await userIdOf('oa.drawee'),
        entityName: 'Itanagar Cement Works',
        entityType: 'DraweeEntity',
        registrationNo: 'STOA/DRW/2026/0003',
        expiredOn: '2027-03-31',
        contactNumber: '9436000008',
        email: expect.any(String),
        addedOn: '2026-11-21T06:00:00.000Z',
      },
    ]);
    const byName = await call(t, 'GET', `${ENTITIES}?entityName=cement`, undefined, trader);
    expect(byName.body.data.entityList.map((e: { entityName: string }) => e.entityName)).toEqual([
      'Itanagar Cement Works',
    ]);
    const byType = await call(t, 'GET', `${ENTITIES}?entityType=BothEntity`, undefined, trader);
    expect(byType.body.data.dataCount).toBe(1);
    const secondPage = await call(t, 'GET', `${ENTITIES}?pageNumber=2&pageSize=10`, undefined, trader);
    expect(secondPage.body.data).toEqual({ entityList: [], dataCount: 2 });
  });

  it('removes its own trader: gone from its list and from the trader’s applicants; can add it again', async () => {
    const res = await call(t, 'PATCH', remove(linkId), {}, drawee);
    expect(res.status).toBe(200);
    expect(res.body.data).toBe(true);
    expect(await ownTraders(drawee)).toEqual([]);
    expect((await call(t, 'PATCH', remove(linkId), {}, drawee)).status).toBe(404);
    const entities = (await call(t, 'GET', ENTITIES, undefined, trader)).body.data;
    expect(entities.entityList.map((e: { entityName: string }) => e.entityName)).toEqual([
      'Dirang Captive Power & Steel',
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'trader.remove'), eq(auditLog.entityId, String(linkId))));
    expect(audit).toHaveLength(1);
    expect((await add(drawee, traderId)).body.data).toBe(true);
  });
});

describe('Access', () => {
  it('lets only OA applicants manage traders and only traders see their applicants', async () => {
    const forbidden = async (method: 'GET' | 'POST' | 'PATCH', url: string, user: SignedInUser, payload?: unknown) => {
      const res = await call(t, method, url, payload, user);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(errorsOf(res.body)).toEqual({ null: MESSAGES.forbidden });
    };
    await forbidden('POST', ADD, trader, { traderId, entityName: 'x' });
    await forbidden('GET', APPROVED_LIST, trader);
    await forbidden('GET', OWN_LIST, trader);
    await forbidden('PATCH', remove(1), trader, {});
    await forbidden('GET', ENTITIES, drawee);
    const admin = await t.signIn('admin');
    await forbidden('GET', APPROVED_LIST, admin);
    await forbidden('GET', ENTITIES, admin);
    expect((await call(t, 'GET', APPROVED_LIST)).status).toBe(401);
  });
});

describe('An applicant without an approved registration', () => {
  it('cannot add traders yet', async () => {
    const injecting = await t.signIn('oa.injecting');
    const res = await add(injecting, traderId);
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)['null']).toBe(TRADER_MESSAGES.needsRegistration);
  });
});
