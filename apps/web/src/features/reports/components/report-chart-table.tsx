/**
 * The table alternative of a report's bar chart: a row per month, band or category, a column per series, each value
 * with its unit (₹, MWh) as the chart's tooltip writes it.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatChartValue, type ShownChart } from './report-chart-data.ts';

export function ReportChartTable({ caption, chart }: { caption: string; chart: ShownChart }) {
  return (
    <Box sx={{ maxHeight: 420, overflow: 'auto' }}>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{chart.axisLabel}</TableCell>
            {chart.series.map((s) => (
              <TableCell key={s.key} align="right">
                {s.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {chart.categories.map((category, i) => (
            <TableRow key={`${category}-${i}`}>
              <TableCell component="th" scope="row">
                {category}
              </TableCell>
              {chart.series.map((s) => (
                <TableCell key={s.key} align="right">
                  {formatChartValue(chart.unit, s.values[i] ?? 0)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
