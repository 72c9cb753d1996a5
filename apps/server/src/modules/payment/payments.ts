/**
 * Paying and reconciling (spec §7.9 MakePayment / Approve / Revert; DOMAIN §5): a payer records one payment for some
 * of its dues — gross less the TDS it configured, exactly, in a mode the Admin enabled, dated between the day the dues
 * were raised and today —; the SLDC business user approves it (the dues settle: Payment and TdsDeduction entries, a
 * receipt number) or reverts it with a reason (the payer is told). A reference is used once at its bank by any payer:
 * a retry answers the same payment. Every step runs under row locks, so two reconcilers settle once.
 */
import {
  PAYMENT_MESSAGES,
  PAYMENT_MODE_LABELS,
  businessDate,
  formatPaise,
  fromHundredths,
  paymentDateProblem,
  splitGross,
  toHundredths,
  type MakePaymentInput,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import { portalUrlOf } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { notifyAll } from '../../platform/notifications/notifications.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { nextSerial } from '../../platform/serials/serials.ts';
import { usersInRoles } from '../../platform/users/users.ts';
import { isPaymentModeEnabled } from '../configuration/master-data.service.ts';
import { configuredCharges } from '../configuration/tds.service.ts';
import { attachFile, requireOwnUpload } from '../file/file.service.ts';
import { recordDecision } from './decision.ts';
import * as ledger from './ledger.repository.ts';
import * as repo from './payment.repository.ts';

const rupees = formatPaise;
export const paymentLink = (id: number) => `/payments/${id}`;
/** A payer's proof must be its own upload: another user's file is refused as such. */
export const PROOF_FIELD = { fieldName: 'proofFileId', notYours: PAYMENT_MESSAGES.proofNotYours } as const;

/** The dues named (locked by the caller), each the caller's own and owed, none awaiting reconciliation. */
export async function payableDues(tx: DbOrTx, principal: Principal, ids: readonly number[]) {
  const rows = await repo.duesWithSums(tx, ids);
  if (rows.length !== ids.length || rows.some((r) => r.party_user_id !== principal.userId)) {
    throw new AppError('not-found', PAYMENT_MESSAGES.dueNotFound);
  }
  if (rows.some((r) => Number(r.balance) <= 0)) throw new AppError('business-rule', PAYMENT_MESSAGES.nothingDue);
  if (rows.some((r) => r.pending_payment_id !== null)) throw new AppError('conflict', PAYMENT_MESSAGES.pending);
  return rows;
}

/** The split of each due at the payer's TDS on the payment date (DOMAIN §5). */
export async function splitOf(tx: DbOrTx, userId: number, date: string, rows: Awaited<ReturnType<typeof payableDues>>) {
  const rates = new Map(
    (await configuredCharges(tx, userId, date)).map((c) => [c.chargeType as string, toHundredths(c.ratePercent)]),
  );
  return rows.map((r) => {
    const gross = Number(r.balance);
    const tdsRate = rates.get(r.due_type) ?? 0;
    return { dueId: r.id, grossPaise: gross, tdsRate, ...splitGross(gross, tdsRate) };
  });
}

/**
 * A reference is used once at its bank, by any payer. The same payer sending it again for the same dues, mode and
 * amount (a double click, a retry) gets that payment back; anything else is refused — a reversed (bounced)
 * payment's reference for good, a reverted one's not at all (the look-up skips it).
 */
async function existingOnReference(tx: DbOrTx, principal: Principal, input: MakePaymentInput, dueIds: number[]) {
  const existing = await repo.paymentByReference(tx, input.bankName, input.referenceNumber);
  if (!existing) return null;
  if (existing.status === 'Reversed') {
    throw new AppError('conflict', PAYMENT_MESSAGES.reversedReference, 'referenceNumber');
  }
  const items = existing.partyUserId === principal.userId ? await repo.itemsOf(tx, existing.id) : [];
  const same =
    existing.partyUserId === principal.userId &&
    existing.mode === input.mode &&
    existing.amountPaise === toHundredths(input.amount) &&
    items.length === dueIds.length &&
    items.every((i) => dueIds.includes(i.dueId));
  if (same) return existing.id;
  throw new AppError('conflict', PAYMENT_MESSAGES.duplicateReference, 'referenceNumber');
}

/** What the form offers, checked again: the mode enabled by the Admin, the date from the dues' raise to today. */
async function checkModeAndDate(tx: DbOrTx, input: MakePaymentInput, raisedOn: string[], today: string) {
  if (!(await isPaymentModeEnabled(tx, input.mode))) {
    const message = PAYMENT_MESSAGES.modeDisabled(PAYMENT_MODE_LABELS[input.mode]);
    throw new AppError('validation', message, 'mode', { code: 'INVALID_OPTION' });
  }
  const problem = paymentDateProblem(input.paymentDate, raisedOn, today);
  if (problem) throw new AppError('validation', problem, 'paymentDate', { code: 'OUT_OF_RANGE' });
}

export function createPayments(deps: ServiceDeps) {
  const { db } = deps;
  const portal = portalUrlOf(deps.config);

  async function make(principal: Principal, dueId: number, input: MakePaymentInput, ctx: RequestContext) {
    const dueIds = [...new Set([dueId, ...(input.dueIds ?? [])])];
    const today = businessDate(deps.now());
    const paymentId = await db.transaction(async (tx) => {
      // The dues' locks first: a retry racing its original waits here, then finds it by its reference.
      await repo.lockDues(tx, dueIds);
      const again = await existingOnReference(tx, principal, input, dueIds);
      if (again !== null) return again;
      const rows = await payableDues(tx, principal, dueIds);
      await checkModeAndDate(
        tx,
        input,
        rows.map((r) => r.raised_on),
        today,
      );
      const split = await splitOf(tx, principal.userId, input.paymentDate, rows);
      const net = split.reduce((s, i) => s + i.netPaise, 0);
      if (toHundredths(input.amount) !== net) {
        throw new AppError('validation', PAYMENT_MESSAGES.amountMismatch(rupees(net)), 'amount');
      }
      await requireOwnUpload(tx, principal, input.proofFileId, 'Payment', PROOF_FIELD);
      const at = deps.now();
      const payment = await repo.insertPayment(tx, {
        partyUserId: principal.userId,
        mode: input.mode,
        referenceNo: input.referenceNumber,
        bankName: input.bankName,
        paymentDate: input.paymentDate,
        amountPaise: net,
        tdsPaise: split.reduce((s, i) => s + i.tdsPaise, 0),
        proofFileId: input.proofFileId,
        status: 'Submitted',
        submittedAt: at,
        submittedBy: principal.userId,
      });
      if (!payment) throw new AppError('conflict', PAYMENT_MESSAGES.duplicateReference, 'referenceNumber');
      await repo.insertItems(
        tx,
        split.map((s) => ({ paymentId: payment.id, ...s })),
      );
      await attachFile(tx, input.proofFileId, 'Payment', payment.id);
      await writeAudit(tx, {
        actorUserId: principal.userId,
        action: 'payment.make',
        entityType: 'Payment',
        entityId: payment.id,
        newValues: { dueIds, amountPaise: net, mode: input.mode, referenceNo: input.referenceNumber },
        ip: ctx.ip,
      });
      const party = rows[0]!.party_name;
      await notifyAll(
        tx,
        deps.mail.outbox,
        await usersInRoles(tx, ['SLDCBusinessUser']),
        {
          title: 'Payment to reconcile',
          text: `${party} recorded a payment of ${rupees(net)} (${input.referenceNumber}) for ${rows.map((r) => r.record_no).join(', ')}.`,
          link: paymentLink(payment.id),
        },
        portal,
        principal.userId,
      );
      return payment.id;
    });
    deps.mail.outbox.wake();
    return { paymentId };
  }

  /** Locks a payment awaiting reconciliation (404 unknown, 409 once decided). */
  async function lockSubmitted(tx: DbOrTx, id: number) {
    const payment = await repo.findPayment(tx, id, true);
    if (!payment) throw new AppError('not-found', PAYMENT_MESSAGES.notFound);
    if (payment.status !== 'Submitted') throw new AppError('conflict', PAYMENT_MESSAGES.alreadyReconciled);
    return payment;
  }

  async function approve(principal: Principal, id: number, ctx: RequestContext) {
    await db.transaction(async (tx) => {
      const payment = await lockSubmitted(tx, id);
      const at = deps.now();
      const items = await repo.itemsOf(tx, id);
      const stamp = { entryDate: payment.paymentDate, createdAt: at, createdBy: principal.userId, paymentId: id };
      await ledger.insertEntries(
        tx,
        items.flatMap((i) => [
          {
            ...stamp,
            dueId: i.dueId,
            kind: 'Payment' as const,
            amountPaise: -i.netPaise,
            dueOn: null,
            rule: 'Reconciled payment',
          },
          ...(i.tdsPaise > 0
            ? [
                {
                  ...stamp,
                  dueId: i.dueId,
                  kind: 'TdsDeduction' as const,
                  amountPaise: -i.tdsPaise,
                  dueOn: null,
                  rule: `TDS at ${fromHundredths(i.tdsRate)} % withheld by the payer`,
                },
              ]
            : []),
        ]),
      );
      const year = Number(businessDate(at).slice(0, 4));
      const receiptNo = `RCPT/${year}/${String(await nextSerial(tx, 'Receipt', year)).padStart(4, '0')}`;
      await repo.updatePayment(tx, id, { status: 'Approved', receiptNo, decidedAt: at, decidedBy: principal.userId });
      const text = `Your payment of ${rupees(payment.amountPaise)} (${payment.referenceNo}) is approved. Receipt ${receiptNo}.`;
      await recordDecision(
        deps,
        tx,
        {
          entityType: 'Payment',
          id,
          action: 'approve',
          actorId: principal.userId,
          payerId: payment.partyUserId,
          newValues: { status: 'Approved', receiptNo },
          message: { title: 'Payment approved', text, link: paymentLink(id) },
        },
        ctx,
      );
    });
    deps.mail.outbox.wake();
  }

  async function revert(principal: Principal, id: number, reason: string, ctx: RequestContext) {
    await db.transaction(async (tx) => {
      const payment = await lockSubmitted(tx, id);
      await repo.updatePayment(tx, id, {
        status: 'Reverted',
        revertReason: reason,
        decidedAt: deps.now(),
        decidedBy: principal.userId,
      });
      const text = `Your payment of ${rupees(payment.amountPaise)} (${payment.referenceNo}) was reverted: ${reason}. Please pay again.`;
      await recordDecision(
        deps,
        tx,
        {
          entityType: 'Payment',
          id,
          action: 'revert',
          actorId: principal.userId,
          payerId: payment.partyUserId,
          newValues: { status: 'Reverted' },
          reason,
          message: { title: 'Payment reverted', text, link: paymentLink(id) },
        },
        ctx,
      );
    });
    deps.mail.outbox.wake();
  }

  return { make, approve, revert };
}
