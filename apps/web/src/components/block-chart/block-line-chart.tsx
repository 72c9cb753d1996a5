/**
 * The chart itself (MUI X Charts' LineChart): a step per block, axes with a tick every four hours, the legend and a
 * tooltip naming the block's time range. Loaded lazily by BlockChart, so the charts package never reaches the
 * sign-in route's JavaScript.
 */
import { LineChart } from '@mui/x-charts/LineChart';
import { formatMw } from '../../lib/format.ts';
import { BLOCK_STARTS, blockRangeAt, isLabelledTick, type BlockSeries } from './block-series.ts';

export interface BlockLineChartProps {
  title: string;
  description: string;
  series: readonly BlockSeries[];
  height?: number;
}

const mw = (value: number | null) => (value === null ? '' : `${formatMw(value)} MW`);

export default function BlockLineChart({ title, description, series, height = 280 }: BlockLineChartProps) {
  return (
    <LineChart
      height={height}
      title={title}
      desc={description}
      skipAnimation
      xAxis={[
        {
          scaleType: 'point',
          data: [...BLOCK_STARTS],
          label: 'Time block (IST)',
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
  );
}
