/**
 * The table alternative of a bar chart: a row per category, a column per series, each value with its unit as the
 * chart's tooltip writes it.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { BarFigures } from './bar-series.ts';

export function BarTable({ caption, axisLabel, categories, series, format }: BarFigures & { caption: string }) {
  return (
    <Box sx={{ maxHeight: 420, overflow: 'auto' }}>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{axisLabel}</TableCell>
            {series.map((s) => (
              <TableCell key={s.key} align="right">
                {s.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map((category, i) => (
            <TableRow key={`${category}-${i}`}>
              <TableCell component="th" scope="row">
                {category}
              </TableCell>
              {series.map((s) => (
                <TableCell key={s.key} align="right">
                  {format(s.values[i] ?? 0)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
