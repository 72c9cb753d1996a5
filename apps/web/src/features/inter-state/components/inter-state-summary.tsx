/** The record's header facts: entity, sector, number, validity, submitted and updated dates. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { InterStateDetail } from '@stoa/shared';
import { formatCalendarDate, formatDate } from '../../../lib/format.ts';

export function InterStateSummary({ record }: { record: InterStateDetail }) {
  const validity =
    record.approvedOn && record.expiredOn
      ? `${formatCalendarDate(record.approvedOn)} to ${formatCalendarDate(record.expiredOn)}`
      : '—';
  const facts: [string, string][] = [
    ['Entity Name', record.entityName || '—'],
    ['Sector', record.sector],
    ['Registration No', record.registrationNo ?? '—'],
    ['Validity', validity],
    ['Submitted On', formatDate(record.submittedOn) || '—'],
    ['Updated On', formatDate(record.updatedOn)],
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
    </Paper>
  );
}
