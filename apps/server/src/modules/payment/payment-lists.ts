/**
 * What the payment screens read (spec §7.9 GetPaymentList, GetPaymentDetails): dues with their sums over the
 * ledger and their state, payments with their records, one payment with its dues. Applicants and traders see their
 * own only; SLDC roles see everyone's.
 */
import {
  DUE_STATUS_LABELS,
  DUE_TYPE_LABELS,
  PAYMENT_MESSAGES,
  PAYMENT_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
  RECORD_LINKS,
  SLDC_ROLES,
  addDays,
  businessDate,
  can,
  fromHundredths,
  splitGross,
  toHundredths,
  type ApplicationType,
  type DueRow,
  type DueStatus,
  type DueType,
  type LedgerRecordType,
  type PaymentDetail,
  type PaymentList,
  type PaymentListQuery,
  type PaymentMode,
  type PaymentRow,
  type PaymentStatus,
  type ProposedDefaulterList,
  paymentNextStepOf,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import { findUserById, userNames } from '../../platform/users/users.ts';
import { currentRules } from '../configuration/rules.service.ts';
import { configuredCharges } from '../configuration/tds.service.ts';
import { fileNameOf } from '../file/file.service.ts';
import * as repo from './payment.repository.ts';

/** Paise as the wire's rupees (bigint columns are read as text). */
export const money = (paise: string | number) => fromHundredths(Number(paise));
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const isSldc = (principal: Principal) => (SLDC_ROLES as readonly string[]).includes(principal.role);

/** Whose rows the caller sees: its own, or (SLDC roles) everyone's. */
export const partyFilterOf = (principal: Principal) => (isSldc(principal) ? null : principal.userId);

/** The page of a due's record for the caller (the SLDC's application page differs from the applicant's). */
export function recordLinkOf(principal: Principal, recordType: string, recordId: number, kind: string | null) {
  if (!kind) return null;
  if (recordType === 'Registration') return RECORD_LINKS.registration(kind, recordId);
  if (recordType !== 'Application') return null;
  return isSldc(principal)
    ? RECORD_LINKS.applicationOfSldc(kind as ApplicationType, recordId)
    : RECORD_LINKS.applicationOfApplicant(kind, recordId);
}

function dueRowOf(principal: Principal, r: repo.DueListRow, tdsRates: ReadonlyMap<string, number>): DueRow {
  const balance = Number(r.balance);
  const rate = tdsRates.get(r.due_type) ?? 0;
  const split = splitGross(Math.max(0, balance), rate);
  const status = r.status as DueStatus;
  return {
    dueId: r.id,
    recordType: r.record_type as LedgerRecordType,
    recordId: r.record_id,
    recordNo: r.record_no,
    recordLink: recordLinkOf(principal, r.record_type, r.record_id, r.record_kind),
    reference: r.reference,
    dueType: r.due_type as DueType,
    dueTypeLabel: DUE_TYPE_LABELS[r.due_type as DueType],
    partyUserId: r.party_user_id,
    partyName: r.party_name,
    charged: money(r.charged),
    settled: money(r.settled),
    tds: money(r.tds),
    refunded: money(r.refunded),
    balance: money(balance),
    dueOn: r.due_on,
    dueAt: r.due_at === null ? null : new Date(r.due_at).toISOString(),
    raisedOn: r.raised_on,
    status,
    statusLabel: DUE_STATUS_LABELS[status],
    isPaid: status === 'Paid',
    pendingPaymentId: r.pending_payment_id,
    tdsRatePercent: fromHundredths(rate),
    tdsPayable: money(split.tdsPaise),
    netPayable: money(split.netPaise),
  };
}

export function paymentRowOf(r: repo.PaymentListRow): PaymentRow {
  return {
    paymentId: r.id,
    receiptNo: r.receipt_no,
    partyUserId: r.party_user_id,
    partyName: r.party_name,
    mode: r.mode as PaymentMode,
    modeLabel: PAYMENT_MODE_LABELS[r.mode as PaymentMode],
    amount: money(r.amount_paise),
    tds: money(r.tds_paise),
    referenceNumber: r.reference_no,
    bankName: r.bank_name,
    paymentDate: r.payment_date,
    status: r.status as PaymentStatus,
    statusLabel: PAYMENT_STATUS_LABELS[r.status as PaymentStatus],
    statusReason: r.status_reason,
    submittedAt: new Date(r.submitted_at).toISOString(),
    recordNos: r.record_nos,
  };
}

/** The caller's TDS rate per due type today (hundredths of a percent): what its payable net is shown at. */
async function tdsRatesOf(db: DbOrTx, principal: Principal, today: string) {
  if (isSldc(principal)) return new Map<string, number>();
  const charges = await configuredCharges(db, principal.userId, today);
  return new Map(charges.map((c) => [c.chargeType as string, toHundredths(c.ratePercent)]));
}

export function createPaymentLists(deps: ServiceDeps) {
  const { db } = deps;

  async function list(principal: Principal, query: PaymentListQuery): Promise<PaymentList> {
    const party = partyFilterOf(principal);
    const today = businessDate(deps.now());
    if (query.view === 'payments') {
      const rows = await repo.listPayments(db, query, party);
      return {
        dues: [],
        payments: rows.map(paymentRowOf),
        dataCount: rows[0]?.total ?? 0,
        totals: {
          charged: 0,
          settled: 0,
          balance: 0,
          amount: money(rows[0]?.total_amount ?? 0),
          received: money(rows[0]?.total_received ?? 0),
        },
      };
    }
    const [rows, rates] = await Promise.all([
      repo.listDues(db, query, party, deps.now()),
      tdsRatesOf(db, principal, today),
    ]);
    const first = rows[0];
    return {
      dues: rows.map((r) => dueRowOf(principal, r, rates)),
      payments: [],
      dataCount: first?.total ?? 0,
      totals: {
        charged: money(first?.total_charged ?? 0),
        settled: money(first?.total_settled ?? 0),
        balance: money(first?.total_balance ?? 0),
        amount: 0,
        received: 0,
      },
    };
  }

  async function detail(principal: Principal, id: number): Promise<PaymentDetail> {
    const payment = await repo.findPayment(db, id);
    const own = partyFilterOf(principal);
    if (!payment || (own !== null && payment.partyUserId !== own)) {
      throw new AppError('not-found', PAYMENT_MESSAGES.notFound);
    }
    const [items, names, party, proofName] = await Promise.all([
      repo.itemsOf(db, id),
      userNames(db, [payment.decidedBy, payment.reversedBy]),
      findUserById(db, payment.partyUserId),
      payment.proofFileId ? fileNameOf(db, payment.proofFileId) : Promise.resolve(null),
    ]);
    const open = payment.status === 'Submitted' && can(principal.role, 'paymentReconcile');
    const recordNos = [...new Set(items.map((i) => i.recordNo))];
    const nameOf = (id: number | null) => (id ? (names.get(id) ?? null) : null);
    return {
      paymentId: payment.id,
      receiptNo: payment.receiptNo,
      partyUserId: payment.partyUserId,
      partyName: party?.entityName ?? party?.userName ?? '',
      mode: payment.mode as PaymentMode,
      modeLabel: PAYMENT_MODE_LABELS[payment.mode as PaymentMode],
      amount: money(payment.amountPaise),
      tds: money(payment.tdsPaise),
      gross: money(payment.amountPaise + payment.tdsPaise),
      referenceNumber: payment.referenceNo,
      bankName: payment.bankName,
      paymentDate: payment.paymentDate,
      status: payment.status as PaymentStatus,
      statusLabel: PAYMENT_STATUS_LABELS[payment.status as PaymentStatus],
      statusReason: payment.status === 'Reversed' ? payment.reversalReason : payment.revertReason,
      submittedAt: payment.submittedAt.toISOString(),
      recordNos,
      proofFileId: payment.proofFileId,
      proofFileName: proofName,
      revertReason: payment.revertReason,
      decidedAt: payment.decidedAt?.toISOString() ?? null,
      decidedByName: nameOf(payment.decidedBy),
      reversalReason: payment.reversalReason,
      reversedAt: payment.reversedAt?.toISOString() ?? null,
      reversedByName: nameOf(payment.reversedBy),
      items: items.map((i) => ({
        dueId: i.dueId,
        recordType: i.recordType as LedgerRecordType,
        recordId: i.recordId,
        recordNo: i.recordNo,
        recordLink: recordLinkOf(principal, i.recordType, i.recordId, i.recordKind),
        dueType: i.dueType as DueType,
        dueTypeLabel: DUE_TYPE_LABELS[i.dueType as DueType],
        gross: money(i.grossPaise),
        tds: money(i.tdsPaise),
        net: money(i.netPaise),
      })),
      canApprove: open,
      canRevert: open,
      canReverse: payment.status === 'Approved' && can(principal.role, 'paymentReverse'),
      nextStep: paymentNextStepOf(
        { status: payment.status as PaymentStatus, recordNos },
        { role: principal.role, isPayer: payment.partyUserId === principal.userId },
      ),
    };
  }

  /** Parties unpaid past the rules' days past due (DOMAIN §5): proposed to the Admin as defaulters. */
  async function proposedDefaulters(): Promise<ProposedDefaulterList> {
    const today = businessDate(deps.now());
    const { daysPastDue } = (await currentRules(db)).defaulter;
    const rows = await repo.overdueParties(db, addDays(today, -daysPastDue));
    return {
      daysPastDue,
      parties: rows.map((r) => ({
        userId: r.user_id,
        userName: r.user_name,
        partyName: r.party_name,
        isDefaulter: r.is_defaulter,
        overdue: money(r.overdue),
        dues: r.dues,
        oldestDueOn: r.oldest_due_on,
        daysPastDue: daysBetween(r.oldest_due_on, today),
      })),
    };
  }

  return { list, detail, proposedDefaulters };
}
