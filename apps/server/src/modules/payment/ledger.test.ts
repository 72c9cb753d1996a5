import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ChargeTarget } from '@stoa/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { syncCharges } from './ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = new Date('2026-12-01T06:00:00Z');

async function partyId() {
  const result = await t.database.db.execute(sql`select id from users where user_name = 'oa.drawee'`);
  return (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
}

async function sums(recordIds: readonly number[]) {
  const result = await t.database.db.execute(sql`
    select d.record_id as "recordId", d.due_type as "dueType", count(e.id)::int as entries,
           coalesce(sum(e.amount_paise), 0)::bigint::text as charged
      from dues d left join ledger_entries e on e.due_id = d.id
     where d.record_type = 'Application' and d.record_id in ${sql.raw(`(${recordIds.join(',')})`)}
     group by d.id order by d.record_id, d.due_type`);
  return (result as unknown as { rows: { recordId: number; dueType: string; entries: number; charged: string }[] })
    .rows;
}

describe('syncCharges', () => {
  it('writes a batch of thousands of dues in one go (more rows than PostgreSQL takes bind parameters)', async () => {
    const party = await partyId();
    // 8,000 dues × 9 entry columns = 72,000 values: past the 65,535 parameters one statement takes.
    const targets: ChargeTarget[] = Array.from({ length: 8000 }, (_, i) => ({
      partyUserId: party,
      recordType: 'Application',
      recordId: 900_000 + i,
      recordNo: `BULK/${i}`,
      recordKind: 'Advance',
      dueType: 'STUCharges',
      amountPaise: 100 + i,
      dueOn: null,
      rule: `Bulk rule, with a comma and "quotes" ${i}`,
    }));
    expect(await t.database.db.transaction((tx) => syncCharges(tx, targets, at, null))).toBe(8000);
    const written = await sums([900_000, 907_999]);
    expect(written).toEqual([
      { recordId: 900_000, dueType: 'STUCharges', entries: 1, charged: '100' },
      { recordId: 907_999, dueType: 'STUCharges', entries: 1, charged: '8099' },
    ]);
    // The same targets again write nothing; a lower one writes one reversal.
    expect(await t.database.db.transaction((tx) => syncCharges(tx, targets, at, null))).toBe(0);
    const lower = [{ ...targets[0]!, amountPaise: 40 }];
    expect(await t.database.db.transaction((tx) => syncCharges(tx, lower, at, null))).toBe(1);
    expect(await sums([900_000])).toEqual([{ recordId: 900_000, dueType: 'STUCharges', entries: 2, charged: '40' }]);
  });

  it('raises a fixed target once and keeps its amount after (a fee is priced when first raised)', async () => {
    const fee: ChargeTarget = {
      partyUserId: await partyId(),
      recordType: 'Application',
      recordId: 950_000,
      recordNo: 'FEE/1',
      recordKind: 'Advance',
      dueType: 'ApplicationFee',
      amountPaise: 500_000,
      dueOn: '2026-12-08',
      rule: 'Application fee',
      fixed: true,
    };
    expect(await t.database.db.transaction((tx) => syncCharges(tx, [fee], at, null))).toBe(1);
    const repriced = { ...fee, amountPaise: 700_000 };
    expect(await t.database.db.transaction((tx) => syncCharges(tx, [repriced], at, null))).toBe(0);
    expect(await sums([950_000])).toEqual([
      { recordId: 950_000, dueType: 'ApplicationFee', entries: 1, charged: '500000' },
    ]);
    // Not fixed, the same target would be re-priced.
    expect(await t.database.db.transaction((tx) => syncCharges(tx, [{ ...repriced, fixed: false }], at, null))).toBe(1);
  });
});
