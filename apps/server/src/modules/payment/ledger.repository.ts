/**
 * SQL of the ledger: dues (identity only) and their entries (immutable, signed paise). Set-based: every call
 * handles many dues in one statement.
 */
import { and, inArray, sql } from 'drizzle-orm';
import {
  dueKeyOf,
  type DueKey,
  type DueType,
  type LedgerEntryDraft,
  type LedgerKind,
  type LedgerRecordType,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { dues, ledgerEntries } from '../../db/schema/index.ts';

export type DueRecord = typeof dues.$inferSelect;
type Rows<T> = { rows: T[] };

type DueDraft = DueKey & {
  partyUserId: number;
  recordNo: string;
  recordKind: string | null;
  reference?: string | null;
};

/**
 * Creates the dues of these keys (none of them known yet) in one statement, the rows as one JSON parameter (a batch
 * of thousands stays far from PostgreSQL's bind-parameter ceiling); keyed ids of all of them. A due a concurrent step
 * created meanwhile is read back.
 */
export async function ensureDues(tx: DbOrTx, wanted: readonly DueDraft[], at: Date): Promise<DueIdentity[]> {
  if (wanted.length === 0) return [];
  const rows = wanted.map((w) => ({
    p: w.partyUserId,
    t: w.recordType,
    i: w.recordId,
    n: w.recordNo,
    k: w.recordKind,
    r: w.reference ?? null,
    d: w.dueType,
  }));
  const result = await tx.execute(sql`
    insert into dues (party_user_id, record_type, record_id, record_no, record_kind, reference, due_type, created_at)
    select v.p, v.t, v.i, v.n, v.k, v.r, v.d, ${at.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as v(p integer, t text, i integer, n text, k text, r text, d text)
    on conflict do nothing
    returning id, record_type as "recordType", record_id as "recordId", due_type as "dueType"`);
  const inserted = (result as unknown as Rows<DueIdentity>).rows;
  if (inserted.length === wanted.length) return inserted;
  const got = new Set(inserted.map(dueKeyOf));
  return [
    ...inserted,
    ...(await dueSumsOf(
      tx,
      wanted.filter((w) => !got.has(dueKeyOf(w))),
    )),
  ];
}

export interface DueIdentity extends DueKey {
  id: number;
}

export interface DueSums extends DueIdentity {
  /** Charges less reversals. */
  charged: number;
  /** Every entry. */
  balance: number;
}

/** The existing dues of these keys with their sums, in one statement. */
export async function dueSumsOf(tx: DbOrTx, keys: readonly DueKey[]): Promise<DueSums[]> {
  if (keys.length === 0) return [];
  const types = [...new Set(keys.map((k) => k.recordType))];
  const ids = [...new Set(keys.map((k) => k.recordId))];
  const result = await tx.execute(sql`
    select dues.id, dues.record_type as "recordType", dues.record_id as "recordId", dues.due_type as "dueType",
      coalesce(sum(e.amount_paise) filter (where e.kind in ('Charge', 'Reversal')), 0)::bigint::text as charged,
      coalesce(sum(e.amount_paise), 0)::bigint::text as balance
    from dues left join ledger_entries e on e.due_id = dues.id
    where ${inArray(dues.recordType, types)} and ${inArray(dues.recordId, ids)}
    group by dues.id`);
  type Row = DueIdentity & { charged: string; balance: string };
  const wanted = new Set(keys.map(dueKeyOf));
  return (result as unknown as Rows<Row>).rows
    .filter((r) => wanted.has(dueKeyOf(r)))
    .map((r) => ({ ...r, charged: Number(r.charged), balance: Number(r.balance) }));
}

/** The dues of some records (every due type). */
export function duesOfRecords(tx: DbOrTx, recordType: LedgerRecordType, recordIds: readonly number[]) {
  if (recordIds.length === 0) return Promise.resolve([] as DueRecord[]);
  return tx
    .select()
    .from(dues)
    .where(and(sql`${dues.recordType} = ${recordType}`, inArray(dues.recordId, [...recordIds])));
}

export interface EntryInsert {
  dueId: number;
  kind: LedgerKind;
  amountPaise: number;
  dueOn: string | null;
  /** The instant of a cut-off pay-by (ISO), else null. */
  dueAt?: string | null;
  entryDate: string;
  rule: string;
  paymentId?: number | null;
  refundId?: number | null;
  createdBy: number | null;
  createdAt: Date;
}

/** Many entries in one statement (one JSON parameter, whatever their number). */
export async function insertEntries(tx: DbOrTx, entries: readonly EntryInsert[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((e) => ({
    u: e.dueId,
    k: e.kind,
    a: e.amountPaise,
    o: e.dueOn,
    t: e.dueAt ?? null,
    d: e.entryDate,
    r: e.rule,
    p: e.paymentId ?? null,
    f: e.refundId ?? null,
    b: e.createdBy,
    c: e.createdAt.toISOString(),
  }));
  await tx.execute(sql`
    insert into ledger_entries
      (due_id, kind, amount_paise, due_on, due_at, entry_date, rule, payment_id, refund_id, created_by, created_at)
    select v.u, v.k, v.a, v.o, v.t, v.d, v.r, v.p, v.f, v.b, v.c
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as v(u integer, k text, a bigint, o date, t timestamptz, d date, r text, p integer, f integer, b integer,
          c timestamptz)`);
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
    dueAt: draft.dueAt ?? null,
    entryDate: at.date,
    rule: draft.rule,
    paymentId: draft.paymentId ?? null,
    createdBy: at.actorId,
    createdAt: at.instant,
  };
}

export type { DueType };

/** A fee's due as a record's page, its check and its clock read it (feeDuesOf). */
export interface FeeDueRow {
  recordId: number;
  /** The record's number on the due (what the dues list's search finds). */
  recordNo: string;
  dueType: string;
  charged: number;
  balance: number;
  dueOn: string | null;
  /** A cut-off's instant (ISO), else null. */
  dueAt: string | null;
  /** A payment of it awaits reconciliation. */
  hasPendingPayment: boolean;
  /** When its payer last recorded a payment of it that stands (awaiting reconciliation or approved), ISO. */
  paidAt: string | null;
}

const ISO = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The dues of some records' fees (one of `dueTypes` per record) with their sums and payments, in one statement. */
export async function feeDuesOf(
  tx: DbOrTx,
  recordType: LedgerRecordType,
  recordIds: readonly number[],
  dueTypes: readonly DueType[],
): Promise<FeeDueRow[]> {
  if (recordIds.length === 0) return [];
  const result = await tx.execute(sql`
    select dues.record_id as "recordId", dues.record_no as "recordNo", dues.due_type as "dueType",
      coalesce(sum(e.amount_paise) filter (where e.kind in ('Charge', 'Reversal')), 0)::bigint::text as charged,
      coalesce(sum(e.amount_paise), 0)::bigint::text as balance,
      (max(e.due_on) filter (where e.kind = 'Charge'))::text as "dueOn",
      ${ISO("max(e.due_at) filter (where e.kind = 'Charge')")} as "dueAt",
      exists (select 1 from payment_items pi join payments p on p.id = pi.payment_id
               where pi.due_id = dues.id and p.status = 'Submitted') as "hasPendingPayment",
      (select ${ISO('max(p.submitted_at)')} from payment_items pi join payments p on p.id = pi.payment_id
        where pi.due_id = dues.id and p.status in ('Submitted', 'Approved')) as "paidAt"
    from dues left join ledger_entries e on e.due_id = dues.id
    where dues.record_type = ${recordType} and ${inArray(dues.recordId, [...recordIds])}
      and ${inArray(dues.dueType, [...dueTypes])}
    group by dues.id`);
  type Row = Omit<FeeDueRow, 'charged' | 'balance'> & { charged: string; balance: string };
  return (result as unknown as Rows<Row>).rows.map((r) => ({
    ...r,
    charged: Number(r.charged),
    balance: Number(r.balance),
  }));
}
