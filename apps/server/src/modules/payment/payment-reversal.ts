/**
 * Reversing a bounced payment (DOMAIN §5: a reconciled payment whose DD is dishonoured or whose NEFT is returned):
 * the SLDC business user reverses it with a reason. Nothing is edited: new ledger entries negate the settlement the
 * approval wrote (its Payment and TdsDeduction entries), so the dues are owed again (overdue past their due date);
 * the payment turns Reversed (its receipt cancelled, its reference never used again) and the payer is told by bell
 * and mail. It runs under the payment's row lock: two reversals at once reverse once, the second gets 409.
 *
 * A payment already refunded against may still be reversed: the refund paid cash back, and with the cash that
 * backed it gone the dues simply owe it again; refundable stays a sum over the ledger, never below zero. The
 * refunds of the payment's applications wait on their lock meanwhile, so none reads a credit this removes.
 */
import { PAYMENT_MESSAGES, businessDate, formatDisplayDate, formatPaise, reversalOf } from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { recordDecision } from './decision.ts';
import * as ledger from './ledger.repository.ts';
import * as repo from './payment.repository.ts';
import { lockRefunds } from './refund.repository.ts';
import { paymentLink } from './payments.ts';

/** Locks an approved payment (404 unknown, 409 already reversed, 422 not reconciled). */
async function lockApproved(tx: DbOrTx, id: number) {
  const payment = await repo.findPayment(tx, id, true);
  if (!payment) throw new AppError('not-found', PAYMENT_MESSAGES.notFound);
  if (payment.status === 'Reversed') throw new AppError('conflict', PAYMENT_MESSAGES.alreadyReversed);
  if (payment.status !== 'Approved') throw new AppError('business-rule', PAYMENT_MESSAGES.notReversible);
  return payment;
}

export function createPaymentReversal(deps: ServiceDeps) {
  /** POST /Payment/Reverse/{id}: the bounced payment `id` undone, with the SLDC's reason. */
  async function reverse(principal: Principal, id: number, reason: string, ctx: RequestContext) {
    await deps.db.transaction(async (tx) => {
      const payment = await lockApproved(tx, id);
      const items = await repo.itemsOf(tx, id);
      const applications = [...new Set(items.filter((i) => i.recordType === 'Application').map((i) => i.recordId))];
      for (const applicationId of applications.sort((a, b) => a - b)) await lockRefunds(tx, applicationId);
      await repo.lockDues(
        tx,
        items.map((i) => i.dueId),
      );
      const at = deps.now();
      const today = businessDate(at);
      const rule = `Payment ${payment.receiptNo} (${payment.referenceNo}) reversed on ${formatDisplayDate(today)}: ${reason}`;
      await ledger.insertEntries(
        tx,
        reversalOf(await repo.settlementOf(tx, id)).map((e) => ({
          dueId: e.dueId,
          kind: e.kind,
          amountPaise: e.amountPaise,
          dueOn: null,
          // The cash is undone the day the bank returned it; the TDS in the month it was withheld, so that month's
          // deductions (and its challan) read what was really withheld.
          entryDate: e.kind === 'TdsDeduction' ? payment.paymentDate : today,
          rule,
          paymentId: id,
          createdBy: principal.userId,
          createdAt: at,
        })),
      );
      await repo.updatePayment(tx, id, {
        status: 'Reversed',
        reversalReason: reason,
        reversedAt: at,
        reversedBy: principal.userId,
      });
      const records = [...new Set(items.map((i) => i.recordNo))].join(', ');
      const text =
        `Your payment of ${formatPaise(payment.amountPaise)} (${payment.referenceNo}) was reversed: ${reason}. ` +
        `Receipt ${payment.receiptNo} is cancelled and ${records} is owed again. Please pay again.`;
      await recordDecision(
        deps,
        tx,
        {
          entityType: 'Payment',
          id,
          action: 'reverse',
          fromStatus: 'Approved',
          actorId: principal.userId,
          payerId: payment.partyUserId,
          newValues: { status: 'Reversed' },
          reason,
          message: { title: 'Payment reversed', text, link: paymentLink(id) },
        },
        ctx,
      );
    });
    deps.mail.outbox.wake();
  }

  return { reverse };
}
