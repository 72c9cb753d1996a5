/**
 * ATC safety (issue 15): the template is prefilled with the declared ATC, an unchanged upload changes nothing, and
 * an import that lowers declared ATC needs an explicit confirmation (and still never goes below the allocation).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { parseCsv, type SignedInUser } from '@stoa/shared';
import { atcDays, atcUploads, corridors } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf, uploadId } from '../../test/upload.ts';

let t: TestApp;
let sldc: SignedInUser;
let itanagar: number;
const D1 = '2027-03-01';
const D2 = '2027-03-02';

beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  sldc = await t.signIn('sldc');
  const [row] = await t.database.db.select().from(corridors).where(eq(corridors.name, 'Itanagar Zone'));
  itanagar = row!.id;
  const values = new Array<number>(96).fill(50);
  values[11] = 40.5;
  for (const date of [D1, D2]) {
    const res = await call(t, 'PUT', `/api/Atc/Day/${itanagar}/${date}`, { values, version: 0 }, sldc);
    expect(res.status).toBe(200);
  }
});
afterAll(() => t.close());

const template = async (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/Atc/Template/IntraState?${query}`, headers: bearer(sldc) });
const csvText = (table: string[][]) => `${table.map((r) => r.join(',')).join('\r\n')}\r\n`;
const uploadCsv = (name: string, table: string[][]) =>
  uploadId(t, sldc, 'AtcUpload', name, Buffer.from(csvText(table)));
const importFile = (body: object) => call(t, 'POST', '/api/Atc/Import/IntraState', body, sldc);
const storedDays = () => t.database.db.select().from(atcDays).orderBy(atcDays.corridorId, atcDays.date);
const dayRow = async (date: string) =>
  (
    await t.database.db
      .select()
      .from(atcDays)
      .where(and(eq(atcDays.corridorId, itanagar), eq(atcDays.date, date)))
  )[0]!;

describe('ATC template prefilled', () => {
  it('carries the declared ATC of each chosen date, 0 where none is declared', async () => {
    const res = await template(`from=${D1}&to=${D2}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="atc-IntraState-${D1}-to-${D2}.csv"`);
    const rows = parseCsv(res.body).slice(1);
    expect(rows.map((r) => r.slice(0, 3))).toEqual([
      ['Dirang Zone', D1, '0.00'],
      ['Itanagar Zone', D1, '50.00'],
      ['Pasighat Zone', D1, '0.00'],
      ['Dirang Zone', D2, '0.00'],
      ['Itanagar Zone', D2, '50.00'],
      ['Pasighat Zone', D2, '0.00'],
    ]);
    expect(rows[1]![13]).toBe('40.50');
    expect(rows[1]).toHaveLength(98);
  });

  it('refuses more than a month, or To Date before From Date', async () => {
    const long = await template(`from=${D1}&to=2027-04-01`);
    expect(long.statusCode).toBe(400);
    expect(errorsOf(long.json())).toEqual({ to: 'At most 31 days at a time' });
    expect(errorsOf((await template(`from=${D2}&to=${D1}`)).json())).toEqual({
      to: 'To Date must not be before From Date',
    });
    // A lone To Date counts from tomorrow (2026-11-22).
    const far = await template('to=9999-12-31');
    expect(far.statusCode).toBe(400);
    expect(errorsOf(far.json())).toEqual({ to: 'At most 31 days at a time' });
    expect(errorsOf((await template('to=2026-11-21')).json())).toEqual({
      to: 'To Date must not be before From Date',
    });
    expect((await template('to=2026-11-23')).body.trim().split('\r\n')).toHaveLength(7);
  });
});

describe('ATC import of falls', () => {
  let table: string[][];

  it('imports the prefilled template unchanged without a confirmation, and writes nothing', async () => {
    table = parseCsv((await template(`from=${D1}&to=${D2}`)).body).filter((r) => r.length > 1);
    const before = await storedDays();
    const fileId = await uploadCsv('unchanged.csv', table);
    const preview = (await call(t, 'POST', '/api/Atc/Preview/IntraState', { fileId }, sldc)).body.data;
    expect(preview).toMatchObject({ validCount: 6, errorCount: 0, fallCount: 0 });
    const res = await importFile({ fileId });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ imported: 0, unchanged: 6, skipped: 0 });
    expect(await storedDays()).toEqual(before);
    expect(await t.database.db.select().from(atcUploads)).toEqual([]);
  });

  it('lists every fall in the preview and refuses the import without confirmFalls, writing nothing', async () => {
    const lowered = table.map((r) =>
      r[0] === 'Itanagar Zone' && r[1] === D1 ? [r[0], D1, ...r.slice(2).fill('0')] : r,
    );
    lowered[1]![2 + 40] = '60'; // Dirang, never declared: a rise, not a fall
    const fileId = await uploadCsv('lowered.csv', lowered);
    const preview = (await call(t, 'POST', '/api/Atc/Preview/IntraState', { fileId }, sldc)).body.data;
    expect(preview.fallCount).toBe(96);
    const row = preview.rows.find(
      (r: { corridorName: string; date: string }) => r.date === D1 && r.corridorName === 'Itanagar Zone',
    );
    expect(row.falls).toHaveLength(96);
    expect(row.falls[0]).toEqual({ block: 1, label: '00:00-00:15', oldAtc: 50, newAtc: 0, fall: 50 });
    expect(row.falls[11]).toEqual({ block: 12, label: '02:45-03:00', oldAtc: 40.5, newAtc: 0, fall: 40.5 });
    expect(preview.rows.filter((r: { falls: unknown[] }) => r.falls.length > 0)).toHaveLength(1);

    const before = await storedDays();
    for (const body of [{ fileId }, { fileId, confirmFalls: false }]) {
      const refused = await importFile(body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        {
          fieldName: 'confirmFalls',
          errorMessages: ['This file lowers the ATC of 96 corridor-blocks: confirm the falls to import it.'],
          code: 'ATC_FALL_UNCONFIRMED',
        },
      ]);
    }
    expect(await storedDays()).toEqual(before);
    expect(await t.database.db.select().from(atcUploads)).toEqual([]);

    const confirmed = await importFile({ fileId, confirmFalls: true });
    expect(confirmed.body.data).toEqual({ imported: 2, unchanged: 4, skipped: 0 });
    expect((await dayRow(D1)).atc).toEqual(new Array<number>(96).fill(0));
    expect((await dayRow(D2)).version).toBe(1);
  });

  it('still refuses a confirmed fall below what is allocated, and writes the other rows', async () => {
    const allocated = new Array<number>(96).fill(0);
    allocated[20] = 3000;
    await t.database.db
      .update(atcDays)
      .set({ allocated })
      .where(and(eq(atcDays.corridorId, itanagar), eq(atcDays.date, D2)));
    const below = new Array<string>(96).fill('50');
    below[20] = '20';
    const file = [table[0]!, ['Itanagar Zone', D2, ...below], ['Pasighat Zone', D2, ...below.map(() => '5')]];
    const fileId = await uploadCsv('below.csv', file);
    const res = await importFile({ fileId, confirmFalls: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ imported: 1, unchanged: 0, skipped: 1 });
    const kept = await dayRow(D2);
    expect(kept.atc[20]).toBe(5000);
    expect(kept.version).toBe(1);
  });
});
