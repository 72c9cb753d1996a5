/**
 * TDS challans (DOMAIN §5): what each payer withheld per month (its reconciled payments' TdsDeduction entries), the
 * challan it deposits for the month — exactly the month's deductions —, the SLDC's Approve / Revert, and on a late
 * deposit the interest (the rate in force on the deposit date, per month or part of a month from deduction to
 * deposit) as a TDS Interest due of the payer.
 */
import {
  DUE_TYPE_LABELS,
  TDS_CHALLAN_STATUS_LABELS,
  TDS_MESSAGES,
  addDays,
  businessDate,
  can,
  challanDueOn,
  formatDisplayDate,
  formatPaise,
  fromHundredths,
  interestMonths,
  interestOf,
  quarterMonths,
  toHundredths,
  type DueType,
  type MakeTdsPaymentInput,
  type MonthlyTdsQuery,
  type MonthlyTdsRow,
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
import { currentRules } from '../configuration/rules.service.ts';
import { interestRates } from '../configuration/tds.service.ts';
import { attachFile, requireOwnUpload } from '../file/file.service.ts';
import { syncCharges } from './ledger.ts';
import { money, partyFilterOf } from './payment-lists.ts';
import { recordDecision } from './decision.ts';
import type { ApplicationReads } from './payment.service.ts';
import { PROOF_FIELD } from './payments.ts';
import * as repo from './tds-challan.repository.ts';

const rupees = formatPaise;
/** 'Mar 2026' of 'YYYY-MM'. */
export const monthLabel = (month: string) => formatDisplayDate(`${month}-01`).replace(/ \d{2},/, '');
export const CHALLAN_LINK = '/payments/challan';

/** What a challan is read against: the interest rate on a date, a month's challan due date (the rules' day). */
export interface Terms {
  rateOn: (date: string) => number;
  dueOn: (month: string) => string;
}

/** Read in turn: it also runs on a transaction's client, which takes one query at a time. */
export async function termsOf(db: DbOrTx): Promise<Terms> {
  const rateOn = await interestRates(db);
  const rules = await currentRules(db);
  return { rateOn, dueOn: (month) => challanDueOn(month, rules.tds.challanDueDay) };
}

/** The interest a month's deductions draw if deposited on `depositOn` (0 when on time). */
export function interestFor(terms: Terms, month: string, deductedPaise: number, depositOn: string) {
  const months = interestMonths(`${month}-01`, depositOn, terms.dueOn(month));
  if (months === 0) return { months, paise: 0, rate: 0 };
  const rate = terms.rateOn(depositOn);
  return { months, paise: interestOf(deductedPaise, rate, months), rate };
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

  function rowOf(principal: Principal, r: repo.MonthlyRow, today: string, terms: Terms): MonthlyTdsRow {
    const status = (r.status ?? 'NotUploaded') as TdsChallanStatus;
    const dueOn = terms.dueOn(r.month);
    const deducted = Number(r.deducted);
    const open = status === 'NotUploaded' || status === 'Reverted';
    // Approved: as charged; submitted: as its deposit date says; not deposited: if it were deposited today.
    const projected = interestFor(terms, r.month, deducted, open ? today : r.deposit_date!);
    return {
      partyUserId: r.party_user_id,
      partyName: r.party_name,
      month: r.month,
      deducted: money(deducted),
      deductions: r.deductions,
      dueOn,
      challanId: r.challan_id,
      challanStatus: status,
      challanStatusLabel: TDS_CHALLAN_STATUS_LABELS[status],
      challanNo: r.challan_no,
      bsrCode: r.bsr_code,
      depositDate: r.deposit_date,
      proofFileId: r.proof_file_id,
      revertReason: status === 'Reverted' ? r.revert_reason : null,
      interestMonths: projected.months,
      interest: status === 'Approved' ? money(r.interest_charged) : money(projected.paise),
      isOverdue: open && today > dueOn,
      canUpload: open && can(principal.role, 'tdsChallanMake') && r.party_user_id === principal.userId,
      canReconcile: status === 'Submitted' && can(principal.role, 'tdsChallanReconcile'),
    };
  }

  /** The months of the caller's rows; `payer`: one payer's (the SLDC's view of one payer, a payer's own). */
  async function list(principal: Principal, query: MonthlyTdsQuery, payer = partyFilterOf(principal)) {
    const today = businessDate(deps.now());
    const [rows, terms] = await Promise.all([repo.listMonthly(db, query, payer), termsOf(db)]);
    return { rows: rows.map((r) => rowOf(principal, r, today, terms)), dataCount: rows[0]?.total ?? 0 };
  }

  async function make(principal: Principal, input: MakeTdsPaymentInput, ctx: RequestContext) {
    const today = businessDate(deps.now());
    if (input.depositDate > today) throw new AppError('validation', TDS_MESSAGES.depositInFuture, 'depositDate');
    if (input.depositDate < `${input.month}-01`) {
      throw new AppError('validation', TDS_MESSAGES.depositBeforeMonth, 'depositDate');
    }
    const id = await db.transaction(async (tx) => {
      const deducted = await repo.deductedIn(tx, principal.userId, input.month);
      if (deducted === 0) throw new AppError('business-rule', TDS_MESSAGES.nothingDeducted, 'month');
      if (toHundredths(input.amount) !== deducted) {
        throw new AppError('validation', TDS_MESSAGES.amountMismatch(rupees(deducted)), 'amount');
      }
      await requireOwnUpload(tx, principal, input.proofFileId, 'TdsChallan', PROOF_FIELD);
      const challan = await repo.insertChallan(tx, {
        partyUserId: principal.userId,
        month: input.month,
        challanNo: input.challanNumber,
        bsrCode: input.bsrCode,
        depositDate: input.depositDate,
        amountPaise: deducted,
        proofFileId: input.proofFileId,
        status: 'Submitted',
        submittedAt: deps.now(),
      });
      if (!challan) throw new AppError('conflict', TDS_MESSAGES.alreadyUploaded, 'month');
      await attachFile(tx, input.proofFileId, 'TdsChallan', challan.id);
      await writeAudit(tx, {
        actorUserId: principal.userId,
        action: 'tds-challan.make',
        entityType: 'TdsChallan',
        entityId: challan.id,
        newValues: { month: input.month, challanNo: input.challanNumber, amountPaise: deducted },
        ip: ctx.ip,
      });
      const text = `A TDS challan of ${rupees(deducted)} for ${monthLabel(input.month)} awaits reconciliation.`;
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

  /** Approves a challan; a late one raises its interest as a due of the payer. */
  async function approve(principal: Principal, id: number, ctx: RequestContext) {
    await db.transaction(async (tx) => {
      const c = await lockSubmitted(tx, id);
      const at = deps.now();
      await repo.updateChallan(tx, id, { status: 'Approved', decidedAt: at, decidedBy: principal.userId });
      const terms = await termsOf(tx);
      const interest = interestFor(terms, c.month, c.amountPaise, c.depositDate);
      if (interest.paise > 0) {
        const rule = `Interest at ${fromHundredths(interest.rate)} % per month for ${interest.months} month(s): deducted in ${monthLabel(c.month)}, due ${formatDisplayDate(terms.dueOn(c.month))}, deposited ${formatDisplayDate(c.depositDate)}`;
        const recordNo = `TDS ${monthLabel(c.month)} (${c.challanNo})`;
        const target = {
          partyUserId: c.partyUserId,
          recordType: 'TdsChallan' as const,
          recordId: id,
          recordNo,
          recordKind: null,
        };
        await syncCharges(
          tx,
          [
            {
              ...target,
              dueType: 'TdsInterest',
              amountPaise: interest.paise,
              dueOn: addDays(businessDate(at), 7),
              rule,
            },
          ],
          at,
          principal.userId,
        );
      }
      const late = interest.paise > 0 ? ` It was late: interest of ${rupees(interest.paise)} is now due.` : '';
      const text = `Your TDS challan ${c.challanNo} for ${monthLabel(c.month)} is approved.${late}`;
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
      const text = `Your TDS challan ${c.challanNo} for ${monthLabel(c.month)} was reverted: ${reason}. Please upload it again.`;
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
        const status = (r.challan_status ?? 'NotUploaded') as TdsChallanStatus;
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
