/**
 * Demo ATC (issue #6), so a new user can apply and process at once: every active corridor gets a declared ATC from
 * yesterday to 60 days ahead — intra-state corridors 50 MW with a 30 MW evening peak (18:00–22:00), the state
 * import/export corridors 100 MW. Seeded with the demo registrations (not in API tests, which declare their own).
 */
import { eq } from 'drizzle-orm';
import { BLOCKS_PER_DAY, addDays, businessDate, toHundredths } from '@stoa/shared';
import type { DbOrTx } from '../db/client.ts';
import { atcDays, corridors } from '../db/schema/index.ts';

const EVENING_PEAK = { from: 72, to: 88 } as const; // label indexes 18:00–22:00

function profile(kind: string): number[] {
  return Array.from({ length: BLOCKS_PER_DAY }, (_, i) => {
    if (kind === 'InterState') return toHundredths(100);
    return toHundredths(i >= EVENING_PEAK.from && i < EVENING_PEAK.to ? 30 : 50);
  });
}

export async function seedDemoAtc(tx: DbOrTx, at: Date): Promise<void> {
  const rows = await tx.select().from(corridors).where(eq(corridors.isActive, true));
  const start = addDays(businessDate(at), -1);
  const values = rows.flatMap((c) =>
    Array.from({ length: 62 }, (_, d) => ({
      corridorId: c.id,
      date: addDays(start, d),
      atc: profile(c.kind),
      allocated: new Array<number>(BLOCKS_PER_DAY).fill(0),
    })),
  );
  for (let i = 0; i < values.length; i += 200) await tx.insert(atcDays).values(values.slice(i, i + 200));
}
