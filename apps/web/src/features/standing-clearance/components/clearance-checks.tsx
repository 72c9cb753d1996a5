/**
 * The SLDC's check screen (DOMAIN §8): each check with Pass, Fail or Warning and what it found. A failed check stops
 * Verify and Forward and Approve (the server refuses them); a warning (no ATC declared) only informs.
 */
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ClearanceCheck, ClearanceCheckOutcome } from '@stoa/shared';

const TONES: Record<ClearanceCheckOutcome, 'success' | 'error' | 'warning'> = {
  Pass: 'success',
  Fail: 'error',
  Warning: 'warning',
};

export const CHECKS_FAILED_NOTE =
  'A check fails: the request cannot be verified or approved. Reject it or seek clarification.';

export function ClearanceChecks({ checks, canProceed }: { checks: readonly ClearanceCheck[]; canProceed: boolean }) {
  const hasFailed = checks.some((c) => c.outcome === 'Fail');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="clearance-checks-heading" sx={{ p: 2 }}>
      <Typography id="clearance-checks-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Checks
      </Typography>
      {hasFailed && canProceed && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {CHECKS_FAILED_NOTE}
        </Alert>
      )}
      <Table size="small" aria-label="Checks">
        <TableHead>
          <TableRow>
            <TableCell>Check</TableCell>
            <TableCell sx={{ width: 110 }}>Result</TableCell>
            <TableCell>Found</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {checks.map((c) => (
            <TableRow key={c.key}>
              <TableCell>{c.label}</TableCell>
              <TableCell>
                <Chip size="small" color={TONES[c.outcome]} label={c.outcome} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.detail}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
