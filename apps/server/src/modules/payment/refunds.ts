/**
 * Refunds (spec §7.9 GetRefundDetails / MakeRefund / GetRefundHistory; DOMAIN §5): what an application may refund —
 * the cash paid less owed less refunded, from the ledger; the TDS withheld on a reversed charge is shown as TDS for
 * the payer to reverse, never paid out (refundPositionOf) — and the SLDC's record of each refund, never above it
 * (under a per-application lock, so two refunds at once cannot both pass the check).
 */
import {
  PAYMENT_MESSAGES,
  PAYMENT_MODE_LABELS,
  businessDate,
  formatInr,
  refundPositionOf,
  refundSplit,
  toHundredths,
  type DueType,
  type LedgerKind,
  type MakeRefundInput,
  type PaymentMode,
  type RefundHistory,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import { portalUrlOf } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { notifyAll } from '../../platform/notifications/notifications.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { recipientById } from '../../platform/users/users.ts';
import * as ledger from './ledger.repository.ts';
import { money, partyFilterOf, recordLinkOf } from './payment-lists.ts';
import * as repo from './refund.repository.ts';

const NOT_FOUND = 'Application not found.';

/** An application's dues and entries, checked visible to the caller (404 otherwise). */
async function ledgerOfApplication(db: DbOrTx, principal: Principal, applicationId: number) {
  const dues = await ledger.duesOfRecords(db, 'Application', [applicationId]);
  const party = partyFilterOf(principal);
  if (dues.length === 0 || (party !== null && dues[0]!.partyUserId !== party)) {
    throw new AppError('not-found', NOT_FOUND);
  }
  const typeOf = new Map(dues.map((d) => [d.id, d.dueType as DueType]));
  const entries = (await ledger.entriesOfDues(db, [...typeOf.keys()])).map((e) => ({
    recordType: 'Application' as const,
    recordId: applicationId,
    dueType: typeOf.get(e.dueId)!,
    kind: e.kind as LedgerKind,
    amountPaise: e.amountPaise,
  }));
  return { dues, entries };
}

export function createRefunds(deps: ServiceDeps) {
  const { db } = deps;

  async function list(principal: Principal, query: Parameters<typeof repo.listRefundable>[1]) {
    const rows = await repo.listRefundable(db, query, partyFilterOf(principal));
    return {
      refunds: rows.map((r) => ({
        applicationId: r.record_id,
        applicationNo: r.record_no,
        applicationLink: recordLinkOf(principal, 'Application', r.record_id, r.record_kind),
        partyUserId: r.party_user_id,
        partyName: r.party_name,
        charged: money(r.charged),
        paid: money(r.paid),
        refunded: money(r.refunded),
        refundable: money(r.refundable),
        tdsToReverse: money(r.tds_to_reverse),
      })),
      dataCount: rows[0]?.total ?? 0,
      totals: {
        refundable: money(rows[0]?.total_refundable ?? 0),
        refunded: money(rows[0]?.total_refunded ?? 0),
        tdsToReverse: money(rows[0]?.total_tds_to_reverse ?? 0),
      },
    };
  }

  async function history(principal: Principal, applicationId: number, db_: DbOrTx = db): Promise<RefundHistory> {
    const { dues, entries } = await ledgerOfApplication(db_, principal, applicationId);
    const rows = await repo.refundsOf(db_, applicationId);
    const position = refundPositionOf(entries);
    return {
      applicationId,
      applicationNo: dues[0]!.recordNo,
      refundable: money(position.refundablePaise),
      tdsToReverse: money(position.tdsToReversePaise),
      refunds: rows.map((r) => ({
        refundId: r.id,
        amount: money(r.amountPaise),
        mode: r.mode as PaymentMode,
        modeLabel: PAYMENT_MODE_LABELS[r.mode as PaymentMode],
        referenceNumber: r.referenceNo,
        refundDate: r.refundDate,
        remarks: r.remarks,
        recordedAt: r.recordedAt.toISOString(),
        recordedByName: r.recordedByName,
      })),
    };
  }

  async function make(principal: Principal, input: MakeRefundInput, ctx: RequestContext): Promise<RefundHistory> {
    const today = businessDate(deps.now());
    if (input.refundDate > today) throw new AppError('validation', 'Refund Date cannot be in the future', 'refundDate');
    const answer = await db.transaction(async (tx) => {
      await repo.lockRefunds(tx, input.applicationId);
      const { dues, entries } = await ledgerOfApplication(tx, principal, input.applicationId);
      const refundable = refundPositionOf(entries).refundablePaise;
      if (refundable === 0) throw new AppError('business-rule', PAYMENT_MESSAGES.nothingRefundable);
      const amount = toHundredths(input.amount);
      if (amount > refundable) {
        throw new AppError('business-rule', PAYMENT_MESSAGES.refundAbove(formatInr(money(refundable))), 'amount');
      }
      const at = deps.now();
      const party = dues[0]!.partyUserId;
      const refundId = await repo.insertRefund(tx, {
        recordType: 'Application',
        recordId: input.applicationId,
        partyUserId: party,
        amountPaise: amount,
        mode: input.mode,
        referenceNo: input.referenceNumber,
        refundDate: input.refundDate,
        remarks: input.remarks,
        recordedAt: at,
        recordedBy: principal.userId,
      });
      const dueOf = new Map(dues.map((d) => [d.dueType, d.id]));
      await ledger.insertEntries(
        tx,
        [...refundSplit(entries, amount)].map(([type, part]) => ({
          dueId: dueOf.get(type)!,
          kind: 'Refund' as const,
          amountPaise: part,
          dueOn: null,
          entryDate: input.refundDate,
          rule: `Refund ${input.referenceNumber}`,
          refundId,
          createdBy: principal.userId,
          createdAt: at,
        })),
      );
      await writeAudit(tx, {
        actorUserId: principal.userId,
        action: 'payment.refund',
        entityType: 'Application',
        entityId: input.applicationId,
        newValues: { refundId, amountPaise: amount, mode: input.mode, referenceNo: input.referenceNumber },
        ip: ctx.ip,
      });
      await notifyAll(
        tx,
        deps.mail.outbox,
        await recipientById(tx, party),
        {
          title: 'Refund made',
          text: `A refund of ${formatInr(input.amount)} on ${dues[0]!.recordNo} was made (${input.referenceNumber}).`,
          link: `/payments/refund?applicationId=${input.applicationId}`,
        },
        portalUrlOf(deps.config),
        principal.userId,
      );
      return history(principal, input.applicationId, tx);
    });
    deps.mail.outbox.wake();
    return answer;
  }

  return { list, history, make };
}
