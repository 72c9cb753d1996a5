/** SQL of the business-rules document: one row, versioned, changed under an advisory lock. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { businessRules } from '../../db/schema/index.ts';

/** The one row of the document (its audit rows name it). */
export const RULES_ROW_ID = 1;

export type RulesRow = typeof businessRules.$inferSelect;

export async function findRules(db: DbOrTx): Promise<RulesRow | undefined> {
  const [row] = await db.select().from(businessRules).where(eq(businessRules.id, RULES_ROW_ID));
  return row;
}

/** Serialises changes to the document until the transaction ends. */
export async function lockRules(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('business_rules'))`);
}

/** Writes the document: an update of the row when it exists, else its first insert. */
export async function saveRules(
  tx: DbOrTx,
  exists: boolean,
  values: { rules: unknown; version: number; updatedAt: Date; updatedBy: number },
): Promise<void> {
  if (exists) await tx.update(businessRules).set(values).where(eq(businessRules.id, RULES_ROW_ID));
  else await tx.insert(businessRules).values({ id: RULES_ROW_ID, ...values });
}
