/**
 * The ledger's writes from events (DOMAIN §5): an event states what each record should be charged now; the
 * difference is written as Charge / Reversal entries in one statement. Entries are never edited: a correction is a
 * new entry. The fee checks of the workflows read the same sums.
 */
import {
  DUE_TYPE_LABELS,
  LIST_LINKS,
  adjustmentsFor,
  businessDate,
  dueKeyOf,
  feeCheckDetail,
  feeStateOf as feeStateOfFacts,
  fromHundredths,
  type ChargeTarget,
  type DueKey,
  type DueType,
  type FeeGate,
  type FeeStateName,
  type LedgerRecordType,
  type RecordFee,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './ledger.repository.ts';

/**
 * Brings each due's charged amount to its target (nothing written when it matches already); a `fixed` target only
 * raises a due that does not exist yet. Three statements at most: the dues with their sums, the new dues, the entries.
 */
export async function syncCharges(
  tx: DbOrTx,
  all: readonly ChargeTarget[],
  at: Date,
  actorId: number | null,
): Promise<number> {
  if (all.length === 0) return 0;
  const existing = await repo.dueSumsOf(tx, all);
  const idOf = new Map(existing.map((d) => [dueKeyOf(d), d.id]));
  const targets = all.filter((t) => !t.fixed || !idOf.has(dueKeyOf(t)));
  const drafts = adjustmentsFor(targets, new Map(existing.map((d) => [dueKeyOf(d), d.charged])));
  if (drafts.length === 0) return 0;
  const created = await repo.ensureDues(
    tx,
    drafts.filter((d) => !idOf.has(dueKeyOf(d))),
    at,
  );
  for (const d of created) idOf.set(dueKeyOf(d), d.id);
  const stamp = { date: businessDate(at), instant: at, actorId };
  await repo.insertEntries(
    tx,
    drafts.map((d) => repo.entryOf(d, idOf.get(dueKeyOf(d))!, stamp)),
  );
  return drafts.length;
}

export interface FeeState {
  /** Charged and nothing left to pay (or nothing charged at all). */
  paid: boolean;
  /** The SLDC's check line (shared feeCheckDetail). */
  detail: string;
  state: FeeStateName;
  /** What the due charges (0: no due raised) and what is still owed. */
  chargedPaise: number;
  balancePaise: number;
  dueOn: string | null;
  dueAt: string | null;
}

function feeStateFrom(row: repo.FeeDueRow | undefined, dueType: DueType): FeeState {
  const facts = {
    chargedPaise: row?.charged ?? 0,
    balancePaise: row?.balance ?? 0,
    hasPendingPayment: row?.hasPendingPayment ?? false,
  };
  const state = feeStateOfFacts(facts);
  return {
    paid: state === 'Paid' || state === 'NotCharged',
    detail: feeCheckDetail(facts, DUE_TYPE_LABELS[dueType]),
    state,
    chargedPaise: facts.chargedPaise,
    balancePaise: facts.balancePaise,
    dueOn: state === 'NotCharged' ? null : (row?.dueOn ?? null),
    dueAt: state === 'NotCharged' ? null : (row?.dueAt ?? null),
  };
}

/**
 * The fee line of a check list (registration's mandatory checks, an application's STOA check) and of the record's
 * page: paid when the due's balance is settled by reconciled payments; otherwise what is owed and whether a payment
 * awaits reconciliation.
 */
export async function feeStateOf(tx: DbOrTx, key: DueKey): Promise<FeeState> {
  const [row] = await repo.feeDuesOf(tx, key.recordType, [key.recordId], [key.dueType]);
  return feeStateFrom(row, key.dueType);
}

/**
 * A record's fee as its page shows it (DOMAIN §5 "the applicant's page says so with the amount and a Pay link"): the
 * amount charged, what is owed, where it stands and its pay-by; to its payer, while it is owed, the Payment Details
 * dues searched for the record (the Pay link). Null when no fee was raised.
 */
export async function recordFeeOf(tx: DbOrTx, key: DueKey, isPayer: boolean): Promise<RecordFee | null> {
  const [row] = await repo.feeDuesOf(tx, key.recordType, [key.recordId], [key.dueType]);
  const fee = feeStateFrom(row, key.dueType);
  if (!row || fee.state === 'NotCharged') return null;
  return {
    label: DUE_TYPE_LABELS[key.dueType],
    amount: fromHundredths(fee.chargedPaise),
    owed: fromHundredths(Math.max(0, fee.balancePaise)),
    state: fee.state,
    dueOn: fee.dueOn,
    dueAt: fee.dueAt,
    detail: fee.detail,
    isPayer,
    payLink: isPayer && fee.state === 'Owed' ? LIST_LINKS.duesOfRecord(row.recordNo) : null,
  };
}

/**
 * The fee gates of many records for their clocks (DOMAIN §5: the SLDC's clock does not run while the payer owes the
 * fee): per record with a fee due of one of `dueTypes`, whether its payer still owes it and the day it paid it.
 * Records without a fee due are not gated (absent). One statement.
 */
export async function feeGatesOf(
  tx: DbOrTx,
  recordType: LedgerRecordType,
  recordIds: readonly number[],
  dueTypes: readonly DueType[],
): Promise<Map<number, FeeGate>> {
  const rows = await repo.feeDuesOf(tx, recordType, recordIds, dueTypes);
  const gates = new Map<number, FeeGate>();
  for (const row of rows) {
    const state = feeStateFrom(row, row.dueType as DueType).state;
    if (state === 'NotCharged') continue;
    gates.set(row.recordId, {
      isOwed: state === 'Owed',
      paidOn: row.paidAt ? businessDate(new Date(row.paidAt)) : null,
    });
  }
  return gates;
}
