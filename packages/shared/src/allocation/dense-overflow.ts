/**
 * The rare path of a batch whose Σ requests in some cell exceeds safe integers: walk the batch as the reference
 * engine did (applications in order, dates, blocks, then each limit in the application's own order) and throw its
 * error for the first cell to overflow, so that even this error reads as before.
 */
import { BLOCKS_PER_DAY } from '../application/time-blocks.ts';
import type { EngineApplication } from './types.ts';

/** Throws the reference's RangeError for the first cell whose Σ requests is not a safe integer. */
export function firstOverflow<K extends number | string>(
  apps: readonly EngineApplication[],
  limitsOf: (app: EngineApplication) => readonly K[],
): void {
  const totals = new Map<string, number>();
  for (const app of apps) {
    const limits = limitsOf(app);
    if (limits.length === 0) continue;
    for (const date of [...app.requested.keys()].sort()) {
      const blocks = app.requested.get(date) as readonly number[];
      for (let i = 0; i < BLOCKS_PER_DAY; i++) {
        const requested = blocks[i] as number;
        if (!(i in blocks) || requested === 0) continue;
        for (const limit of limits) {
          const key = `${limit}|${date}|${i + 1}`;
          const total = (totals.get(key) ?? 0) + requested;
          if (!Number.isSafeInteger(total)) throw new RangeError(`Requests on ${key} exceed safe integers`);
          totals.set(key, total);
        }
      }
    }
  }
}
