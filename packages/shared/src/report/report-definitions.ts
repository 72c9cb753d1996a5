/**
 * The 18 reports, each as its reader sees it (report-catalog.ts says what the parts mean). Registration and
 * transaction-summary reports are in report-definitions-registry.ts.
 */
import { APPLICATION_STATUS_LABELS } from '../application/application-workflow.ts';
import { APPLICATION_TYPE_LABELS } from '../application/application-types.ts';
import { DUE_TYPE_LABELS } from '../charges/ledger.ts';
import { PAYMENT_STATUS_LABELS } from '../charges/payment.schemas.ts';
import { PAYMENT_MODE_LABELS } from '../config/master-data.schemas.ts';
import { CURTAILMENT_REASON_LABELS } from '../curtailment/curtailment.schemas.ts';
import { REVISION_STATUS_LABELS } from '../revision/revision-workflow.ts';
import { optionsOf, type ReportColumn, type AuthoredReport } from './report-catalog.ts';

const TYPES = { label: 'Application Type', options: optionsOf(APPLICATION_TYPE_LABELS) };
const typeColumn: ReportColumn = { key: 'type', header: 'Type', kind: 'text', labels: APPLICATION_TYPE_LABELS };
const appNo: ReportColumn = { key: 'applicationNo', header: 'Application No', kind: 'identifier', width: 22 };
const party: ReportColumn = { key: 'party', header: 'Entity', kind: 'text', width: 26 };
const moneyColumns: ReportColumn[] = [
  { key: 'charged', header: 'Charged', kind: 'money', total: true },
  { key: 'paid', header: 'Paid', kind: 'money', total: true },
  { key: 'tds', header: 'TDS', kind: 'money', total: true },
  { key: 'refunded', header: 'Refunded', kind: 'money', total: true },
  { key: 'outstanding', header: 'Outstanding', kind: 'money', total: true },
];
export const CHARGES_BY_MONTH = {
  kind: 'byMonth',
  title: 'Charged and paid per month',
  series: [
    { key: 'charged', label: 'Charged' },
    { key: 'paid', label: 'Paid' },
  ],
  unit: 'money',
} as const;
const PENDING_APPLICATION_LABELS = Object.fromEntries(
  (
    [
      'PendingConsent',
      'Submitted',
      'PendingSTOAApproval',
      'PendingEBidding',
      'PendingApplicantApproval',
      'STOAApproved',
      'SLDCApproverIApproved',
      'Returned',
    ] as const
  ).map((s) => [s, APPLICATION_STATUS_LABELS[s]]),
);
export const PENDING_APPLICATION_STATUSES = Object.keys(PENDING_APPLICATION_LABELS);

/** STU charges and SLDC operating charges: the same report over one due type. */
function chargeReport(key: 'STOACharges' | 'OperatingCharges', what: string): AuthoredReport {
  return {
    key,
    answers: `${what} raised on each application: what was charged, paid, deducted as TDS, refunded and is still owed.`,
    columns: [appNo, typeColumn, party, ...moneyColumns],
    filters: { dateRange: 'Raised on', type: TYPES, entity: true },
    defaultSort: { key: 'applicationNo', order: 'desc' },
    chart: CHARGES_BY_MONTH,
  };
}

