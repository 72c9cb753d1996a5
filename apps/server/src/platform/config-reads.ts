/**
 * The configuration nearly every request reads — the business rules, the holidays — kept in memory per database
 * handle (issue 35: two of every nine statements in the soak re-read them, unchanged). A change runs through
 * `changeConfig`: its transaction announces it on the realtime channel, so every instance forgets what it kept when
 * the change commits (the hub calls `forgetConfig`), and the writing instance forgets at once, before it answers.
 * A listener that was away forgets everything too (the hub's resync), and nothing is kept longer than
 * CONFIG_KEEP_MS, so a row changed outside the portal (SQL by hand) shows within that. Reads inside a transaction are
 * never served from memory: they see the transaction's own writes.
 */
import { isTransaction, type Db, type DbOrTx, type Tx } from '../db/client.ts';
import { announceConfigChanged } from './realtime/realtime.repository.ts';

export const CONFIG_KEEP_MS = 60_000;

interface Kept {
  at: number;
  value: Promise<unknown>;
}

const kept = new WeakMap<object, Map<string, Kept>>();

/** `read()` once for `key` on this database until the configuration changes (a failed read is not kept). */
export function configRead<T>(db: DbOrTx, key: string, read: () => Promise<T>, now = Date.now()): Promise<T> {
  if (isTransaction(db)) return read();
  let entries = kept.get(db);
  if (!entries) kept.set(db, (entries = new Map()));
  const entry = entries.get(key);
  if (entry && now - entry.at < CONFIG_KEEP_MS && now >= entry.at) return entry.value as Promise<T>;
  const fresh: Kept = { at: now, value: read() };
  const map = entries;
  map.set(key, fresh);
  fresh.value.catch(() => {
    if (map.get(key) === fresh) map.delete(key);
  });
  return fresh.value as Promise<T>;
}

/** Everything kept for this database is read afresh next time (reads in flight keep their answer). */
export function forgetConfig(db: object): void {
  kept.get(db)?.clear();
}

/** A configuration change: one transaction that announces itself; this instance forgets as soon as it commits. */
export async function changeConfig<T>(db: Db, change: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const value = await change(tx);
    await announceConfigChanged(tx);
    return value;
  });
  forgetConfig(db);
  return result;
}
