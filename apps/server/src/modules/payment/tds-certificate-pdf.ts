/**
 * A Form 16A-style summary of a payer's TDS for a quarter (issue 17): each month's deductions, what is deposited and
 * what is not, the challans that deposited them (supplementary ones named so) and any interest, in the house
 * formats. Uncompressed, so a test reads its text.
 */
import { formatDisplayDate, formatInr, type MonthChallan, type MonthlyTdsRow } from '@stoa/shared';
import { heading, keyValue, start } from '../../platform/pdf.ts';
import { monthLabel } from './tds-terms.ts';

/** '12346, BSR 0510002, deposited May 03, 2026: ₹200.00 (Approved)'. */
const challanLine = (c: MonthChallan) =>
  `${c.challanNo}${c.bsrCode ? `, BSR ${c.bsrCode}` : ''}, deposited ${formatDisplayDate(c.depositDate)}: ` +
  `${formatInr(c.amount)} (${c.statusLabel})`;

export function renderTdsCertificatePdf(
  party: string,
  period: { financialYear: number; quarter: number; months: string[] },
  rows: readonly MonthlyTdsRow[],
): Promise<Buffer> {
  const { doc, done } = start('TDS Summary (Form 16A style)', false);
  keyValue(doc, 'Deductor', party);
  keyValue(doc, 'Deductee', 'State Load Despatch Centre');
  keyValue(
    doc,
    'Period',
    `Q${period.quarter} of FY ${period.financialYear}-${String((period.financialYear + 1) % 100).padStart(2, '0')} (${period.months.map(monthLabel).join(', ')})`,
  );
  let total = 0;
  for (const month of period.months) {
    const row = rows.find((r) => r.month === month);
    heading(doc, monthLabel(month));
    if (!row) {
      keyValue(doc, 'TDS Deducted', formatInr(0));
      continue;
    }
    total += row.deducted;
    keyValue(doc, 'TDS Deducted', `${formatInr(row.deducted)} (${row.deductions} payment(s))`);
    keyValue(doc, 'Deposited', formatInr(row.deposited));
    if (row.inReconciliation > 0) keyValue(doc, 'In Reconciliation', formatInr(row.inReconciliation));
    keyValue(doc, 'Not Deposited', formatInr(row.notDeposited));
    const live = row.challans.filter((c) => c.status !== 'Reverted');
    if (live.length === 0) keyValue(doc, 'Challan', '—');
    for (const c of live) keyValue(doc, c.isSupplementary ? 'Supplementary Challan' : 'Challan', challanLine(c));
    keyValue(doc, 'Due By', formatDisplayDate(row.dueOn));
    keyValue(doc, 'Status', row.challanStatusLabel);
    if (row.interest > 0) keyValue(doc, 'Interest', `${formatInr(row.interest)} (${row.interestMonths} month(s))`);
  }
  heading(doc, 'Total');
  keyValue(doc, 'TDS Deducted in the Quarter', formatInr(total));
  doc.end();
  return done;
}
