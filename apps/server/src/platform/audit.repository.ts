/**
 * SQL of the audit trail: rows are added in the caller's transaction and read per entity, newest first. An audited
 * change of a record others follow live is announced with it (issue 35).
 */
import { and, desc, eq } from 'drizzle-orm';
import { liveRecordOfEntity } from '@stoa/shared';
import { changeAndAnnounceRecords } from './realtime/realtime.ts';
import { auditLog } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditInsert = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: DbOrTx, values: AuditInsert): Promise<void> {
  const record = liveRecordOfEntity(values.entityType, values.entityId);
  await changeAndAnnounceRecords(db, db.insert(auditLog).values(values).getSQL(), [record], values.actorUserId ?? null);
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
