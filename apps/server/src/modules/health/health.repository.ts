/** SQL of the readiness check: the cheapest statement the database must answer. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Resolves when the database answers; rejects (the driver's error) when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
