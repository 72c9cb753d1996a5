/** The audit trail of one configuration row (who, when, old → new), newest first: the History dialog's answer. */
import type { HistoryEntry } from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import { listAuditTrail } from '../../platform/audit.ts';
import { userNames } from '../../platform/users/users.ts';

/** The dialog shows the latest changes only. */
const HISTORY_LIMIT = 200;

export function createHistoryService(deps: AppDeps) {
  const { db } = deps;
  return {
    /** The latest changes of the row `entityId` of `entityType`, with the names of who made them. */
    async list(entityType: string, entityId: string): Promise<HistoryEntry[]> {
      const rows = await listAuditTrail(db, entityType, entityId, HISTORY_LIMIT);
      const names = await userNames(
        db,
        rows.map((r) => r.actorUserId),
      );
      return rows.map((r) => ({
        occurredAt: r.occurredAt.toISOString(),
        actor: r.actorUserId === null ? null : (names.get(r.actorUserId) ?? null),
        action: r.action,
        oldValues: (r.oldValues as Record<string, unknown> | null) ?? null,
        newValues: (r.newValues as Record<string, unknown> | null) ?? null,
        comment: r.comment,
      }));
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
