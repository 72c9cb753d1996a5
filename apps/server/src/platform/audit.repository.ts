/** SQL of the audit trail: rows are added in the caller's transaction and read per entity, newest first. */
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditInsert = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: DbOrTx, values: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}

/** The latest `limit` rows of one entity, newest first. */
export function listAuditTrail(db: DbOrTx, entityType: string, entityId: string, limit: number): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .limit(limit);
}
