/** The rows a revision asked for: dates, blocks and the new MW of each (0 cancels the blocks). */
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TIME_LABELS } from '@stoa/shared/application/time-blocks';
import type { RevisionDetail } from '@stoa/shared';
import { formatCalendarDate, formatMw } from '../../../lib/format.ts';

const num = { align: 'right' } as const;
/** The label of a label index (0 → 00:00, 96 → 24:00); never throws on a stray value. */
const labelOf = (index: number) => TIME_LABELS[index] ?? '—';
const newMw = (mw: number) => (mw === 0 ? `${formatMw(0)} (cancelled)` : formatMw(mw));

export function RevisionRowsTable({ rows }: { rows: RevisionDetail['rows'] }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Requested schedule" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Requested Schedule
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Requested rows">
          <TableHead>
            <TableRow>
              <TableCell>From Date</TableCell>
              <TableCell>To Date</TableCell>
              <TableCell>From Time</TableCell>
              <TableCell>To Time</TableCell>
              <TableCell {...num}>New MW</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={i}>
                <TableCell>{formatCalendarDate(row.oaFromDate)}</TableCell>
                <TableCell>{formatCalendarDate(row.oaToDate)}</TableCell>
                <TableCell>{labelOf(row.fromTimeBlock)}</TableCell>
                <TableCell>{labelOf(row.toTimeBlock)}</TableCell>
                <TableCell {...num}>{newMw(row.mw)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
