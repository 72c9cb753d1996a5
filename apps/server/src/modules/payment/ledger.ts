/**
 * The ledger's writes from events (DOMAIN §5): an event states what each record should be charged now; the
 * difference is written as Charge / Reversal entries in one statement. Entries are never edited: a correction is a
 * new entry. The fee checks of the workflows read the same sums.
 */
import {
  DUE_TYPE_LABELS,
  adjustmentsFor,
  businessDate,
  dueKeyOf,
  formatPaise,
  type ChargeTarget,
  type DueKey,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './ledger.repository.ts';
import { pendingPaymentsOf } from './payment.repository.ts';

/**
 * Brings each due's charged amount to its target (nothing written when it matches already). `onlyNew`: a due that
 * exists keeps its amount (a fee is fixed when first raised; a resubmission does not re-price it).
 */
export async function syncCharges(
  tx: DbOrTx,
  all: readonly ChargeTarget[],
  at: Date,
  actorId: number | null,
  options: { onlyNew?: boolean } = {},
): Promise<number> {
  if (all.length === 0) return 0;
  const existing = await repo.duesOf(tx, all);
  const known = new Set(existing.map((d) => dueKeyOf(d as DueKey)));
  const targets = options.onlyNew ? all.filter((t) => !known.has(dueKeyOf(t))) : all;
  const sums = await repo.sumsOfDues(
    tx,
    existing.map((d) => d.id),
  );
  const charged = new Map(existing.map((d) => [dueKeyOf(d as DueKey), sums.get(d.id)?.charged ?? 0]));
  const drafts = adjustmentsFor(targets, charged);
  if (drafts.length === 0) return 0;
  const dueRows = await repo.ensureDues(tx, drafts, at);
  const idOf = new Map(dueRows.map((d) => [dueKeyOf(d as DueKey), d.id]));
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
  detail: string;
  /** What the due charges (0: no due raised). */
  chargedPaise: number;
}

/**
 * The fee line of a check list (registration's mandatory checks, an application's STOA check): paid when the due's
 * balance is settled by reconciled payments; otherwise what is owed and whether a payment awaits reconciliation.
 */
export async function feeStateOf(tx: DbOrTx, key: DueKey): Promise<FeeState> {
  const [due] = await repo.duesOf(tx, [key]);
  const label = DUE_TYPE_LABELS[key.dueType];
  const none = { paid: true, detail: `No ${label.toLowerCase()} is charged.`, chargedPaise: 0 };
  if (!due) return none;
  const sums = (await repo.sumsOfDues(tx, [due.id])).get(due.id);
  const charged = sums?.charged ?? 0;
  const balance = sums?.balance ?? 0;
  if (charged === 0) return none;
  if (balance <= 0)
    return { paid: true, detail: `${formatPaise(charged)} paid and reconciled.`, chargedPaise: charged };
  const pending = await pendingPaymentsOf(tx, [due.id]);
  const owed = formatPaise(balance);
  return {
    paid: false,
    detail: pending.size > 0 ? `${owed} due; a payment awaits reconciliation.` : `${owed} due; not paid yet.`,
    chargedPaise: charged,
  };
}
