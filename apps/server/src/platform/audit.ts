/** Writes audit rows (who, when, what, old → new) inside the caller's transaction; reads one entity's trail. */
import type { DbOrTx } from '../db/client.ts';
import { insertAuditRow } from './audit.repository.ts';

export { listAuditTrail, type AuditRow } from './audit.repository.ts';

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
  await insertAuditRow(db, {
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
