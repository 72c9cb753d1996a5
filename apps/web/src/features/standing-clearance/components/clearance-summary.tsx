/** The request's facts: number, entity, registration, transaction, MW, period, dates and remarks. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  CLEARANCE_DIRECTION_LABELS,
  CLEARANCE_KIND_LABELS,
  formatDdMmYyyy,
  type StandingClearanceDetail,
} from '@stoa/shared';
import { formatDateTime, formatMw } from '../../../lib/format.ts';

export function ClearanceSummary({ record }: { record: StandingClearanceDetail }) {
  const remarks = typeof record.details['remarks'] === 'string' ? record.details['remarks'] : '';
  const facts: [string, string][] = [
    ['Clearance No', record.clearanceNo ?? 'Issued on approval'],
    ['Entity Name', record.entityName || '—'],
    ['Registration No', record.registrationNo ?? '—'],
    ['Direction', CLEARANCE_DIRECTION_LABELS[record.direction]],
    ['Transaction Type', record.transactionKind ? CLEARANCE_KIND_LABELS[record.transactionKind] : '—'],
    [record.transactionKind === 'PowerExchange' ? 'Power Exchange' : 'Counterparty', record.counterparty ?? '—'],
    ['Quantum (MW)', formatMw(record.quantumMw)],
    ['Period', `${formatDdMmYyyy(record.fromDate)} to ${formatDdMmYyyy(record.toDate)}`],
    ['Submitted On', formatDateTime(record.submittedOn) || '—'],
    ['Decided On', formatDateTime(record.decidedOn) || '—'],
    ['Remarks', remarks || '—'],
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
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
