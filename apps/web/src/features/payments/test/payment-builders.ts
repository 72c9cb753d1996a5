/**
 * Payments test data shaped by the shared schemas: dues, payments, a payment's detail, refund rows and history, the
 * monthly TDS rows.
 */
import {
  DUE_STATUS_LABELS,
  DUE_TYPE_LABELS,
  PAYMENT_STATUS_LABELS,
  TDS_CHALLAN_STATUS_LABELS,
  type DueRow,
  type MonthChallan,
  type MonthlyTdsRow,
  type PaymentDetail,
  type PaymentList,
  type PaymentRow,
  type RefundHistory,
  type RefundRow,
} from '@stoa/shared';

export const PROOF_ID = '3b241101-e2bb-4255-8caf-4136c566a962';

/** An STU charge of an application, due and unpaid; the payer withholds 2% TDS. */
export function buildDue(overrides: Partial<DueRow> = {}): DueRow {
  const dueType = overrides.dueType ?? 'STUCharges';
  const status = overrides.status ?? 'Due';
  return {
    dueId: 1,
    recordType: 'Application',
    recordId: 11,
    recordNo: 'STOA/DA/2026/00011',
    recordLink: '/applications/oa/DayAhead/11',
    reference: null,
    dueType,
    dueTypeLabel: DUE_TYPE_LABELS[dueType],
    partyUserId: 7,
    partyName: 'Sunrise Solar Pvt Ltd',
    charged: 10_000,
    settled: 0,
    tds: 0,
    refunded: 0,
    balance: 10_000,
    dueOn: '2026-11-30',
    dueAt: null,
    raisedOn: '2026-11-20',
    status,
    statusLabel: DUE_STATUS_LABELS[status],
    isPaid: false,
    pendingPaymentId: null,
    tdsRatePercent: 2,
    tdsPayable: 200,
    netPayable: 9_800,
    ...overrides,
  };
}

/** A payment of one due, awaiting reconciliation. */
export function buildPaymentRow(overrides: Partial<PaymentRow> = {}): PaymentRow {
  const status = overrides.status ?? 'Submitted';
  return {
    paymentId: 5,
    receiptNo: null,
    partyUserId: 7,
    partyName: 'Sunrise Solar Pvt Ltd',
    mode: 'NEFT',
    modeLabel: 'NEFT',
    amount: 9_800,
    tds: 200,
    referenceNumber: 'UTR123456789',
    bankName: 'State Bank of India',
    paymentDate: '2026-11-20',
    status,
    statusLabel: PAYMENT_STATUS_LABELS[status],
    statusReason: null,
    submittedAt: '2026-11-20T06:30:00Z',
    recordNos: ['STOA/DA/2026/00011'],
    ...overrides,
  };
}

export function buildPaymentDetail(overrides: Partial<PaymentDetail> = {}): PaymentDetail {
  return {
    ...buildPaymentRow(overrides),
    gross: 10_000,
    proofFileId: PROOF_ID,
    proofFileName: 'utr-receipt.pdf',
    revertReason: null,
    decidedAt: null,
    decidedByName: null,
    reversalReason: null,
    reversedAt: null,
    reversedByName: null,
    items: [
      {
        dueId: 1,
        recordType: 'Application',
        recordId: 11,
        recordNo: 'STOA/DA/2026/00011',
        recordLink: '/applications/oa/DayAhead/11',
        dueType: 'STUCharges',
        dueTypeLabel: DUE_TYPE_LABELS.STUCharges,
        gross: 10_000,
        tds: 200,
        net: 9_800,
      },
    ],
    canApprove: false,
    canRevert: false,
    canReverse: false,
    nextStep: null,
    ...overrides,
  };
}

export function buildPaymentList(overrides: Partial<PaymentList> = {}): PaymentList {
  return {
    dues: [],
    payments: [],
    dataCount: 0,
    totals: { charged: 0, settled: 0, balance: 0, amount: 0, received: 0 },
    ...overrides,
  };
}

