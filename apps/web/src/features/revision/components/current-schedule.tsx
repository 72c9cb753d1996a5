/**
 * The schedule a revision changes, compactly: per date its energy and the range of its MW, and the first block a
 * revision filed now can change (shared revision rules: the effective block after the request's).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import type { revisableApplicationSchema } from '@stoa/shared';
import { formatCalendarDate, formatMw } from '../../../lib/format.ts';
import { pointText } from './revision-format.ts';

export type RevisableApplication = z.infer<typeof revisableApplicationSchema>;

const num = { align: 'right' } as const;
const hundredths = (mw: number) => Math.round(mw * 100);

/** A day's energy in MWh: its blocks' MW × ¼ h, summed exactly in hundredths of a MW. */
export function dayMwh(blocks: readonly number[]): number {
  return blocks.reduce((sum, mw) => sum + hundredths(mw), 0) / 400;
}

/** '12.50 MW', '5.00–12.50 MW', or '—' for a day with nothing scheduled. */
export function mwRange(blocks: readonly number[]): string {
  const scheduled = blocks.filter((mw) => mw > 0);
  if (scheduled.length === 0) return '—';
  const low = Math.min(...scheduled);
  const high = Math.max(...scheduled);
  return low === high ? `${formatMw(low)} MW` : `${formatMw(low)}–${formatMw(high)} MW`;
}

export function CurrentSchedule({ application }: { application: RevisableApplication }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Current schedule" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        Current Schedule
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Changes take effect from <strong>{pointText(application.effectiveFrom)}</strong>.
      </Typography>
      {/* A long schedule scrolls inside its box; the box takes focus so a keyboard can scroll it. */}
      <Box tabIndex={0} aria-label="Current schedule by date" role="region" sx={{ maxHeight: 280, overflowY: 'auto' }}>
        <Table size="small" stickyHeader aria-label="Current schedule by date">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell {...num}>Energy (MWh)</TableCell>
              <TableCell {...num}>MW</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {application.days.map((day) => (
              <TableRow key={day.date}>
                <TableCell>{formatCalendarDate(day.date)}</TableCell>
                <TableCell {...num}>{formatMw(dayMwh(day.blocks))}</TableCell>
                <TableCell {...num}>{mwRange(day.blocks)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
