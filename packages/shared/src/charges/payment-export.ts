/**
 * The payment lists as files (issue 17 "downloads (xlsx) on every list"): dues, payments and refunds in the
 * screens' words; money as numbers shown '₹1,23,456.78' and dates as Excel dates in the sheet (file/sheet-cells.ts).
 * One column list per table.
 */
import type { z } from 'zod';
import { exportQueryOf, type ExportColumn } from '../file/table-export.ts';
import {
  paymentListQuerySchema,
  refundListQuerySchema,
  type DueRow,
  type PaymentRow,
  type RefundRow,
} from './payment.schemas.ts';
import { monthlyTdsQuerySchema, type MonthlyTdsRow } from './tds-challan.schemas.ts';

export const DUE_EXPORT_COLUMNS: readonly ExportColumn<DueRow>[] = [
  { header: 'Record No.', cell: (r) => r.recordNo },
  { header: 'Due Type', cell: (r) => r.dueTypeLabel },
  { header: 'Party', cell: (r) => r.partyName },
  { header: 'Raised On', kind: 'date', cell: (r) => r.raisedOn },
  { header: 'Due By', kind: 'date', cell: (r) => r.dueOn },
  // A due with a time of day (a day-ahead fee by 15:00) has it here; the screen writes both in one cell.
  { header: 'Due At', kind: 'dateTime', cell: (r) => r.dueAt },
  { header: 'Charged (₹)', kind: 'money', cell: (r) => r.charged },
  { header: 'Paid (₹)', kind: 'money', cell: (r) => r.settled },
  { header: 'TDS (₹)', kind: 'money', cell: (r) => r.tds },
  { header: 'Refunded (₹)', kind: 'money', cell: (r) => r.refunded },
  { header: 'Balance (₹)', kind: 'money', cell: (r) => r.balance },
  { header: 'Status', cell: (r) => r.statusLabel },
];

export const PAYMENT_EXPORT_COLUMNS: readonly ExportColumn<PaymentRow>[] = [
  { header: 'Receipt No.', cell: (r) => r.receiptNo ?? '' },
  { header: 'Party', cell: (r) => r.partyName },
  { header: 'Records', cell: (r) => r.recordNos.join(', ') },
  { header: 'Payment Date', kind: 'date', cell: (r) => r.paymentDate },
  { header: 'Mode', cell: (r) => r.modeLabel },
  { header: 'DD / UTR / Reference Number', cell: (r) => r.referenceNumber },
  { header: 'Bank', cell: (r) => r.bankName },
  { header: 'Amount (₹)', kind: 'money', cell: (r) => r.amount },
  { header: 'TDS (₹)', kind: 'money', cell: (r) => r.tds },
  { header: 'Submitted At', kind: 'dateTime', cell: (r) => r.submittedAt },
  { header: 'Status', cell: (r) => r.statusLabel },
  { header: 'Reason', cell: (r) => r.statusReason ?? '' },
];

export const REFUND_EXPORT_COLUMNS: readonly ExportColumn<RefundRow>[] = [
  { header: 'Application No.', cell: (r) => r.applicationNo },
  { header: 'Party', cell: (r) => r.partyName },
  { header: 'Charged (₹)', kind: 'money', cell: (r) => r.charged },
  { header: 'Paid (₹)', kind: 'money', cell: (r) => r.paid },
  { header: 'Refunded (₹)', kind: 'money', cell: (r) => r.refunded },
  { header: 'Refundable (₹)', kind: 'money', cell: (r) => r.refundable },
  { header: 'TDS to Reverse (₹)', kind: 'money', cell: (r) => r.tdsToReverse },
];

/** Payment/DownloadPayments: the list's filters (dues or payments) and the file's format. */
export const paymentExportQuerySchema = exportQueryOf(paymentListQuerySchema);
export type PaymentExportQuery = z.output<typeof paymentExportQuerySchema>;
export const refundExportQuerySchema = exportQueryOf(refundListQuerySchema);
export type RefundExportQuery = z.output<typeof refundExportQuerySchema>;

export const MONTHLY_TDS_EXPORT_COLUMNS: readonly ExportColumn<MonthlyTdsRow>[] = [
  { header: 'Month', kind: 'month', cell: (r) => r.month },
  { header: 'Party', cell: (r) => r.partyName },
  { header: 'TDS Deducted (₹)', kind: 'money', cell: (r) => r.deducted },
  { header: 'Payments', kind: 'count', cell: (r) => r.deductions },
  { header: 'Deposited (₹)', kind: 'money', cell: (r) => r.deposited },
  { header: 'In Reconciliation (₹)', kind: 'money', cell: (r) => r.inReconciliation },
  { header: 'Not Deposited (₹)', kind: 'money', cell: (r) => r.notDeposited },
  { header: 'Due By', kind: 'date', cell: (r) => r.dueOn },
  { header: 'Challan Serial No.', cell: (r) => r.challanNo ?? '' },
  { header: 'BSR Code', cell: (r) => r.bsrCode ?? '' },
  { header: 'Deposited On', kind: 'date', cell: (r) => r.depositDate },
  { header: 'Interest (₹)', kind: 'money', cell: (r) => r.interest },
  { header: 'Status', cell: (r) => r.challanStatusLabel },
];
export const monthlyTdsExportQuerySchema = exportQueryOf(monthlyTdsQuerySchema);
