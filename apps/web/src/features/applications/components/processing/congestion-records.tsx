/**
 * Advance congestion records (DOMAIN §3: congested Advance applications go to e-bidding): corridor, the span of its
 * congested blocks and how many there are (exactly those go to e-bidding, DOMAIN §4), the least available margin
 * against the largest quantum applied for, the applications involved and the record's status.
 */
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProcessingResult } from '@stoa/shared';
import { formatCalendarDate, formatMw } from '../../../../lib/format.ts';
import { timeRangeLabel } from '../time-label.ts';

const num = { align: 'right' } as const;

export function CongestionRecords({ congestions }: { congestions: ProcessingResult['congestions'] }) {
  if (congestions.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-label="Congestion records" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Congestion Records
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Congestion records">
          <TableHead>
            <TableRow>
              <TableCell>Corridor</TableCell>
              <TableCell>From Date</TableCell>
              <TableCell>To Date</TableCell>
              <TableCell>Time</TableCell>
              <TableCell {...num}>Congested Blocks</TableCell>
              <TableCell {...num}>Available Margin (MW)</TableCell>
              <TableCell {...num}>Applied Quantum (MW)</TableCell>
              <TableCell {...num}>Applications</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {congestions.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{c.corridorName}</TableCell>
                <TableCell>{formatCalendarDate(c.fromDate)}</TableCell>
                <TableCell>{formatCalendarDate(c.toDate)}</TableCell>
                <TableCell>{timeRangeLabel(c.fromTimeBlock, c.toTimeBlock)}</TableCell>
                <TableCell {...num}>{c.congestedBlocks}</TableCell>
                <TableCell {...num}>{formatMw(c.availableMargin)}</TableCell>
                <TableCell {...num}>{formatMw(c.appliedQuantum)}</TableCell>
                <TableCell {...num}>{c.applicationIds.length}</TableCell>
                <TableCell>{c.status}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