/** An application paid ₹12,000 against ₹10,000 of charges: ₹2,000 refundable. */
export function buildRefundRow(overrides: Partial<RefundRow> = {}): RefundRow {
  return {
    applicationId: 11,
    applicationNo: 'STOA/DA/2026/00011',
    applicationLink: '/applications/oa/DayAhead/11',
    partyUserId: 7,
    partyName: 'Sunrise Solar Pvt Ltd',
    charged: 10_000,
    paid: 12_000,
    refunded: 0,
    refundable: 2_000,
    tdsToReverse: 0,
    ...overrides,
  };
}

export function buildRefundHistory(overrides: Partial<RefundHistory> = {}): RefundHistory {
  return {
    applicationId: 11,
    applicationNo: 'STOA/DA/2026/00011',
    refundable: 1_500,
    tdsToReverse: 0,
    refunds: [
      {
        refundId: 1,
        amount: 500,
        mode: 'NEFT',
        modeLabel: 'NEFT',
        referenceNumber: 'RF-0001',
        refundDate: '2026-11-18',
        remarks: null,
        recordedAt: '2026-11-18T05:00:00Z',
        recordedByName: 'Meera Das',
      },
    ],
    ...overrides,
  };
}

/** The SLDC's account (public view) and the enabled payment modes, as the configuration routes answer them. */
export const BANK_ACCOUNTS = {
  view: 'public',
  accounts: [
    {
      id: 1,
      bankName: 'State Bank of India',
      branchName: 'Itanagar Main',
      accountHolderName: 'SLDC Arunachal Pradesh',
      accountNumber: '12345678901',
      ifsc: 'SBIN0001234',
      accountType: 'Current',
      purpose: null,
    },
  ],
} as const;

const stamp = { id: 1, updatedAt: '2026-01-01T00:00:00Z', updatedBy: 'Admin' };
export const PAYMENT_MODES_ANSWER = {
  paymentModes: [
    { ...stamp, id: 1, mode: 'DemandDraft', isEnabled: false, instructions: null },
    { ...stamp, id: 2, mode: 'BankDeposit', isEnabled: true, instructions: 'Deposit at any SBI branch.' },
    { ...stamp, id: 3, mode: 'NEFT', isEnabled: true, instructions: 'Use the UTR as the reference.' },
  ],
};

export const CHALLAN_COPY_ID = '9c5b94b1-35ad-49bb-b118-8e8fc24abf80';

/** March 2026's TDS of one payer: ₹200.00 on one payment, no challan yet, due 30 April. */
/** A challan of a month: ₹200.00 deposited on 5 March 2026 and approved. */
export function buildMonthChallan(overrides: Partial<MonthChallan> = {}): MonthChallan {
  return {
    challanId: 30,
    challanNo: '00041',
    bsrCode: '0510001',
    depositDate: '2026-03-05',
    amount: 200,
    deductions: 1,
    status: 'Approved',
    statusLabel: 'Approved',
    isSupplementary: false,
    proofFileId: CHALLAN_COPY_ID,
    revertReason: null,
    interestMonths: 0,
    interest: 0,
    ...overrides,
  };
}

export function buildMonthlyTdsRow(overrides: Partial<MonthlyTdsRow> = {}): MonthlyTdsRow {
  const challanStatus = overrides.challanStatus ?? 'NotUploaded';
  return {
    partyUserId: 7,
    partyName: 'Sunrise Solar Pvt Ltd',
    month: '2026-03',
    deducted: 200,
    deductions: 1,
    deposited: 0,
    inReconciliation: 0,
    notDeposited: 200,
    dueOn: '2026-04-30',
    challanId: null,
    challanStatus,
    challanStatusLabel: TDS_CHALLAN_STATUS_LABELS[challanStatus],
    challanNo: null,
    bsrCode: null,
    depositDate: null,
    proofFileId: null,
    revertReason: null,
    interestMonths: 0,
    interest: 0,
    isOverdue: false,
    isSupplementary: false,
    canUpload: false,
    canReconcile: false,
    challans: [],
    ...overrides,
  };
}
