/**
 * The bars of a report's chart (MUI X Charts' BarChart): a band per month, age band or category, a bar per series,
 * the y axis in the chart's unit. Loaded lazily by ReportChart, so the charts package never reaches the sign-in
 * route's JavaScript.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';
import { UNIT_LABELS, formatChartValue, type ShownChart } from './report-chart-data.ts';

export interface ReportBarChartProps {
  title: string;
  description: string;
  chart: ShownChart;
  /** One colour per series, in order. */
  colors: readonly string[];
  height?: number;
}

/** Named by a figure around it, as BlockLineChart is (the chart's own title/desc would break ARIA). */
export default function ReportBarChart({ title, description, chart, colors, height = 300 }: ReportBarChartProps) {
  const descriptionId = useId();
  const format = (value: number | null) => (value === null ? '' : formatChartValue(chart.unit, value));
  return (
    <Box component="figure" role="figure" aria-label={title} aria-describedby={descriptionId} sx={{ m: 0 }}>
      <Box component="p" id={descriptionId} sx={VISUALLY_HIDDEN}>
        {description}
      </Box>
      <BarChart
        height={height}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: chart.categories, label: chart.axisLabel }]}
        yAxis={[{ label: UNIT_LABELS[chart.unit], min: 0, width: 80 }]}
        series={chart.series.map((s, index) => ({
          id: s.key,
          label: s.label,
          data: s.values,
          color: colors[index % colors.length],
          valueFormatter: format,
        }))}
      />
    </Box>
  );
}
