/**
 * Time-block labels of the wire convention (shared time-blocks): a row runs from label index `fromTimeBlock` (0..95)
 * to label index `toTimeBlock` (1..96, exclusive); the engine's blocks are 1..96, block n from label n−1 to label n.
 */
import { TIME_LABELS } from '@stoa/shared/application/time-blocks';

const labelOf = (index: number) => TIME_LABELS[index] ?? '';

/** '06:00–18:00' for a row or schedule segment. */
export function timeRangeLabel(fromTimeBlock: number | undefined, toTimeBlock: number | undefined): string {
  if (fromTimeBlock === undefined || toTimeBlock === undefined) return '—';
  return `${labelOf(fromTimeBlock)}–${labelOf(toTimeBlock)}`;
}

/** '10:00–10:15' for engine block 41. */
export function blockLabel(block: number): string {
  return timeRangeLabel(block - 1, block);
}
