/**
 * A Form 16A-style summary of a payer's TDS for a quarter (issue 17): each month's deductions with the challan
 * that deposited them and any interest, in the house formats. Uncompressed, so a test reads its text.
 */
import { formatDisplayDate, formatInr, type MonthlyTdsRow } from '@stoa/shared';
import { heading, keyValue, start } from '../../platform/pdf.ts';
import { monthLabel } from './tds-challans.ts';

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
    keyValue(doc, 'Challan', row.challanNo ? `${row.challanNo}${row.bsrCode ? `, BSR ${row.bsrCode}` : ''}` : '—');
    keyValue(doc, 'Deposited On', row.depositDate ? formatDisplayDate(row.depositDate) : '—');
    keyValue(doc, 'Due By', formatDisplayDate(row.dueOn));
    keyValue(doc, 'Status', row.challanStatusLabel);
    if (row.interest > 0) keyValue(doc, 'Interest', `${formatInr(row.interest)} (${row.interestMonths} month(s))`);
  }
  heading(doc, 'Total');
  keyValue(doc, 'TDS Deducted in the Quarter', formatInr(total));
  doc.end();
  return done;
}
