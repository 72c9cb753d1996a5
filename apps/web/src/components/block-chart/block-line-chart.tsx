/**
 * The chart itself (MUI X Charts' LineChart): a step per block, axes with a tick every four hours, the legend and a
 * tooltip naming the block's time range. Loaded lazily by BlockChart, so the charts package never reaches the
 * sign-in route's JavaScript.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { VISUALLY_HIDDEN } from '../../lib/visually-hidden.ts';
import { formatMw } from '../../lib/format.ts';
import { BLOCK_STARTS, blockRangeAt, isLabelledTick, type BlockSeries } from './block-series.ts';

export interface BlockLineChartProps {
  title: string;
  description: string;
  series: readonly BlockSeries[];
  height?: number;
}

const mw = (value: number | null) => (value === null ? '' : `${formatMw(value)} MW`);

/**
 * Named by a figure around it, not by LineChart's own title/desc: those put aria-label on an element of role
 * 'none', which ARIA forbids (axe aria-prohibited-attr, serious).
 */
export default function BlockLineChart({ title, description, series, height = 280 }: BlockLineChartProps) {
  const descriptionId = useId();
  return (
    <Box component="figure" role="figure" aria-label={title} aria-describedby={descriptionId} sx={{ m: 0 }}>
      <Box component="p" id={descriptionId} sx={VISUALLY_HIDDEN}>
        {description}
      </Box>
      <LineChart
        height={height}
        skipAnimation
        xAxis={[
          {
            scaleType: 'point',
            data: [...BLOCK_STARTS],
            label: 'Time block',
            tickInterval: isLabelledTick,
            tickLabelInterval: isLabelledTick,
            valueFormatter: (value: string, context) =>
              context.location === 'tooltip' ? blockRangeAt(BLOCK_STARTS.indexOf(value)) : value,
          },
        ]}
        yAxis={[{ label: 'MW', min: 0, valueFormatter: (value: number) => formatMw(value) }]}
        series={series.map((s) => ({
          id: s.id,
          label: s.label,
          data: [...s.values],
          color: s.color,
          area: s.area ?? false,
          curve: 'stepAfter' as const,
          showMark: false,
          valueFormatter: mw,
        }))}
      />
    </Box>
  );
}
