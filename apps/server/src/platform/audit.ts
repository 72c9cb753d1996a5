/** Writes audit rows (who, when, what, old → new) inside the caller's transaction. */
import { auditLog } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  entityType: string;
  entityId?: string | number | null;
  oldValues?: unknown;
  newValues?: unknown;
  comment?: string | null;
  ip?: string | null;
}

export async function writeAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    oldValues: entry.oldValues ?? null,
    newValues: entry.newValues ?? null,
    comment: entry.comment ?? null,
    ip: entry.ip ?? null,
  });
}
