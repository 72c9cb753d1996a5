/**
 * The table alternative of a block chart: a row per block with its time range and each series in MW (2 decimals),
 * the same figures the chart draws.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMw } from '../../lib/format.ts';
import { blockRangeAt, type BlockSeries } from './block-series.ts';

export interface BlockTableProps {
  caption: string;
  series: readonly BlockSeries[];
  /** Only these block indexes (0-based); every block when absent. */
  blocks?: readonly number[];
}

export function BlockTable({ caption, series, blocks }: BlockTableProps) {
  const length = Math.max(0, ...series.map((s) => s.values.length));
  const indexes = blocks ?? Array.from({ length }, (_, i) => i);
  return (
    <Box sx={{ maxHeight: 420, overflow: 'auto' }}>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>Time</TableCell>
            {series.map((s) => (
              <TableCell key={s.id} align="right">{`${s.label} (MW)`}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {indexes.map((i) => (
            <TableRow key={i}>
              <TableCell component="th" scope="row">
                {blockRangeAt(i)}
              </TableCell>
              {series.map((s) => (
                <TableCell key={s.id} align="right">
                  {formatMw(s.values[i] ?? 0)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
