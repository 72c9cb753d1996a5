/**
 * A day's 96 blocks as a chart (MUI X Charts, lazily loaded) with a 'Show as table' switch to the same figures as a
 * table: screen-reader users and anyone who needs the exact MW get the table, the chart carries a title and a
 * description. Used by the ATC day editor, the processing tab and the application form's ATC availability.
 */
import { lazy } from 'react';
import { ChartOrTable } from '../chart-frame/chart-or-table.tsx';
import { BlockTable } from './block-table.tsx';
import type { BlockSeries } from './block-series.ts';

const BlockLineChart = lazy(() => import('./block-line-chart.tsx'));

export interface BlockChartProps {
  /** Names the chart and its table, e.g. 'ATC, allocated and remaining MW per block'. */
  title: string;
  /** A sentence of what matters (peak, least remaining, congested blocks) for the chart's description. */
  description: string;
  series: readonly BlockSeries[];
  height?: number;
}

export function BlockChart({ title, description, series, height = 280 }: BlockChartProps) {
  return (
    <ChartOrTable
      height={height}
      table={<BlockTable caption={title} series={series} />}
      chart={<BlockLineChart title={title} description={description} series={series} height={height} />}
    />
  );
}
