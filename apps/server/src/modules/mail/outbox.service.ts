/** The Admin's view of the mail outbox: every mail the portal queued, newest first (a demo user reads codes here). */
import type { OutboxItem } from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import { listOutbox, type OutboxQuery } from './outbox.repository.ts';

export function createOutboxService(deps: AppDeps) {
  return {
    /** A page of the outbox, optionally of one recipient (part of the address). */
    async list(query: OutboxQuery): Promise<{ outboxList: OutboxItem[]; dataCount: number }> {
      const { rows, dataCount } = await listOutbox(deps.db, query);
      const outboxList: OutboxItem[] = rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        status: r.status as OutboxItem['status'],
        attempts: r.attempts,
        lastError: r.lastError,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
      }));
      return { outboxList, dataCount };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
