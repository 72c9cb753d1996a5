/**
 * The facts of an application: number, type, applicant, trader, period, dates, energy, corridors, and its fee in the
 * viewer's words (the payer's, or what the SLDC misses); its remarks.
 */
import Typography from '@mui/material/Typography';
import { APPLICATION_TYPE_LABELS, ROLE_LABELS, isRole, type ApplicationDetail } from '@stoa/shared';
import { feeFactValue } from '../../../../components/record/record-fee.tsx';
import type { RecordFact } from '../../../../components/record/record-summary.tsx';
import { formatCalendarDate, formatDateRange, formatMw, formatReceiptTime } from '../../../../lib/format.ts';

const period = (from: string | null, to: string | null) => (from && to ? formatDateRange(from, to) : null);

export function applicationFacts(record: ApplicationDetail): RecordFact[] {
  const { applicant, fee } = record;
  const role = isRole(applicant.role) ? ROLE_LABELS[applicant.role] : applicant.role;
  return [
    { label: 'Application No', value: record.applicationNo },
    { label: 'Type', value: APPLICATION_TYPE_LABELS[record.type] },
    { label: 'Applicant', value: `${applicant.name} (${role})` },
    { label: 'Trader', value: record.trader?.name },
    { label: 'Delivery Period', value: period(record.fromDate, record.toDate) },
    { label: 'Processing Date', value: formatCalendarDate(record.processingDate) },
    { label: 'Received At', value: formatReceiptTime(record.receivedAt) },
    { label: 'Requested Energy (MWh)', value: formatMw(record.totalMwh) },
    { label: 'Allocated Energy (MWh)', value: record.allocatedMwh === null ? null : formatMw(record.allocatedMwh) },
    { label: 'Corridors', value: record.corridors.map((c) => c.name).join(', ') },
    { label: fee.label, value: feeFactValue(fee) },
  ];
}

export function ApplicationRemarks({ remarks }: { remarks: string | null }) {
  if (!remarks) return null;
  return (
    <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>
      <Typography component="span" variant="caption" color="text.secondary">
        Remarks:{' '}
      </Typography>
      {remarks}
    </Typography>
  );
}
