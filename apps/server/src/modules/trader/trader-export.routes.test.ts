/**
 * A trader's associated applicants as a file (issue 15 Excel out): every applicant the calling trader acts for — all
 * pages of the list's filters, never another trader's — with the grid's columns and formats, as xlsx or csv.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ASSOCIATED_ENTITY_EXPORT_COLUMNS,
  OA_ENTITY_TYPES,
  type AssociatedEntity,
  type SignedInUser,
} from '@stoa/shared';
import { registrations, traderLinks, users } from '../../db/schema/index.ts';
import { cellsOf, csvRows, getFile, xlsxBody } from '../../test/export-file.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

const LIST = '/api/TraderManagement/EntityBasedOnTrader/GetAll';
const EXPORT = `${LIST}/Export`;
const HEADER = ['Entity Name', 'Entity Type', 'Registration No.', 'Valid To', 'Contact', 'Email', 'Added On'];

let t: TestApp;
let trader: SignedInUser;

async function insertUser(userName: string, entityName: string, entityType: string, role = 'OABusinessUser') {
  const [row] = await t.database.db
    .insert(users)
    .values({ userName, email: `${userName}@example.com`, role, firstName: 'T', lastName: 'U', entityName, entityType })
    .returning({ id: users.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  trader = await t.signIn('trader');
  const db = t.database.db;
  const [own] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'trader'));
  const other = await insertUser('trader.other', 'Other Traders', 'Trader', 'Trader');
  for (let i = 0; i < 12; i++) {
    const type = OA_ENTITY_TYPES[i % 3]!;
    const id = await insertUser(`oa.export.${i}`, `Export Works ${String(i).padStart(2, '0')}`, type);
    await db.insert(traderLinks).values({ applicantUserId: id, traderUserId: own!.id, createdAt: t.clock.now });
    if (i % 4 === 0) {
      const registrationNo = `STOA/EXP/${i}`;
      const approved = { kind: 'Registration', status: 'Approved', registrationNo, expiredOn: '2027-03-31' };
      await db.insert(registrations).values({ ...approved, entityType: type, applicantUserId: id, details: {} });
    }
  }
  const theirs = await insertUser('oa.theirs', 'Not Our Applicant', 'DraweeEntity');
  await db.insert(traderLinks).values({ applicantUserId: theirs, traderUserId: other });
});
afterAll(() => t.close());

async function listed(filters = ''): Promise<AssociatedEntity[]> {
  return (await call(t, 'GET', `${LIST}?pageNumber=1&pageSize=100${filters}`, undefined, trader)).body.data.entityList;
}

describe("a trader's associated applicants as a file (issue 15 Excel out)", () => {
  it("gives every one as xlsx, a row each as the list gives them, in the grid's words; never another's", async () => {
    const res = await getFile(t, EXPORT, trader);
    const rows = await xlsxBody(res, {
      fileName: 'Associated-Applicants.xlsx',
      sheetName: 'Associated applicants',
      header: HEADER,
    });
    const list = await listed();
    expect(list).toHaveLength(12);
    expect(rows).toEqual(cellsOf(ASSOCIATED_ENTITY_EXPORT_COLUMNS, list));
    expect(rows[0]).toEqual([
      'Export Works 00',
      'Injecting Entity',
      'STOA/EXP/0',
      '2027-03-31',
      '',
      'oa.export.0@example.com',
      '2026-11-21',
    ]);
    expect(rows.map((r) => r[0])).not.toContain('Not Our Applicant');
  });

  it("narrows to the list's filters, as a csv with its BOM and header", async () => {
    const res = await getFile(t, `${EXPORT}?format=csv&entityType=DraweeEntity&entityName=works 0`, trader);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = csvRows(res)!;
    expect(header).toEqual(HEADER);
    const want = await listed('&entityType=DraweeEntity&entityName=works%200');
    expect(rows.map((r) => r[0])).toEqual(want.map((e) => e.entityName));
    expect(rows.map((r) => r[0])).toEqual(['Export Works 01', 'Export Works 04', 'Export Works 07']);
  });

  it('refuses roles other than the trader (403) and a bad filter or format (400)', async () => {
    for (const userName of ['oa.drawee', 'admin']) {
      expect((await getFile(t, EXPORT, await t.signIn(userName))).statusCode, userName).toBe(403);
    }
    for (const query of ['entityType=Nobody', 'format=pdf']) {
      const res = await getFile(t, `${EXPORT}?${query}`, trader);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().isSuccessful).toBe(false);
    }
  });
});
