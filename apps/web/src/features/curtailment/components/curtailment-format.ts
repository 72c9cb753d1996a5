/** How the curtailment pages write dates, energy and the blocks shed (house formats; shared block labels). */
import { blockLabel } from '@stoa/shared/application/time-blocks';
import { formatMw } from '../../../lib/format.ts';

export const mwhText = (value: number) => `${formatMw(value)} MWh`;

interface ShedBlock {
  /** The block's label index where it starts (0 → 00:00). */
  block: number;
  mw: number;
  /** Its part of the refund (rupees; null in a plan). */
  refund: number | null;
}

export interface ShedRun {
  /** 'From–to' labels: the run ends at the label after its last block (95 → 24:00). */
  blocks: string;
  mw: number;
  /** The run's part of the refund, in paise summed (null in a plan). */
  refund: number | null;
}

/** A day's blocks shed as runs of consecutive blocks with the same MW, each with its part of the refund. */
export function shedRunsOf(blocks: readonly ShedBlock[]): ShedRun[] {
  const sorted = [...blocks].sort((a, b) => a.block - b.block);
  const runs: { from: number; to: number; mw: number; paise: number | null }[] = [];
  for (const { block, mw, refund } of sorted) {
    const paise = refund === null ? null : Math.round(refund * 100);
    const last = runs.at(-1);
    if (last && last.to === block && last.mw === mw) {
      last.to = block + 1;
      last.paise = last.paise === null || paise === null ? null : last.paise + paise;
    } else runs.push({ from: block, to: block + 1, mw, paise });
  }
  return runs.map((r) => ({
    blocks: `${blockLabel(r.from)}–${blockLabel(Math.min(r.to, 96))}`,
    mw: r.mw,
    refund: r.paise === null ? null : r.paise / 100,
  }));
}
