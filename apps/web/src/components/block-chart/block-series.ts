/**
 * What a block chart shows: one value per 15-minute block of a day (index 0 = block 1, 00:00–00:15) for each series,
 * in MW. The chart and its table read the same series, so they always show the same figures.
 */
import { ATC_BLOCK_COLUMNS } from '@stoa/shared';
import { TIME_LABELS } from '@stoa/shared/application/time-blocks';

export interface BlockSeries {
  id: string;
  /** The legend's and the table's column words, e.g. 'ATC'. */
  label: string;
  /** MW per block. */
  values: readonly number[];
  /** Drawn as a filled area (else a line). */
  area?: boolean;
  /** A theme colour (CSS colour). */
  color: string;
}

/** The x axis: each block by its start time ('00:00' … '23:45'). */
export const BLOCK_STARTS: readonly string[] = TIME_LABELS.slice(0, -1);

/** Every 16th block (4 hours) carries a tick label: 00:00, 04:00, … 20:00. */
export const TICK_EVERY = 16;
/**
 * Read off the block's start, not the index: the charts number the label candidates among the ticks already kept,
 * so an index test labelled only 00:00.
 */
export const isLabelledTick = (value: unknown) => BLOCK_STARTS.indexOf(String(value)) % TICK_EVERY === 0;

/** 'HH:MM-HH:MM' of the block at index i (the tooltip and the table's Time). */
export const blockRangeAt = (index: number) => ATC_BLOCK_COLUMNS[index] ?? '';
