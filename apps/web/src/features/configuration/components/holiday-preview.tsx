import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { HolidayPreview } from '@stoa/shared';
import { formatCalendarDate } from '../../../lib/format.ts';

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** 'N rows will be saved, M rows have errors'. */
export function previewSummary(preview: HolidayPreview): string {
  return `${count(preview.validCount, 'row', 'rows')} will be saved, ${count(preview.errorCount, 'row has', 'rows have')} errors`;
}

/** 'N holidays saved; M rows skipped.' */
export function importSummary(saved: number, rejected: number): string {
  return `${count(saved, 'holiday', 'holidays')} saved; ${count(rejected, 'row', 'rows')} skipped.`;
}

/** Each row of the file as it would be saved, with its errors in red (a row with errors is skipped). */
export function HolidayPreviewTable({ preview }: { preview: HolidayPreview }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {preview.fileName}: {previewSummary(preview)}
      </Typography>
      <Table size="small" aria-label="Holiday file preview">
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Holiday Name</TableCell>
            <TableCell>Errors</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row) => (
            <TableRow key={row.rowNo}>
              <TableCell>{row.rowNo}</TableCell>
              <TableCell>{formatCalendarDate(row.date)}</TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell sx={{ color: 'error.main' }}>
                {row.errors.map((error) => (
                  <div key={error}>{error}</div>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
