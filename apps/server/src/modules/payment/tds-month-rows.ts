/**
 * A payer's month of TDS as the list, its file and the Form 16A summary show it (DOMAIN §5): deducted, deposited on
 * approved challans, in reconciliation, not deposited; the status read by the shared monthChallanStatus; each
 * challan with its interest (charged once approved, as its deposit date says while submitted); the month's interest
 * adding what is not deposited would draw if deposited today; and what the caller may do.
 */
import {
  TDS_CHALLAN_STATUS_LABELS,
  can,
  isSupplementaryChallan,
  monthChallanStatus,
  type MonthChallan,
  type MonthlyTdsRow,
  type TdsChallanStatus,
} from '@stoa/shared';
import type { Principal } from '../../platform/access-guard.ts';
import { money } from './payment-lists.ts';
import type { MonthChallanRow, MonthlyRow } from './tds-month.repository.ts';
import { interestFor, type Interest, type Terms } from './tds-terms.ts';

const RECORD_LABELS = {
  Submitted: TDS_CHALLAN_STATUS_LABELS.Submitted,
  Approved: TDS_CHALLAN_STATUS_LABELS.Approved,
  Reverted: TDS_CHALLAN_STATUS_LABELS.Reverted,
} as const;

/** The months a status leaves something to upload: nothing on a challan yet, or a supplementary challan due. */
const OPEN: readonly TdsChallanStatus[] = ['NotUploaded', 'Reverted', 'SupplementaryDue'];

/** A challan's interest: charged once approved (its months from its deposit date), projected while submitted. */
function challanInterestOf(terms: Terms, month: string, c: MonthChallanRow): Interest {
  if (c.status === 'Reverted' || c.firstDeductedOn === null) return { months: 0, paise: 0, rate: 0 };
  const projected = interestFor(terms, month, [{ deductedOn: c.firstDeductedOn, paise: c.amountPaise }], c.depositDate);
  if (c.status === 'Submitted') return projected;
  return { ...projected, paise: c.interestCharged, months: c.interestCharged > 0 ? projected.months : 0 };
}

function challanOf(c: MonthChallanRow, interest: Interest): MonthChallan {
  return {
    challanId: c.id,
    challanNo: c.challanNo,
    bsrCode: c.bsrCode,
    depositDate: c.depositDate,
    amount: money(c.amountPaise),
    deductions: c.deductions,
    status: c.status,
    statusLabel: RECORD_LABELS[c.status],
    isSupplementary: c.isSupplementary,
    proofFileId: c.proofFileId,
    revertReason: c.status === 'Reverted' ? c.revertReason : null,
    interestMonths: interest.months,
    interest: money(interest.paise),
  };
}

export function monthRowOf(principal: Principal, r: MonthlyRow, today: string, terms: Terms): MonthlyTdsRow {
  const [deposited, notDeposited] = [Number(r.deposited), Number(r.not_deposited)];
  const status = monthChallanStatus({
    hasSubmitted: r.challan_status === 'Submitted',
    depositedPaise: deposited,
    notDepositedPaise: notDeposited,
    lastStatus: r.challan_status,
  });
  const dueOn = terms.dueOn(r.month);
  const interests = r.challans.map((c) => challanInterestOf(terms, r.month, c));
  if (notDeposited > 0 && r.first_open_on !== null) {
    interests.push(interestFor(terms, r.month, [{ deductedOn: r.first_open_on, paise: notDeposited }], today));
  }
  const shown = r.challans.find((c) => c.id === r.challan_id) ?? null;
  const isOpen = OPEN.includes(status);
  return {
    partyUserId: r.party_user_id,
    partyName: r.party_name,
    month: r.month,
    deducted: money(Number(r.deducted)),
    deductions: r.deductions,
    deposited: money(deposited),
    inReconciliation: money(Number(r.in_reconciliation)),
    notDeposited: money(notDeposited),
    dueOn,
    challanId: shown?.id ?? null,
    challanStatus: status,
    challanStatusLabel: TDS_CHALLAN_STATUS_LABELS[status],
    challanNo: shown?.challanNo ?? null,
    bsrCode: shown?.bsrCode ?? null,
    depositDate: shown?.depositDate ?? null,
    proofFileId: shown?.proofFileId ?? null,
    revertReason: shown?.status === 'Reverted' ? shown.revertReason : null,
    interestMonths: Math.max(0, ...interests.map((i) => i.months)),
    interest: money(interests.reduce((s, i) => s + i.paise, 0)),
    isOverdue: isOpen && today > dueOn,
    isSupplementary: isSupplementaryChallan({ depositedPaise: deposited }),
    canUpload: isOpen && can(principal.role, 'tdsChallanMake') && r.party_user_id === principal.userId,
    canReconcile: status === 'Submitted' && can(principal.role, 'tdsChallanReconcile'),
    challans: r.challans.map((c, i) => challanOf(c, interests[i]!)),
  };
}
