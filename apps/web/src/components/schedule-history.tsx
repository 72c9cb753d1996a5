/**
 * An application's Schedule History (issue 18): the original schedule, each revision and curtailment with what it did
 * to the charges (a negative change is a reversal, refundable once paid) and the dates still charged STU on the
 * original schedule, then the current schedule. On the revision record always; on the application record only once
 * something changed its schedule (`onlyWhenChanged`).
 */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MESSAGES, type ScheduleHistory as History } from '@stoa/shared';
import { formatCalendarDate, formatDateTime, formatInr, formatMw } from '../lib/format.ts';
import { useScheduleHistory } from '../lib/schedule-history.ts';

export const SCHEDULE_HISTORY_TITLE = 'Schedule History';

type Step = History[number];
const num = { align: 'right' } as const;

/** A change of the charges: a reversal reads as such, no change as a dash. */
export function chargeChangeText(amount: number): string {
  if (amount === 0) return '—';
  return amount < 0 ? `${formatInr(-amount)} reversed` : `+${formatInr(amount)}`;
}

/** Has anything but the original and the current schedule happened? */
export const hasScheduleChanges = (steps: History) => steps.some((s) => s.kind !== 'Original' && s.kind !== 'Current');

function KindCell({ step }: { step: Step }) {
  const number = step.sourceNo ?? '';
  return (
    <TableCell>
      <Typography variant="body2">{step.kind}</Typography>
      {number &&
        (step.link ? (
          <Link component={RouterLink} to={step.link} variant="body2">
            {number}
          </Link>
        ) : (
          <Typography variant="body2">{number}</Typography>
        ))}
    </TableCell>
  );
}

export function ScheduleHistoryTable({ steps }: { steps: History }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={SCHEDULE_HISTORY_TITLE}>
        <TableHead>
          <TableRow>
            <TableCell>Kind / No.</TableCell>
            <TableCell>When</TableCell>
            <TableCell {...num}>Energy (MWh)</TableCell>
            <TableCell {...num}>STU Charges</TableCell>
            <TableCell {...num}>Operating Charges</TableCell>
            <TableCell {...num}>Change</TableCell>
            <TableCell>STU Kept On</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {steps.map((step, i) => (
            <TableRow key={`${step.kind}-${step.sourceNo ?? i}`}>
              <KindCell step={step} />
              <TableCell>{step.at ? formatDateTime(step.at) : '—'}</TableCell>
              <TableCell {...num}>{formatMw(step.energyMwh)}</TableCell>
              <TableCell {...num}>{formatInr(step.stuCharges)}</TableCell>
              <TableCell {...num}>{formatInr(step.operatingCharges)}</TableCell>
              <TableCell {...num}>{chargeChangeText(step.chargeChange)}</TableCell>
              <TableCell>{step.keptDates.map(formatCalendarDate).join(', ') || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface ScheduleHistorySectionProps {
  applicationId: number;
  /** Show nothing (not even loading or a failure) until a revision or curtailment changed the schedule. */
  onlyWhenChanged?: boolean;
  /** false: no call (the application has no schedule yet). */
  isEnabled?: boolean;
}

export function ScheduleHistorySection({
  applicationId,
  onlyWhenChanged = false,
  isEnabled = true,
}: ScheduleHistorySectionProps) {
  const history = useScheduleHistory(applicationId, isEnabled);
  const steps = history.data;
  if (!isEnabled) return null;
  if (onlyWhenChanged && !(steps && hasScheduleChanges(steps))) return null;
  return (
    <Paper variant="outlined" component="section" aria-label={SCHEDULE_HISTORY_TITLE} sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {SCHEDULE_HISTORY_TITLE}
      </Typography>
      {history.isError && <Alert severity="error">{MESSAGES.fetchError}</Alert>}
      {history.isPending && <Typography color="text.secondary">Loading…</Typography>}
      {steps && <ScheduleHistoryTable steps={steps} />}
    </Paper>
  );
}
