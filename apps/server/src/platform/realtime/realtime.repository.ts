/**
 * The realtime channel's SQL: what a change announces (notifications written, records changed, sessions that ended)
 * is a NOTIFY in the caller's transaction — PostgreSQL delivers it on commit and drops it on rollback, so a browser
 * never refetches before the row is there, nor for a change that did not happen. Payloads stay under NOTIFY's 8,000
 * bytes.
 */
import { sql, type SQL } from 'drizzle-orm';
import { foldLiveRecords, type LiveRecord } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';

export const REALTIME_CHANNEL = 'stoa_realtime';

export type RealtimeMessage =
  /** Notifications written: [user id, notification id, link]. */
  | { notes: [number, number, string | null][] }
  /** Records changed, and the users who changed them (their other tabs and browsers follow too). */
  | { records: LiveRecord[]; users: number[] }
  | { sessions: string[] }
  /** The configuration (business rules, holidays) changed: what each instance kept of it is stale. */
  | { config: true };

const SESSIONS_PER_NOTIFY = 150;
/** A note is its two ids and a web path of at most ~150 characters. */
const NOTES_PER_NOTIFY = 40;
const RECORDS_PER_NOTIFY = 100;

const chunk = <T>(xs: readonly T[], n: number) =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

const notifyOf = (messages: readonly RealtimeMessage[]) => sql`select pg_notify(${REALTIME_CHANNEL}, p)
    from jsonb_array_elements_text(${JSON.stringify(messages.map((m) => JSON.stringify(m)))}::jsonb) as p`;

/** Ends these sessions' streams when the caller's transaction commits (one statement). */
export async function announceSessionsEnded(db: DbOrTx, sessionIds: readonly string[]): Promise<void> {
  const messages = chunk([...new Set(sessionIds)], SESSIONS_PER_NOTIFY).map((sessions) => ({ sessions }));
  if (messages.length > 0) await db.execute(notifyOf(messages));
}

/** Every instance forgets the configuration it kept when the caller's transaction commits (platform/config-reads). */
export async function announceConfigChanged(db: DbOrTx): Promise<void> {
  await db.execute(notifyOf([{ config: true }]));
}

function recordMessages(records: readonly (LiveRecord | null)[], actorUserId: number | null): RealtimeMessage[] {
  const users = actorUserId == null ? [] : [actorUserId];
  return chunk(foldLiveRecords(records), RECORDS_PER_NOTIFY).map((part) => ({ records: part, users }));
}

/**
 * `change` and the announcement of the records it changes as one statement: the change runs as a data-modifying
 * WITH (which PostgreSQL always runs to completion, referenced or not), then the NOTIFY. Without a record the
 * followers care about, just the change.
 */
export async function changeAndAnnounceRecords(
  db: DbOrTx,
  change: SQL,
  records: readonly (LiveRecord | null)[],
  actorUserId: number | null,
): Promise<void> {
  const messages = recordMessages(records, actorUserId);
  await db.execute(messages.length === 0 ? change : sql`with change as (${change}) ${notifyOf(messages)}`);
}

/**
 * Notifications (`insert`, returning id, user_id and link) and their announcement, with the ids they got, as one
 * statement.
 */
export async function insertAndAnnounceNotes(db: DbOrTx, insert: SQL): Promise<void> {
  await db.execute(sql`with ins as (${insert} returning id, user_id, link)
    select pg_notify(${REALTIME_CHANNEL}, json_build_object('notes', json_agg(json_build_array(user_id, id, link) order by id))::text)
      from (select ins.*, (row_number() over (order by id) - 1) / ${NOTES_PER_NOTIFY} as part from ins) as numbered
     group by part`);
}

/** Of these sessions, those still live (not revoked). */
export async function liveSessions(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute(sql`select id::text as id from sessions
    where id::text in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) and revoked_at is null`);
  return new Set((result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
}
