/**
 * ATC falls (issue 15, "ATC safety"): the corridor-blocks whose declared ATC an upload or an edit would lower. A fall
 * shrinks the margin offered to applications (DOMAIN §3), so the SLDC confirms each one knowingly before it is
 * written. Pure: the server's import, its preview and the View / Edit dialog list the same falls.
 */
import { fromHundredths } from '../validation/hundredths.ts';
import { atcBlockLabel } from './atc-file.ts';

/** One block whose ATC would fall; MW with at most 2 decimals. */
export interface AtcFall {
  /** 1..96 */
  block: number;
  /** The block's time range, 'HH:MM-HH:MM' (the file's column header and the grid's Time). */
  label: string;
  /** The ATC declared now. */
  oldAtc: number;
  /** The ATC the change would declare (below oldAtc). */
  newAtc: number;
  /** oldAtc − newAtc (> 0), exact to the hundredth. */
  fall: number;
}

/**
 * Every block where `after` is below `before`, in block order. Both in hundredths of a MW (index 0 = block 1);
 * `before` null means nothing is declared yet, so nothing can fall. A missing `before` entry counts as 0.
 */
export function atcFalls(before: readonly number[] | null, after: readonly number[]): AtcFall[] {
  if (!before) return [];
  const falls: AtcFall[] = [];
  after.forEach((value, i) => {
    const old = before[i] ?? 0;
    if (value >= old) return;
    falls.push({
      block: i + 1,
      label: atcBlockLabel(i + 1),
      oldAtc: fromHundredths(old),
      newAtc: fromHundredths(value),
      fall: fromHundredths(old - value),
    });
  });
  return falls;
}

/** True when `after` declares exactly what `before` does; nothing declared reads as 0 in every block. */
export function isSameAtc(before: readonly number[] | null, after: readonly number[]): boolean {
  return after.every((value, i) => value === (before?.[i] ?? 0));
}
