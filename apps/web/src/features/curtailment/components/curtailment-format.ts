/** How the curtailment pages write dates, energy and the blocks shed (house formats; shared block labels). */
import { blockLabel } from '@stoa/shared/application/time-blocks';
import { formatCalendarDate, formatMw } from '../../../lib/format.ts';

/** 'Mar 12, 2026' or 'Mar 12, 2026 to Mar 14, 2026'. */
export const dateRangeText = (from: string, to: string) =>
  from === to ? formatCalendarDate(from) : `${formatCalendarDate(from)} to ${formatCalendarDate(to)}`;

export const mwhText = (value: number) => `${formatMw(value)} MWh`;

interface ShedBlock {
  /** The block's label index where it starts (0 → 00:00). */
  block: number;
  mw: number;
}

/**
 * A day's blocks shed as runs of consecutive blocks with the same MW: '10:45–12:00: 5.00 MW'. A run ends at the
 * label after its last block (95 → 24:00).
 */
export function shedRuns(blocks: readonly ShedBlock[]): string[] {
  const sorted = [...blocks].sort((a, b) => a.block - b.block);
  const runs: { from: number; to: number; mw: number }[] = [];
  for (const { block, mw } of sorted) {
    const last = runs.at(-1);
    if (last && last.to === block && last.mw === mw) last.to = block + 1;
    else runs.push({ from: block, to: block + 1, mw });
  }
  return runs.map((r) => `${blockLabel(r.from)}–${blockLabel(Math.min(r.to, 96))}: ${formatMw(r.mw)} MW`);
}
