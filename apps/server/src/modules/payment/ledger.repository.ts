/**
 * SQL of the ledger: dues (identity only) and their entries (immutable, signed paise). Set-based: every call
 * handles many dues in one statement.
 */
import { and, inArray, sql } from 'drizzle-orm';
import type { DueKey, DueType, LedgerEntryDraft, LedgerKind, LedgerRecordType } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { dues, ledgerEntries } from '../../db/schema/index.ts';

export type DueRecord = typeof dues.$inferSelect;
type Rows<T> = { rows: T[] };

/** The dues of these keys, created when missing (one statement each way); keyed by dueKeyOf. */
export async function ensureDues(
  tx: DbOrTx,
  wanted: readonly (DueKey & {
    partyUserId: number;
    recordNo: string;
    recordKind: string | null;
    reference?: string | null;
  })[],
  at: Date,
): Promise<DueRecord[]> {
  if (wanted.length === 0) return [];
  await tx
    .insert(dues)
    .values(
      wanted.map((w) => ({
        partyUserId: w.partyUserId,
        recordType: w.recordType,
        recordId: w.recordId,
        recordNo: w.recordNo,
        recordKind: w.recordKind,
        reference: w.reference ?? null,
        dueType: w.dueType,
        createdAt: at,
      })),
    )
    .onConflictDoNothing();
  return duesOf(tx, wanted);
}

/** Existing dues of these keys. */
export async function duesOf(tx: DbOrTx, keys: readonly DueKey[]): Promise<DueRecord[]> {
  if (keys.length === 0) return [];
  const types = [...new Set(keys.map((k) => k.recordType))];
  const ids = [...new Set(keys.map((k) => k.recordId))];
  const rows = await tx
    .select()
    .from(dues)
    .where(and(inArray(dues.recordType, types), inArray(dues.recordId, ids)));
  const wanted = new Set(keys.map((k) => `${k.recordType}:${k.recordId}:${k.dueType}`));
  return rows.filter((r) => wanted.has(`${r.recordType}:${r.recordId}:${r.dueType}`));
}

/** The dues of some records (every due type). */
export function duesOfRecords(tx: DbOrTx, recordType: LedgerRecordType, recordIds: readonly number[]) {
  if (recordIds.length === 0) return Promise.resolve([] as DueRecord[]);
  return tx
    .select()
    .from(dues)
    .where(and(sql`${dues.recordType} = ${recordType}`, inArray(dues.recordId, [...recordIds])));
}

export interface EntrySums {
  dueId: number;
  charged: number;
  balance: number;
}

/** Per due: the charges less reversals, and the balance (every entry). */
export async function sumsOfDues(tx: DbOrTx, dueIds: readonly number[]): Promise<Map<number, EntrySums>> {
  if (dueIds.length === 0) return new Map();
  const result = await tx.execute(sql`
    select due_id as "dueId",
      coalesce(sum(amount_paise) filter (where kind in ('Charge', 'Reversal')), 0)::bigint::text as charged,
      coalesce(sum(amount_paise), 0)::bigint::text as balance
    from ledger_entries where due_id in ${sql.raw(`(${dueIds.map(Number).join(',')})`)}
    group by due_id`);
  const rows = (result as unknown as Rows<{ dueId: number; charged: string; balance: string }>).rows;
  return new Map(
    rows.map((r) => [r.dueId, { dueId: r.dueId, charged: Number(r.charged), balance: Number(r.balance) }]),
  );
}

export interface EntryInsert {
  dueId: number;
  kind: LedgerKind;
  amountPaise: number;
  dueOn: string | null;
  entryDate: string;
  rule: string;
  paymentId?: number | null;
  refundId?: number | null;
  createdBy: number | null;
  createdAt: Date;
}

export async function insertEntries(tx: DbOrTx, entries: readonly EntryInsert[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(ledgerEntries).values([...entries]);
}

/** The entries of some dues as the shared sums read them. */
export async function entriesOfDues(tx: DbOrTx, dueIds: readonly number[]) {
  if (dueIds.length === 0) return [];
  const rows = await tx
    .select({ dueId: ledgerEntries.dueId, kind: ledgerEntries.kind, amountPaise: ledgerEntries.amountPaise })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.dueId, [...dueIds]));
  return rows as { dueId: number; kind: LedgerKind; amountPaise: number }[];
}

/** A draft as a row (its due resolved). */
export function entryOf(
  draft: LedgerEntryDraft,
  dueId: number,
  at: { date: string; instant: Date; actorId: number | null },
): EntryInsert {
  return {
    dueId,
    kind: draft.kind,
    amountPaise: draft.amountPaise,
    dueOn: draft.dueOn,
    entryDate: at.date,
    rule: draft.rule,
    paymentId: draft.paymentId ?? null,
    createdBy: at.actorId,
    createdAt: at.instant,
  };
}

export type { DueType };
