/**
 * The backfill of tds_challan_deductions on a copy with data: a database migrated up to just before it holds a
 * payer's March deductions (₹200.00 on 10 March and ₹50.00 on 20 March, recorded then; ₹30.00 back-dated to 25 March
 * but recorded on 10 May), an April one, a reverted March challan and the approved one that replaced it (₹250.00,
 * uploaded 7 April). After it, each challan names the March deductions recorded by its upload — the reverted one's
 * released —, and the back-dated ₹30.00 is on no challan: what a supplementary challan deposits.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { applyMigrations, migrationsFolder } from './migrate.ts';

const BACKFILL = '_tds_challan_deductions_backfill';

/** A copy of the migrations folder whose journal stops before the backfill (its number may change at merge). */
function migrationsBeforeBackfill(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stoa-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(BACKFILL));
  expect(at, 'the backfill in the journal').toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

type Rows<T> = { rows: T[] };

describe('migration: TDS challans name the deductions they deposited', () => {
  let handle: DatabaseHandle;
  let partial: string;
  const ids = { reverted: 0, approved: 0, e: [] as number[] };

  beforeAll(async () => {
    // PGlite in memory either way: the backfill is plain SQL, and this keeps the PostgreSQL run free of databases.
    handle = await openDatabase({});
    partial = migrationsBeforeBackfill();
    await applyMigrations(handle, partial);
    const { db } = handle;
    const one = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as Rows<{ id: number }>).rows[0]!.id;
    const payer = await one(sql`insert into users (user_name, email, role, first_name, last_name)
      values ('oa.copy', 'oa.copy@example.test', 'OABusinessUser', 'A', 'B') returning id`);
    const due = await one(sql`insert into dues (party_user_id, record_type, record_id, record_no, due_type)
      values (${payer}, 'Application', 1, 'STOA/DA/2026/00001', 'STUCharges') returning id`);
    const deduction = (on: string, paise: number, recordedAt: string) =>
      one(sql`insert into ledger_entries (due_id, kind, amount_paise, entry_date, rule, created_at)
              values (${due}, 'TdsDeduction', ${-paise}, ${on}, 'TDS', ${recordedAt}) returning id`);
    ids.e = [
      await deduction('2026-03-10', 20_000, '2026-03-10T06:00:00Z'),
      await deduction('2026-03-20', 5_000, '2026-03-21T06:00:00Z'),
      await deduction('2026-03-25', 3_000, '2026-05-10T06:00:00Z'),
      await deduction('2026-04-02', 1_000, '2026-04-02T06:00:00Z'),
    ];
    const challan = (no: string, status: string, submittedAt: string) =>
      one(sql`insert into tds_challans (party_user_id, month, challan_no, deposit_date, amount_paise, status,
                submitted_at, decided_at)
              values (${payer}, '2026-03', ${no}, '2026-04-05', 25000, ${status}, ${submittedAt}, ${submittedAt})
              returning id`);
    ids.reverted = await challan('C-1', 'Reverted', '2026-04-05T06:00:00Z');
    ids.approved = await challan('C-2', 'Approved', '2026-04-07T06:00:00Z');
    await applyMigrations(handle, migrationsFolder());
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    if (partial) rmSync(partial, { recursive: true, force: true });
  });

  it('links each challan to its month’s deductions recorded by its upload; the reverted one’s released', async () => {
    const result = await handle.db.execute(sql`
      select challan_id, entry_id, released_at is not null as released from tds_challan_deductions
      order by challan_id, entry_id`);
    const rows = (result as unknown as Rows<{ challan_id: number; entry_id: number; released: boolean }>).rows;
    expect(rows.map((r) => [r.challan_id, r.entry_id, r.released])).toEqual([
      [ids.reverted, ids.e[0], true],
      [ids.reverted, ids.e[1], true],
      [ids.approved, ids.e[0], false],
      [ids.approved, ids.e[1], false],
    ]);
  });

  it('leaves the back-dated ₹30.00 on no live challan: the supplementary challan’s amount', async () => {
    const result = await handle.db.execute(sql`
      select coalesce(-sum(e.amount_paise), 0)::int as paise from ledger_entries e
      where e.kind = 'TdsDeduction' and to_char(e.entry_date, 'YYYY-MM') = '2026-03'
        and not exists (select 1 from tds_challan_deductions l where l.entry_id = e.id and l.released_at is null)`);
    expect((result as unknown as Rows<{ paise: number }>).rows[0]!.paise).toBe(3_000);
  });
});
