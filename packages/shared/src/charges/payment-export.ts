/**
 * The payment lists as files (issue 17 "downloads (xlsx) on every list"): dues, payments and refunds in the
 * screens' words; money as numbers shown '₹1,23,456.78' in the sheet. One column list per table.
 */
import type { z } from 'zod';
import { formatDisplayDate, formatDisplayDateTime } from '../calendar/dates.ts';
import { exportQueryOf, type ExportColumn } from '../file/table-export.ts';
import {
  paymentListQuerySchema,
  refundListQuerySchema,
  type DueRow,
  type PaymentRow,
  type RefundRow,
} from './payment.schemas.ts';
import { formatDueBy } from './fee-due.ts';
import { monthlyTdsQuerySchema, type MonthlyTdsRow } from './tds-challan.schemas.ts';

const date = (v: string | null) => (v ? formatDisplayDate(v) : '');

export const DUE_EXPORT_COLUMNS: readonly ExportColumn<DueRow>[] = [
  { header: 'Record No.', cell: (r) => r.recordNo, width: 22 },
  { header: 'Due Type', cell: (r) => r.dueTypeLabel, width: 22 },
  { header: 'Party', cell: (r) => r.partyName, width: 30 },
  { header: 'Raised On', cell: (r) => date(r.raisedOn), width: 14 },
  { header: 'Due By', cell: (r) => (r.dueOn ? formatDueBy(r.dueOn, r.dueAt) : ''), width: 22 },
  { header: 'Charged (₹)', cell: (r) => r.charged, isMoney: true, width: 16 },
  { header: 'Paid (₹)', cell: (r) => r.settled, isMoney: true, width: 16 },
  { header: 'TDS (₹)', cell: (r) => r.tds, isMoney: true, width: 14 },
  { header: 'Refunded (₹)', cell: (r) => r.refunded, isMoney: true, width: 14 },
  { header: 'Balance (₹)', cell: (r) => r.balance, isMoney: true, width: 16 },
  { header: 'Status', cell: (r) => r.statusLabel, width: 20 },
];

export const PAYMENT_EXPORT_COLUMNS: readonly ExportColumn<PaymentRow>[] = [
  { header: 'Receipt No.', cell: (r) => r.receiptNo ?? '', width: 18 },
  { header: 'Party', cell: (r) => r.partyName, width: 30 },
  { header: 'Records', cell: (r) => r.recordNos.join(', '), width: 30 },
  { header: 'Payment Date', cell: (r) => date(r.paymentDate), width: 14 },
  { header: 'Mode', cell: (r) => r.modeLabel, width: 14 },
  { header: 'DD / UTR / Reference Number', cell: (r) => r.referenceNumber, width: 22 },
  { header: 'Bank', cell: (r) => r.bankName, width: 20 },
  { header: 'Amount (₹)', cell: (r) => r.amount, isMoney: true, width: 16 },
  { header: 'TDS (₹)', cell: (r) => r.tds, isMoney: true, width: 14 },
  { header: 'Submitted At', cell: (r) => formatDisplayDateTime(r.submittedAt), width: 22 },
  { header: 'Status', cell: (r) => r.statusLabel, width: 20 },
  { header: 'Reason', cell: (r) => r.statusReason ?? '', width: 30 },
];

export const REFUND_EXPORT_COLUMNS: readonly ExportColumn<RefundRow>[] = [
  { header: 'Application No.', cell: (r) => r.applicationNo, width: 22 },
  { header: 'Party', cell: (r) => r.partyName, width: 30 },
  { header: 'Charged (₹)', cell: (r) => r.charged, isMoney: true, width: 16 },
  { header: 'Paid (₹)', cell: (r) => r.paid, isMoney: true, width: 16 },
  { header: 'Refunded (₹)', cell: (r) => r.refunded, isMoney: true, width: 16 },
  { header: 'Refundable (₹)', cell: (r) => r.refundable, isMoney: true, width: 16 },
  { header: 'TDS to Reverse (₹)', cell: (r) => r.tdsToReverse, isMoney: true, width: 16 },
];

/** Payment/DownloadPayments: the list's filters (dues or payments) and the file's format. */
export const paymentExportQuerySchema = exportQueryOf(paymentListQuerySchema);
export type PaymentExportQuery = z.output<typeof paymentExportQuerySchema>;
export const refundExportQuerySchema = exportQueryOf(refundListQuerySchema);
export type RefundExportQuery = z.output<typeof refundExportQuerySchema>;

export const MONTHLY_TDS_EXPORT_COLUMNS: readonly ExportColumn<MonthlyTdsRow>[] = [
  { header: 'Month', cell: (r) => formatDisplayDate(`${r.month}-01`).replace(/ \d{2},/, ''), width: 12 },
  { header: 'Party', cell: (r) => r.partyName, width: 30 },
  { header: 'TDS Deducted (₹)', cell: (r) => r.deducted, isMoney: true, width: 16 },
  { header: 'Payments', cell: (r) => r.deductions, width: 10 },
  { header: 'Deposited (₹)', cell: (r) => r.deposited, isMoney: true, width: 16 },
  { header: 'In Reconciliation (₹)', cell: (r) => r.inReconciliation, isMoney: true, width: 18 },
  { header: 'Not Deposited (₹)', cell: (r) => r.notDeposited, isMoney: true, width: 16 },
  { header: 'Due By', cell: (r) => date(r.dueOn), width: 14 },
  { header: 'Challan Serial No.', cell: (r) => r.challanNo ?? '', width: 18 },
  { header: 'BSR Code', cell: (r) => r.bsrCode ?? '', width: 10 },
  { header: 'Deposited On', cell: (r) => date(r.depositDate), width: 14 },
  { header: 'Interest (₹)', cell: (r) => r.interest, isMoney: true, width: 14 },
  { header: 'Status', cell: (r) => r.challanStatusLabel, width: 22 },
];
export const monthlyTdsExportQuerySchema = exportQueryOf(monthlyTdsQuerySchema);