export const APPLICATION_REPORTS: readonly AuthoredReport[] = [
  {
    key: 'ApplicationDetails',
    answers: 'Every submitted application with its parties, delivery period, requested and approved energy and status.',
    columns: [
      // The widest report: its widths fit 1366 px beside the drawer (report-grid.tsx); names and statuses wrap.
      { ...appNo, width: 26 },
      { ...typeColumn, width: 11 },
      { key: 'applicant', header: 'Applicant', kind: 'text', width: 14 },
      { key: 'seller', header: 'Seller', kind: 'text', width: 14 },
      { key: 'buyer', header: 'Buyer', kind: 'text', width: 14 },
      { key: 'fromDate', header: 'From Date', kind: 'date', width: 12 },
      { key: 'toDate', header: 'To Date', kind: 'date', width: 12 },
      { key: 'requestedMwh', header: 'Requested (MWh)', kind: 'mwh', total: true, width: 14 },
      { key: 'approvedMwh', header: 'Approved (MWh)', kind: 'mwh', total: true, width: 14 },
      { key: 'status', header: 'Status', kind: 'text', labels: APPLICATION_STATUS_LABELS, width: 14 },
      { key: 'submittedAt', header: 'Submitted On', kind: 'instant', width: 14 },
    ],
    filters: {
      dateRange: 'Delivery period',
      type: TYPES,
      status: { options: optionsOf(APPLICATION_STATUS_LABELS).filter((o) => o.value !== 'Draft') },
      entity: true,
      corridor: 'Any',
    },
    defaultSort: { key: 'submittedAt', order: 'desc' },
  },
  {
    key: 'ApplicationSummaryReport',
    answers: 'How many applications of each type are in each status, with their requested and approved energy.',
    columns: [
      typeColumn,
      { key: 'status', header: 'Status', kind: 'text', labels: APPLICATION_STATUS_LABELS, width: 24 },
      { key: 'applications', header: 'Applications', kind: 'count', total: true },
      { key: 'requestedMwh', header: 'Requested (MWh)', kind: 'mwh', total: true },
      { key: 'approvedMwh', header: 'Approved (MWh)', kind: 'mwh', total: true },
    ],
    filters: { dateRange: 'Delivery period', type: TYPES, entity: true, corridor: 'Any' },
    defaultSort: { key: 'type', order: 'asc' },
    chart: {
      kind: 'byCategory',
      title: 'Applications by type',
      series: [{ key: 'applications', label: 'Applications' }],
      unit: 'count',
    },
  },
  {
    key: 'PendingApplications',
    answers:
      'Applications submitted and not yet decided, where each stands (whose step it waits on) and how many days it has waited.',
    columns: [
      appNo,
      typeColumn,
      { key: 'applicant', header: 'Applicant', kind: 'text', width: 24 },
      { key: 'fromDate', header: 'From Date', kind: 'date' },
      { key: 'toDate', header: 'To Date', kind: 'date' },
      { key: 'requestedMwh', header: 'Requested (MWh)', kind: 'mwh', total: true },
      { key: 'status', header: 'Status', kind: 'text', labels: PENDING_APPLICATION_LABELS, width: 24 },
      { key: 'submittedAt', header: 'Submitted On', kind: 'instant', width: 22 },
      { key: 'daysPending', header: 'Days Pending', kind: 'count' },
    ],
    filters: {
      dateRange: 'Submitted on',
      type: TYPES,
      status: { options: optionsOf(PENDING_APPLICATION_LABELS) },
      entity: true,
      corridor: 'Any',
    },
    defaultSort: { key: 'daysPending', order: 'desc' },
    chart: {
      kind: 'byAge',
      title: 'Pending by age',
      series: [{ key: 'records', label: 'Applications' }],
      unit: 'count',
    },
  },
  {
    key: 'RevisionSummary',
    answers: 'Revision requests with their outcome: the energy before and after each approved revision.',
    columns: [
      { key: 'revisionNo', header: 'Revision No', kind: 'identifier', width: 22 },
      appNo,
      typeColumn,
      { key: 'applicant', header: 'Applicant', kind: 'text', width: 24 },
      { key: 'effectiveDate', header: 'Effective From', kind: 'date' },
      { key: 'status', header: 'Status', kind: 'text', labels: REVISION_STATUS_LABELS },
      { key: 'requestedAt', header: 'Requested On', kind: 'instant', width: 22 },
      { key: 'energyBefore', header: 'Energy Before (MWh)', kind: 'mwh', total: true },
      { key: 'energyAfter', header: 'Energy After (MWh)', kind: 'mwh', total: true },
      { key: 'energyReduced', header: 'Reduced (MWh)', kind: 'mwh', total: true },
    ],
    filters: {
      dateRange: 'Requested on',
      type: TYPES,
      status: { options: optionsOf(REVISION_STATUS_LABELS).filter((o) => o.value !== 'Draft') },
      entity: true,
    },
    defaultSort: { key: 'requestedAt', order: 'desc' },
    chart: {
      kind: 'byMonth',
      title: 'Energy reduced per month',
      series: [{ key: 'energyReduced', label: 'Reduced (MWh)' }],
      unit: 'mwh',
    },
  },
  {
    key: 'UnderUtilizedSTOAReport',
    answers:
      'Approved schedules against what was given up by revision or shed by curtailment: approved, scheduled now, and the share used.',
    columns: [
      appNo,
      typeColumn,
      { key: 'applicant', header: 'Applicant', kind: 'text', width: 24 },
      { key: 'fromDate', header: 'From Date', kind: 'date' },
      { key: 'toDate', header: 'To Date', kind: 'date' },
      { key: 'approvedMwh', header: 'Approved (MWh)', kind: 'mwh', total: true },
      { key: 'revisedMwh', header: 'Revised Away (MWh)', kind: 'mwh', total: true },
      { key: 'curtailedMwh', header: 'Curtailed (MWh)', kind: 'mwh', total: true },
      { key: 'scheduledMwh', header: 'Scheduled Now (MWh)', kind: 'mwh', total: true },
      { key: 'utilisation', header: 'Used (%)', kind: 'percent' },
    ],
    filters: { dateRange: 'Delivery period', type: TYPES, entity: true, corridor: 'Any' },
    defaultSort: { key: 'utilisation', order: 'asc' },
  },
  {
    key: 'CurtailmentReport',
    answers: 'Curtailments the SLDC applied: corridor, period, MW asked, applications affected and the energy shed.',
    columns: [
      { key: 'curtailmentNo', header: 'Curtailment No', kind: 'identifier', width: 22 },
      { key: 'corridor', header: 'Corridor', kind: 'text', width: 20 },
      { key: 'fromDate', header: 'From Date', kind: 'date' },
      { key: 'toDate', header: 'To Date', kind: 'date' },
      { key: 'mw', header: 'Curtailed (MW)', kind: 'mw' },
      { key: 'reasonType', header: 'Reason', kind: 'text', labels: CURTAILMENT_REASON_LABELS },
      { key: 'applications', header: 'Applications Affected', kind: 'count', total: true },
      { key: 'energyShed', header: 'Energy Shed (MWh)', kind: 'mwh', total: true },
      { key: 'appliedAt', header: 'Applied On', kind: 'instant', width: 22 },
    ],
    filters: {
      dateRange: 'Curtailed period',
      type: { label: 'Reason', options: optionsOf(CURTAILMENT_REASON_LABELS) },
      corridor: 'Any',
    },
    defaultSort: { key: 'appliedAt', order: 'desc' },
    chart: {
      kind: 'byMonth',
      title: 'Energy shed per month',
      series: [{ key: 'energyShed', label: 'Energy shed (MWh)' }],
      unit: 'mwh',
    },
  },
];

