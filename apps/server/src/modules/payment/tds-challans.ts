/**
 * TDS challans (DOMAIN §5): what each payer withheld per month (its reconciled payments' TdsDeduction entries), the
 * challans it deposits for them — the month's first, then a supplementary one for the deductions recorded after a
 * challan was approved; each names exactly the deductions on no live challan (tds-deposits.ts), one awaiting
 * reconciliation at a time —, the SLDC's Approve / Revert (a revert frees its deductions), and on a late deposit the
 * interest (the rate in force on the deposit date, per month or part of a month from each deduction's own date to
 * the deposit) as a TDS Interest due of the payer.
 */
import {
  DUE_TYPE_LABELS,
  TDS_CHALLAN_STATUS_LABELS,
  TDS_MESSAGES,
  addDays,
  businessDate,
  formatDisplayDate,
  formatPaise,
  fromHundredths,
  isSupplementaryChallan,
  monthDeposits,
  quarterMonths,
  toHundredths,
  uncoveredDeductions,
  type DueType,
  type MakeTdsPaymentInput,
  type MonthlyTdsQuery,
  type TdsChallanStatus,
  type TdsDetails,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import { portalUrlOf } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { notifyAll, type NotificationMessage } from '../../platform/notifications/notifications.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { usersInRoles, type Recipient } from '../../platform/users/users.ts';
import { attachFile, requireOwnUpload } from '../file/file.service.ts';
import { syncCharges } from './ledger.ts';
import { money, partyFilterOf } from './payment-lists.ts';
import { recordDecision } from './decision.ts';
import type { ApplicationReads } from './payment.service.ts';
import { PROOF_FIELD } from './payments.ts';
import * as repo from './tds-challan.repository.ts';
import { monthRowOf } from './tds-month-rows.ts';
import { listMonthly } from './tds-month.repository.ts';
import { CHALLAN_LINK, interestFor, monthLabel, termsOf, type Interest, type Terms } from './tds-terms.ts';

const rupees = formatPaise;
const challanName = (c: Pick<repo.ChallanRecord, 'isSupplementary'>) =>
  c.isSupplementary ? 'supplementary TDS challan' : 'TDS challan';

/**
 * What a new challan of the month deposits: the deductions on no live challan. Refused when nothing was deducted,
 * when a challan awaits reconciliation (one at a time), when everything is on a challan, when the amount is not
 * exactly what is left, or when it was deposited before the last deduction it covers.
 */
async function depositOf(tx: DbOrTx, principal: Principal, input: MakeTdsPaymentInput) {
  const state = await repo.monthState(tx, principal.userId, input.month);
  if (state.deductions.length === 0) throw new AppError('business-rule', TDS_MESSAGES.nothingDeducted, 'month');
  if (state.challans.some((c) => c.status === 'Submitted')) {
    throw new AppError('conflict', TDS_MESSAGES.alreadyUploaded, 'month');
  }
  const covered = uncoveredDeductions(state.deductions, state.challans);
  if (covered.length === 0) throw new AppError('business-rule', TDS_MESSAGES.nothingToDeposit, 'month');
  const amountPaise = covered.reduce((s, d) => s + d.paise, 0);
  // Deductions undone by a bounced payment's reversal may leave nothing to deposit.
  if (amountPaise <= 0) throw new AppError('business-rule', TDS_MESSAGES.nothingToDeposit, 'month');
  const isSupplementary = isSupplementaryChallan(monthDeposits(state.deductions, state.challans));
  if (toHundredths(input.amount) !== amountPaise) {
    const message = isSupplementary ? TDS_MESSAGES.supplementaryAmountMismatch : TDS_MESSAGES.amountMismatch;
    throw new AppError('validation', message(rupees(amountPaise)), 'amount');
  }
  const last = covered.at(-1)!.deductedOn;
  if (input.depositDate < last) {
    throw new AppError('validation', TDS_MESSAGES.depositBeforeDeduction(formatDisplayDate(last)), 'depositDate');
  }
  return { covered, amountPaise, isSupplementary };
}

/** A late challan's interest as a TDS Interest due of the payer, payable in 7 days, the rule in words. */
async function raiseInterest(
  tx: DbOrTx,
  c: repo.ChallanRecord,
  { interest, terms, at, actorId }: { interest: Interest; terms: Terms; at: Date; actorId: number },
) {
  const rule =
    `Interest at ${fromHundredths(interest.rate)} % per month for ${interest.months} month(s) on the ` +
    `${challanName(c)}'s ${rupees(c.amountPaise)}: deducted in ${monthLabel(c.month)}, due ` +
    `${formatDisplayDate(terms.dueOn(c.month))}, deposited ${formatDisplayDate(c.depositDate)}`;
  const target = {
    partyUserId: c.partyUserId,
    recordType: 'TdsChallan' as const,
    recordId: c.id,
    recordNo: `TDS ${monthLabel(c.month)} (${c.challanNo})`,
    recordKind: null,
    dueType: 'TdsInterest' as const,
    amountPaise: interest.paise,
    dueOn: addDays(businessDate(at), 7),
    rule,
  };
  await syncCharges(tx, [target], at, actorId);
}

const decision = (c: repo.ChallanRecord, action: 'approve' | 'revert', principal: Principal) => ({
  entityType: 'TdsChallan' as const,
  id: c.id,
  action,
  actorId: principal.userId,
  payerId: c.partyUserId,
});

export function createTdsChallans(deps: ServiceDeps, applications: ApplicationReads) {
  const { db } = deps;
  const portal = portalUrlOf(deps.config);
  const tell = async (tx: DbOrTx, to: Recipient[], message: NotificationMessage, actorId: number) =>
    notifyAll(tx, deps.mail.outbox, to, message, portal, actorId);

  /** The months of the caller's rows; `payer`: one payer's (the SLDC's view of one payer, a payer's own). */
  async function list(principal: Principal, query: MonthlyTdsQuery, payer = partyFilterOf(principal)) {
    const today = businessDate(deps.now());
    const [rows, terms] = await Promise.all([listMonthly(db, query, payer), termsOf(db)]);
    return { rows: rows.map((r) => monthRowOf(principal, r, today, terms)), dataCount: rows[0]?.total ?? 0 };
  }

  async function make(principal: Principal, input: MakeTdsPaymentInput, ctx: RequestContext) {
    const today = businessDate(deps.now());
    if (input.depositDate > today) throw new AppError('validation', TDS_MESSAGES.depositInFuture, 'depositDate');
    if (input.depositDate < `${input.month}-01`) {
      throw new AppError('validation', TDS_MESSAGES.depositBeforeMonth, 'depositDate');
    }
    const id = await db.transaction(async (tx) => {
      const { covered, amountPaise, isSupplementary } = await depositOf(tx, principal, input);
      await requireOwnUpload(tx, principal, input.proofFileId, 'TdsChallan', PROOF_FIELD);
      // One awaits reconciliation per party and month (a unique index): a second upload at once gets 409 here.
      const challan = await repo.insertChallan(tx, {
        partyUserId: principal.userId,
        month: input.month,
        challanNo: input.challanNumber,
        bsrCode: input.bsrCode,
        depositDate: input.depositDate,
        amountPaise,
        proofFileId: input.proofFileId,
        isSupplementary,
        status: 'Submitted',
        submittedAt: deps.now(),
      });
      if (!challan) throw new AppError('conflict', TDS_MESSAGES.alreadyUploaded, 'month');
      // A deduction is on one live challan at most (a unique index): one taken meanwhile refuses the whole upload.
      const entryIds = covered.map((d) => d.entryId);
      if ((await repo.linkDeductions(tx, challan.id, entryIds)) !== entryIds.length) {
        throw new AppError('conflict', TDS_MESSAGES.alreadyUploaded, 'month');
      }
      await attachFile(tx, input.proofFileId, 'TdsChallan', challan.id);
      await writeAudit(tx, {
        actorUserId: principal.userId,
        action: 'tds-challan.make',
        entityType: 'TdsChallan',
        entityId: challan.id,
        newValues: { month: input.month, challanNo: input.challanNumber, amountPaise, isSupplementary, entryIds },
        ip: ctx.ip,
      });
      const what = isSupplementary ? 'A supplementary TDS challan' : 'A TDS challan';
      const text = `${what} of ${rupees(amountPaise)} for ${monthLabel(input.month)} awaits reconciliation.`;
      await tell(
        tx,
        await usersInRoles(tx, ['SLDCBusinessUser']),
        { title: 'TDS challan', text, link: CHALLAN_LINK },
        principal.userId,
      );
      return challan.id;
    });
    deps.mail.outbox.wake();
    return { challanId: id };
  }

  async function lockSubmitted(tx: DbOrTx, id: number) {
    const challan = await repo.lockChallan(tx, id);
    if (!challan) throw new AppError('not-found', TDS_MESSAGES.notFound);
    if (challan.status !== 'Submitted') throw new AppError('conflict', TDS_MESSAGES.alreadyReconciled);
    return challan;
  }

  /** Approves a challan; a late one raises its interest (from each deduction it names) as a due of the payer. */
  async function approve(principal: Principal, id: number, ctx: RequestContext) {
    await db.transaction(async (tx) => {
      const c = await lockSubmitted(tx, id);
      const at = deps.now();
      await repo.updateChallan(tx, id, { status: 'Approved', decidedAt: at, decidedBy: principal.userId });
      const terms = await termsOf(tx);
      const interest = interestFor(terms, c.month, await repo.coveredBy(tx, id), c.depositDate);
      if (interest.paise > 0) await raiseInterest(tx, c, { interest, terms, at, actorId: principal.userId });
      const late = interest.paise > 0 ? ` It was late: interest of ${rupees(interest.paise)} is now due.` : '';
      const text = `Your ${challanName(c)} ${c.challanNo} for ${monthLabel(c.month)} is approved.${late}`;
      const message = { title: 'TDS challan approved', text, link: CHALLAN_LINK };
      const newValues = { status: 'Approved', interestPaise: interest.paise };
      await recordDecision(deps, tx, { ...decision(c, 'approve', principal), newValues, message }, ctx);
    });
    deps.mail.outbox.wake();
  }

  async function revert(principal: Principal, id: number, reason: string, ctx: RequestContext) {
    await db.transaction(async (tx) => {
      const c = await lockSubmitted(tx, id);
      await repo.updateChallan(tx, id, {
        status: 'Reverted',
        revertReason: reason,
        decidedAt: deps.now(),
        decidedBy: principal.userId,
      });
      await repo.releaseDeductions(tx, id, deps.now());
      const text = `Your ${challanName(c)} ${c.challanNo} for ${monthLabel(c.month)} was reverted: ${reason}. Please upload it again.`;
      const message = { title: 'TDS challan reverted', text, link: CHALLAN_LINK };
      const newValues = { status: 'Reverted' };
      await recordDecision(deps, tx, { ...decision(c, 'revert', principal), newValues, reason, message }, ctx);
    });
    deps.mail.outbox.wake();
  }

  /** GetTDSDetails/{applicationId}: refused to a non-party as every per-application read; a party sees its own. */
  async function details(principal: Principal, applicationId: number): Promise<TdsDetails> {
    await applications.applicant(principal, applicationId);
    const rows = await repo.deductionsOf(db, applicationId);
    const own = partyFilterOf(principal);
    const visible = rows.filter((r) => own === null || r.party_user_id === own);
    return {
      applicationId,
      applicationNo: visible[0]?.record_no ?? '',
      deductions: visible.map((r) => {
        const status = r.challan_status as TdsChallanStatus;
        return {
          paymentId: r.payment_id,
          receiptNo: r.receipt_no,
          dueTypeLabel: DUE_TYPE_LABELS[r.due_type as DueType],
          deductedOn: r.deducted_on,
          month: r.deducted_on.slice(0, 7),
          gross: money(r.gross_paise),
          ratePercent: fromHundredths(r.tds_rate),
          tds: money(r.tds_paise),
          challanStatus: status,
          challanStatusLabel: TDS_CHALLAN_STATUS_LABELS[status],
          challanNo: r.challan_no,
        };
      }),
    };
  }

  /** The payers a quarter's TDS summary may be asked for: those with TDS in it (a payer: itself, if it has any). */
  async function parties(principal: Principal, financialYear: number, quarter: number) {
    return { parties: await repo.partiesWithTds(db, quarterMonths(financialYear, quarter), partyFilterOf(principal)) };
  }

  return { list, make, approve, revert, details, parties };
}
