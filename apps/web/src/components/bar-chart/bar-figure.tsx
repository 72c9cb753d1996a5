/**
 * Bars (MUI X Charts' BarChart): a band per category, a bar per series, the value axis in the chart's unit. Load it
 * lazily (inside ChartOrTable), so the charts package never reaches the sign-in route's JavaScript.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { VISUALLY_HIDDEN } from '../../lib/visually-hidden.ts';
import type { BarFigures } from './bar-series.ts';

export interface BarFigureProps extends BarFigures {
  title: string;
  description: string;
  height?: number;
}

/** Named by a figure around it, as BlockLineChart is (the chart's own title/desc would break ARIA). */
export default function BarFigure(props: BarFigureProps) {
  const { title, description, axisLabel, valueLabel, categories, series, format, height = 300 } = props;
  const descriptionId = useId();
  const hasNegative = series.some((s) => s.values.some((v) => v < 0));
  return (
    <Box component="figure" role="figure" aria-label={title} aria-describedby={descriptionId} sx={{ m: 0 }}>
      <Box component="p" id={descriptionId} sx={VISUALLY_HIDDEN}>
        {description}
      </Box>
      <BarChart
        height={height}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: [...categories], label: axisLabel }]}
        yAxis={[{ label: valueLabel, width: 80, ...(hasNegative ? {} : { min: 0 }) }]}
        series={series.map((s) => ({
          id: s.key,
          label: s.label,
          data: [...s.values],
          color: s.color,
          valueFormatter: (value: number | null) => (value === null ? '' : format(value)),
        }))}
      />
    </Box>
  );
}