export const MONEY_REPORTS: readonly AuthoredReport[] = [
  {
    key: 'FinancialSummary',
    answers: 'Per entity and charge: what was charged, paid, deducted as TDS, refunded and is still owed (the ledger).',
    columns: [
      party,
      { key: 'dueType', header: 'Charge', kind: 'text', labels: DUE_TYPE_LABELS, width: 22 },
      { key: 'dues', header: 'Dues', kind: 'count', total: true },
      ...moneyColumns,
    ],
    filters: { dateRange: 'Recorded on', entity: true },
    defaultSort: { key: 'party', order: 'asc' },
    chart: CHARGES_BY_MONTH,
  },
  {
    key: 'PaymentReceiptSummary',
    answers:
      'Payments received: receipt, entity, mode, gross amount, TDS deducted, amount remitted and reconciliation.',
    columns: [
      { key: 'receiptNo', header: 'Receipt No', kind: 'identifier', width: 20 },
      party,
      { key: 'mode', header: 'Mode', kind: 'text', labels: PAYMENT_MODE_LABELS },
      { key: 'referenceNo', header: 'Reference No', kind: 'identifier', width: 20 },
      { key: 'paymentDate', header: 'Payment Date', kind: 'date' },
      { key: 'gross', header: 'Gross', kind: 'money', total: true },
      { key: 'tds', header: 'TDS', kind: 'money', total: true },
      { key: 'amount', header: 'Remitted', kind: 'money', total: true },
      { key: 'status', header: 'Status', kind: 'text', labels: PAYMENT_STATUS_LABELS },
    ],
    filters: {
      dateRange: 'Payment date',
      type: { label: 'Mode', options: optionsOf(PAYMENT_MODE_LABELS) },
      status: { options: optionsOf(PAYMENT_STATUS_LABELS) },
      entity: true,
    },
    defaultSort: { key: 'paymentDate', order: 'desc' },
    chart: { kind: 'byMonth', title: 'Received per month', series: [{ key: 'gross', label: 'Gross' }], unit: 'money' },
  },
  chargeReport('STOACharges', 'STU charges'),
  chargeReport('OperatingCharges', 'SLDC operating charges'),
  {
    key: 'RefundReport',
    answers:
      'Refunds the SLDC recorded: for which record, to whom, how much cash, when and how, and the TDS withheld on the refunded charges that the payer is to reverse (never paid out).',
    columns: [
      { key: 'recordNo', header: 'Record No', kind: 'identifier', width: 22 },
      party,
      { key: 'refundDate', header: 'Refund Date', kind: 'date' },
      { key: 'mode', header: 'Mode', kind: 'text', labels: PAYMENT_MODE_LABELS },
      { key: 'referenceNo', header: 'Reference No', kind: 'identifier', width: 20 },
      { key: 'amount', header: 'Amount', kind: 'money', total: true },
      { key: 'tdsToReverse', header: 'TDS to Reverse', kind: 'money', total: true },
    ],
    filters: {
      dateRange: 'Refund date',
      type: { label: 'Mode', options: optionsOf(PAYMENT_MODE_LABELS) },
      entity: true,
    },
    defaultSort: { key: 'refundDate', order: 'desc' },
    chart: {
      kind: 'byMonth',
      title: 'Refunded per month',
      series: [{ key: 'amount', label: 'Refunded' }],
      unit: 'money',
    },
  },
];
