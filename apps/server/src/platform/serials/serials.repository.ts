/** SQL of the serial counters: one row per series and year, incremented in the caller's transaction. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { registrationSerials } from '../../db/schema/index.ts';

export async function incrementSerial(db: DbOrTx, series: string, year: number): Promise<number> {
  const [row] = await db
    .insert(registrationSerials)
    .values({ entityType: series, year, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [registrationSerials.entityType, registrationSerials.year],
      set: { lastSerial: sql`${registrationSerials.lastSerial} + 1` },
    })
    .returning({ serial: registrationSerials.lastSerial });
  return row!.serial;
}
