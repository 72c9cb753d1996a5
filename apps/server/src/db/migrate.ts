/** Applies the drizzle-kit migrations (the same folder for both drivers) at start-up. */
import { fileURLToPath } from 'node:url';
import { ensureReferenceData } from '../seed/reference-data.ts';
import path from 'node:path';
import { existsSync } from 'node:fs';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';

/** The migrations folder: next to the sources in dev and tests, copied next to the bundle in a build. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../drizzle'),
    path.resolve(here, 'drizzle'),
    path.resolve(here, '../drizzle'),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Applies the migrations of a folder not applied yet, with the driver's own migrator (tests pass a partial copy). */
export async function applyMigrations(handle: DatabaseHandle, folder: string): Promise<void> {
  // Each driver's migrator loads only when it is used (an embedded start does without the PostgreSQL driver).
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await applyMigrations(handle, migrationsFolder());
  await ensureReferenceData(handle.db);
}

/** An arbitrary constant naming the start-up advisory lock. */
const STARTUP_LOCK_KEY = 7_160_532;

/**
 * Runs start-up work (migrations, demo seed) once at a time across instances: on PostgreSQL several servers may
 * start together, so they queue on an advisory lock; PGlite serves one process and needs none.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work();
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
