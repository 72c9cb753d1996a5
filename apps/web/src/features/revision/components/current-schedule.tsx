/**
 * The schedule a revision changes, compactly: per date its energy and its blocks as runs of equal MW ('00:00–08:00
 * 12.50 MW'), and the first block a revision filed now can change (shared revision rules: the effective block after
 * the request's).
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
import { blockLabel, mwRunsOf, type revisableApplicationSchema } from '@stoa/shared';
import { formatCalendarDate, formatMw } from '../../../lib/format.ts';
import { pointText } from './revision-format.ts';

export type RevisableApplication = z.infer<typeof revisableApplicationSchema>;

const num = { align: 'right' } as const;
const hundredths = (mw: number) => Math.round(mw * 100);

/** A day's energy in MWh: its blocks' MW × ¼ h, summed exactly in hundredths of a MW. */
export function dayMwh(blocks: readonly number[]): number {
  return blocks.reduce((sum, mw) => sum + hundredths(mw), 0) / 400;
}

/** A day's blocks as lines: '00:00–08:00 12.50 MW', one per run of equal MW; none for a day with nothing scheduled. */
export function blockRunLines(blocks: readonly number[]): string[] {
  return mwRunsOf(blocks).map((r) => `${blockLabel(r.from)}–${blockLabel(r.to)} ${formatMw(r.mw)} MW`);
}

function BlockRuns({ blocks }: { blocks: readonly number[] }) {
  const lines = blockRunLines(blocks);
  if (lines.length === 0) return <>Nothing scheduled</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Box>
  );
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
              <TableCell>Blocks (MW)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {application.days.map((day) => (
              <TableRow key={day.date} sx={{ verticalAlign: 'top' }}>
                <TableCell>{formatCalendarDate(day.date)}</TableCell>
                <TableCell {...num}>{formatMw(dayMwh(day.blocks))}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <BlockRuns blocks={day.blocks} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
