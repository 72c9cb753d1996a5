/**
 * due_sums (migration 0025) against the ledger: whatever entries are written — many dues per statement, several
 * statements per due, in any order, some changed or deleted afterwards — each due's kept sums equal the sums of its
 * entries as a payment's check reads them (duesWithSums, which sums the ledger itself).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { LEDGER_KINDS } from '@stoa/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertEntries, type EntryInsert } from './ledger.repository.ts';
import { duesWithSums } from './payment.repository.ts';

let t: TestApp;
let party: number;
beforeAll(async () => {
  t = await createTestApp();
  const result = await t.database.db.execute(sql`select id from users where user_name = 'oa.drawee'`);
  party = (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
});
afterAll(() => t.close());

const DUES = 4;
let run = 0;

async function newDues(): Promise<number[]> {
  run += 1;
  const result = await t.database.db.execute(sql`
    insert into dues (party_user_id, record_type, record_id, record_no, due_type)
    select ${party}, 'Application', ${800_000 + run * 10} + i, 'SUMS/' || ${run} || '/' || i, 'STUCharges'
      from generate_series(1, ${DUES}) as i
    returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
}

const entryArb = fc.record({
  due: fc.nat({ max: DUES - 1 }),
  kind: fc.constantFrom(...LEDGER_KINDS),
  amountPaise: fc.integer({ min: -5_000_000, max: 5_000_000 }),
  dueOn: fc.option(fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })),
  dueAt: fc.option(fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })),
  entryDate: fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
});
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** What due_sums holds, in duesWithSums's terms. */
async function kept(ids: readonly number[]) {
  const result = await t.database.db.execute(sql`
    select due_id as id, charged::text, settled::text, tds::text, refunded::text, balance::text,
      due_on::text, due_at, raised_on::text
    from due_sums where due_id in ${sql.raw(`(${ids.join(',')})`)} order by due_id`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

async function fromLedger(ids: readonly number[]) {
  const rows = await duesWithSums(t.database.db, ids);
  return rows.map((r) => ({
    id: r.id,
    charged: String(r.charged),
    settled: String(r.settled),
    tds: String(r.tds),
    refunded: String(r.refunded),
    balance: String(r.balance),
    due_on: r.due_on,
    due_at: r.due_at,
    raised_on: r.raised_on,
  }));
}

describe('due_sums', () => {
  it('equals the sums of each due’s entries, however they were written, changed or deleted', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(entryArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        fc.option(fc.constantFrom('delete', 'update')),
        async (statements, afterwards) => {
          const ids = await newDues();
          await t.database.db.transaction(async (tx) => {
            for (const statement of statements) {
              const entries: EntryInsert[] = statement.map((e) => ({
                dueId: ids[e.due]!,
                kind: e.kind,
                amountPaise: e.amountPaise,
                dueOn: e.dueOn ? isoDate(e.dueOn) : null,
                dueAt: e.dueAt?.toISOString() ?? null,
                entryDate: isoDate(e.entryDate),
                rule: 'due_sums property',
                createdBy: null,
                createdAt: new Date('2026-12-01T06:00:00Z'),
              }));
              await insertEntries(tx, entries);
            }
          });
          const touched = sql.raw(`(${ids.join(',')})`);
          if (afterwards === 'delete')
            await t.database.db.execute(sql`delete from ledger_entries where id in
              (select min(id) from ledger_entries where due_id in ${touched} group by due_id)`);
          if (afterwards === 'update')
            await t.database.db.execute(sql`update ledger_entries set amount_paise = amount_paise + 7,
              entry_date = entry_date - 3 where due_id in ${touched}`);
          expect(await kept(ids)).toEqual(await fromLedger(ids));
        },
      ),
      { numRuns: 30 },
    );
  });
});
