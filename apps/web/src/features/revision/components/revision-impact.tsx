/**
 * What a revision changes (its preview, and the record as requested): the block it takes effect from, the energy
 * before and after with the reduction (and the minimum it must reach), the days still charged STU on the original
 * schedule (the cancellation charge), the STU and operating charges before and after, and the energy per day.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RevisionImpact } from '@stoa/shared';
import type { RecordFact } from '../../../components/record/record-summary.tsx';
import { formatCalendarDate, formatInr, formatMw } from '../../../lib/format.ts';
import { pointText } from './revision-format.ts';

const num = { align: 'right' } as const;
const mwh = (value: number) => `${formatMw(value)} MWh`;
const percent = (value: number) => `${formatMw(value)}%`;

/** The line naming the days whose STU charges stay on the original schedule. */
export const keptDatesText = (dates: readonly string[]) =>
  `STU charges stay on the original schedule for: ${dates.map(formatCalendarDate).join(', ')}`;

function impactFacts(impact: RevisionImpact): RecordFact[] {
  return [
    { label: 'Effective From', value: pointText(impact.effectiveFrom) },
    { label: 'Energy', value: `${mwh(impact.energyBeforeMwh)} → ${mwh(impact.energyAfterMwh)}` },
    {
      label: 'Reduced By',
      value: `${mwh(impact.reducedMwh)} (${percent(impact.reducedPercent)}; at least ${percent(impact.minimumPercent)})`,
    },
    { label: 'STU Charges', value: `${formatInr(impact.stuBefore)} → ${formatInr(impact.stuAfter)}` },
    {
      label: 'Operating Charges',
      value: `${formatInr(impact.operatingBefore)} → ${formatInr(impact.operatingAfter)}`,
    },
  ];
}

/** The figures as label–value pairs (the record kit's look, inside this section's own box). */
function ImpactFacts({ facts }: { facts: readonly RecordFact[] }) {
  return (
    <Box
      component="dl"
      aria-label="Impact figures"
      sx={{
        m: 0,
        display: 'grid',
        columnGap: 3,
        rowGap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
      }}
    >
      {facts.map(({ label, value }) => (
        <Box key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Before minus after, exact to the hundredth. */
const reducedOf = (day: { beforeMwh: number; afterMwh: number }) =>
  (Math.round(day.beforeMwh * 100) - Math.round(day.afterMwh * 100)) / 100;

function DaysTable({ days }: { days: RevisionImpact['days'] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Energy per day">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell {...num}>Before (MWh)</TableCell>
            <TableCell {...num}>After (MWh)</TableCell>
            <TableCell {...num}>Reduced (MWh)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => (
            <TableRow key={day.date}>
              <TableCell>{formatCalendarDate(day.date)}</TableCell>
              <TableCell {...num}>{formatMw(day.beforeMwh)}</TableCell>
              <TableCell {...num}>{formatMw(day.afterMwh)}</TableCell>
              <TableCell {...num}>{formatMw(reducedOf(day))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function RevisionImpactView({ impact, title = 'Impact' }: { impact: RevisionImpact; title?: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
        {title}
      </Typography>
      <ImpactFacts facts={impactFacts(impact)} />
      {impact.keptDates.length > 0 && <Alert severity="warning">{keptDatesText(impact.keptDates)}</Alert>}
      <DaysTable days={impact.days} />
    </Paper>
  );
}
