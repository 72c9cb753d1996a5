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
  detail: string;
  /** What the due charges (0: no due raised). */
  chargedPaise: number;
}

/**
 * The fee line of a check list (registration's mandatory checks, an application's STOA check): paid when the due's
 * balance is settled by reconciled payments; otherwise what is owed and whether a payment awaits reconciliation.
 */
export async function feeStateOf(tx: DbOrTx, key: DueKey): Promise<FeeState> {
  const [due] = await repo.dueSumsOf(tx, [key]);
  const label = DUE_TYPE_LABELS[key.dueType];
  const none = { paid: true, detail: `No ${label.toLowerCase()} is charged.`, chargedPaise: 0 };
  if (!due || due.charged === 0) return none;
  const { charged, balance } = due;
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
