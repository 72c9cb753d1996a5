/** The record's header facts: number, type, applicant, trader, period, dates, energy, corridors and the fee. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { APPLICATION_TYPE_LABELS, ROLE_LABELS, isRole, type ApplicationDetail } from '@stoa/shared';
import { formatCalendarDate, formatDateTime, formatInr, formatMw } from '../../../../lib/format.ts';

const period = (from: string | null, to: string | null) =>
  from && to
    ? from === to
      ? formatCalendarDate(from)
      : `${formatCalendarDate(from)} to ${formatCalendarDate(to)}`
    : '—';

export function ApplicationSummary({ record }: { record: ApplicationDetail }) {
  const { applicant, fee } = record;
  const facts: [string, string][] = [
    ['Application No', record.applicationNo ?? '—'],
    ['Type', APPLICATION_TYPE_LABELS[record.type]],
    ['Applicant', `${applicant.name} (${isRole(applicant.role) ? ROLE_LABELS[applicant.role] : applicant.role})`],
    ['Trader', record.trader?.name ?? '—'],
    ['Delivery Period', period(record.fromDate, record.toDate)],
    ['Processing Date', formatCalendarDate(record.processingDate) || '—'],
    ['Received At', formatDateTime(record.receivedAt) || '—'],
    ['Requested Energy (MWh)', formatMw(record.totalMwh)],
    ['Allocated Energy (MWh)', record.allocatedMwh === null ? '—' : formatMw(record.allocatedMwh)],
    ['Corridors', record.corridors.map((c) => c.name).join(', ') || '—'],
    [fee.feeType, fee.amount === null ? 'No fee applies' : formatInr(fee.amount)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        component="dl"
        aria-label="Summary"
        sx={{
          m: 0,
          display: 'grid',
          columnGap: 3,
          rowGap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {record.remarks && (
        <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>
          <Typography component="span" variant="caption" color="text.secondary">
            Remarks:{' '}
          </Typography>
          {record.remarks}
        </Typography>
      )}
    </Paper>
  );
}
