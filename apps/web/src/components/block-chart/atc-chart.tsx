import { memo } from 'react';
import { useTheme } from '@mui/material/styles';
import { remainingMarginMw } from '@stoa/shared';
import { BlockChart } from './block-chart.tsx';
import { formatMw } from '../../lib/format.ts';

export interface AtcChartProps {
  /** MW per block (index 0 = block 1). */
  atc: readonly number[];
  allocated: readonly number[];
  title?: string;
}

/** The chart's description: its peak ATC and least remaining MW; a day without ATC says so (not "peak 0.00 MW"). */
export function atcDescription(atc: readonly number[], remaining: readonly number[]): string {
  if (atc.every((mw) => mw <= 0)) return 'No ATC in any block: nothing can be allocated.';
  return `Peak ATC ${formatMw(Math.max(...atc))} MW, least remaining ${formatMw(Math.min(...remaining))} MW.`;
}

/**
 * ATC, allocated and remaining MW across the 96 blocks of a day (a block's value holds for its 15 minutes), with the
 * same figures as a table a switch away. Remaining is max(0, ATC − allocated), the shared rule. Memoised: a page
 * re-rendering for other reasons (a dialog, an error) does not redraw 96 × 3 points.
 */
export const AtcChart = memo(function AtcChart({
  atc,
  allocated,
  title = 'ATC, allocated and remaining MW per block',
}: AtcChartProps) {
  const { palette } = useTheme();
  const remaining = remainingMarginMw(atc, allocated);
  const description = atcDescription(atc, remaining);
  return (
    <BlockChart
      title={title}
      description={description}
      series={[
        { id: 'atc', label: 'ATC', values: atc, color: palette.primary.main },
        { id: 'allocated', label: 'Allocated', values: allocated, color: palette.warning.main, area: true },
        { id: 'remaining', label: 'Remaining', values: remaining, color: palette.success.main },
      ]}
    />
  );
});
