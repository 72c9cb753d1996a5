/**
 * The realtime channel's SQL: what a change announces (users with a new notification, sessions that ended) is a
 * NOTIFY in the caller's transaction — PostgreSQL delivers it on commit and drops it on rollback, so a browser never
 * refetches before the row is there, nor for a change that did not happen. Payloads stay under NOTIFY's 8,000 bytes.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export const REALTIME_CHANNEL = 'stoa_realtime';

export type RealtimeMessage = { users: number[] } | { sessions: string[] };

const USERS_PER_NOTIFY = 500;
const SESSIONS_PER_NOTIFY = 150;

function messagesOf(message: RealtimeMessage): RealtimeMessage[] {
  const chunk = <T>(xs: T[], n: number) =>
    Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
  if ('users' in message) return chunk([...new Set(message.users)], USERS_PER_NOTIFY).map((users) => ({ users }));
  return chunk([...new Set(message.sessions)], SESSIONS_PER_NOTIFY).map((sessions) => ({ sessions }));
}

/** Announces `message` when the caller's transaction commits (one statement). */
export async function announce(db: DbOrTx, message: RealtimeMessage): Promise<void> {
  const payloads = messagesOf(message).map((m) => JSON.stringify(m));
  if (payloads.length === 0) return;
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, p)
    from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) as p`);
}

/** Of these sessions, those still live (not revoked). */
export async function liveSessions(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute(sql`select id::text as id from sessions
    where id::text in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) and revoked_at is null`);
  return new Set((result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
}
