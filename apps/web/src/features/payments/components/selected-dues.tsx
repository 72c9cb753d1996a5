/** The dues a payment covers, each with its gross (the balance), the TDS withheld and the net remitted, and the sums. */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { formatMoney } from './payment-cells.tsx';

export interface MoneyLine {
  key: number;
  record: ReactNode;
  dueType: string;
  gross: number;
  tds: number;
  /** The TDS rate withheld (shown beside the TDS; omitted where it is not known). */
  tdsRatePercent?: number;
  net: number;
}

const RIGHT = { align: 'right' } as const;

/** `label` names the table for screen readers; `total` is the sum line. */
export function MoneyLinesTable({
  label,
  lines,
  total,
}: {
  label: string;
  lines: readonly MoneyLine[];
  total: { gross: number; tds: number; net: number };
}) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Record No.</TableCell>
            <TableCell>Due Type</TableCell>
            <TableCell {...RIGHT}>Gross</TableCell>
            <TableCell {...RIGHT}>TDS</TableCell>
            <TableCell {...RIGHT}>Net</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.key}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.record}</TableCell>
              <TableCell>{line.dueType}</TableCell>
              <TableCell {...RIGHT}>{formatMoney(line.gross)}</TableCell>
              <TableCell {...RIGHT}>
                {formatMoney(line.tds)}
                {line.tdsRatePercent !== undefined && (
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
                    at {line.tdsRatePercent}%
                  </Box>
                )}
              </TableCell>
              <TableCell {...RIGHT}>{formatMoney(line.net)}</TableCell>
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 600 } }}>
            <TableCell colSpan={2}>Total</TableCell>
            <TableCell {...RIGHT}>{formatMoney(total.gross)}</TableCell>
            <TableCell {...RIGHT}>{formatMoney(total.tds)}</TableCell>
            <TableCell {...RIGHT}>{formatMoney(total.net)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
