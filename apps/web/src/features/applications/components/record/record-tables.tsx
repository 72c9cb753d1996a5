/**
 * The record's two tables: the time-block rows as applied (with MWh) and the block-wise schedule — runs of equal
 * blocks with requested and allocated MW and energy — with totals.
 */
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { fromHundredths, toHundredths, type ApplicationDetail } from '@stoa/shared';
import { formatCalendarDate, formatMw } from '../../../../lib/format.ts';
import { timeRangeLabel } from '../time-label.ts';

const mw = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatMw(value));
const num = { align: 'right' } as const;
/** Exact to the hundredth: MWh are kept to 2 decimals. */
const sumOf = (values: readonly number[]) => fromHundredths(values.reduce((sum, v) => sum + toHundredths(v), 0));

/** A table's bold Total row: the label over `span` columns, then each total right-aligned. */
export function TotalRow({ span, totals }: { span: number; totals: readonly string[] }) {
  return (
    <TableRow>
      <TableCell colSpan={span} sx={{ fontWeight: 600 }}>
        Total
      </TableCell>
      {totals.map((total, i) => (
        <TableCell key={i} {...num} sx={{ fontWeight: 600 }}>
          {total}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** A titled outlined section holding a table (the record's tables share it). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      <TableContainer>{children}</TableContainer>
    </Paper>
  );
}

export function TimeBlocksTable({ record }: { record: ApplicationDetail }) {
  return (
    <Section title="Time Blocks">
      <Table size="small" aria-label="Time blocks">
        <TableHead>
          <TableRow>
            <TableCell>From Date</TableCell>
            <TableCell>To Date</TableCell>
            <TableCell>Time</TableCell>
            <TableCell {...num}>Requirement (MW)</TableCell>
            <TableCell {...num}>MWh</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.timeBlocks.map((row, i) => (
            <TableRow key={i}>
              <TableCell>{formatCalendarDate(row.oaFromDate) || '—'}</TableCell>
              <TableCell>{formatCalendarDate(row.oaToDate) || '—'}</TableCell>
              <TableCell>{timeRangeLabel(row.fromTimeBlock, row.toTimeBlock)}</TableCell>
              <TableCell {...num}>{mw(row.oaRequirement)}</TableCell>
              <TableCell {...num}>{mw(row.mwh)}</TableCell>
            </TableRow>
          ))}
          <TotalRow span={4} totals={[formatMw(record.totalMwh)]} />
        </TableBody>
      </Table>
    </Section>
  );
}

export function ScheduleTable({ record }: { record: ApplicationDetail }) {
  const { schedule } = record;
  if (schedule.length === 0) return null;
  const requested = sumOf(schedule.map((s) => s.requestedMwh));
  const allocated = schedule.some((s) => s.allocatedMwh !== null)
    ? sumOf(schedule.map((s) => s.allocatedMwh ?? 0))
    : null;
  return (
    <Section title="Schedule">
      <Table size="small" aria-label="Schedule">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Time</TableCell>
            <TableCell {...num}>Requested (MW)</TableCell>
            <TableCell {...num}>Allocated (MW)</TableCell>
            <TableCell {...num}>Requested (MWh)</TableCell>
            <TableCell {...num}>Allocated (MWh)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {schedule.map((s) => (
            <TableRow key={`${s.date}-${s.fromTimeBlock}`}>
              <TableCell>{formatCalendarDate(s.date)}</TableCell>
              <TableCell>{timeRangeLabel(s.fromTimeBlock, s.toTimeBlock)}</TableCell>
              <TableCell {...num}>{formatMw(s.requested)}</TableCell>
              <TableCell {...num}>{mw(s.allocated)}</TableCell>
              <TableCell {...num}>{formatMw(s.requestedMwh)}</TableCell>
              <TableCell {...num}>{mw(s.allocatedMwh)}</TableCell>
            </TableRow>
          ))}
          <TotalRow span={4} totals={[formatMw(requested), mw(record.allocatedMwh ?? allocated)]} />
        </TableBody>
      </Table>
    </Section>
  );
}
