/**
 * The realtime channel's SQL: what a change announces (users with a new notification, sessions that ended) is a
 * NOTIFY in the caller's transaction — PostgreSQL delivers it on commit and drops it on rollback, so a browser never
 * refetches before the row is there, nor for a change that did not happen. Payloads stay under NOTIFY's 8,000 bytes.
 */
import { sql, type SQL } from 'drizzle-orm';
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

const notifyOf = (message: RealtimeMessage) => sql`select pg_notify(${REALTIME_CHANNEL}, p)
    from jsonb_array_elements_text(${JSON.stringify(messagesOf(message).map((m) => JSON.stringify(m)))}::jsonb) as p`;

/** Announces `message` when the caller's transaction commits (one statement). */
export async function announce(db: DbOrTx, message: RealtimeMessage): Promise<void> {
  if (messagesOf(message).length === 0) return;
  await db.execute(notifyOf(message));
}

/**
 * `change` and the announcement of `message` as one statement: the change runs as a data-modifying WITH (which
 * PostgreSQL always runs to completion, referenced or not), then the NOTIFY.
 */
export async function changeAndAnnounce(db: DbOrTx, change: SQL, message: RealtimeMessage): Promise<void> {
  await db.execute(sql`with change as (${change}) ${notifyOf(message)}`);
}

/** Of these sessions, those still live (not revoked). */
export async function liveSessions(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute(sql`select id::text as id from sessions
    where id::text in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) and revoked_at is null`);
  return new Set((result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
}
