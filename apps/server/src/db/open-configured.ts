/**
 * Opens the database the configuration names, the way every entry point needs it: PostgreSQL at DATABASE_URL, or
 * PGlite under DATA_DIR with the DATA_DIR lock held; migrations (and the demo seed when asked) run once at a time
 * across instances.
 */
import path from 'node:path';
import { poolTimeoutsOf, type Config } from '../config.ts';
import { lockDataDir } from '../platform/data-dir-lock.ts';
import { seedDemoIfEmpty } from '../seed/demo.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { runMigrations, withStartupLock } from './migrate.ts';

export interface OpenedDatabase {
  database: DatabaseHandle;
  /** True when this start seeded the demo data set. */
  seeded: boolean;
  /** Closes the database and releases the DATA_DIR lock. */
  close(): Promise<void>;
}

export async function openConfiguredDatabase(config: Config, options: { seed: boolean }): Promise<OpenedDatabase> {
  const releaseLock = config.DATABASE_URL ? () => undefined : lockDataDir(config.DATA_DIR);
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      timeouts: poolTimeoutsOf(config),
      dataDir: path.join(path.resolve(config.DATA_DIR), 'pglite'),
    });
    const handle = database;
    const seeded = await withStartupLock(handle, async () => {
      await runMigrations(handle);
      return options.seed ? seedDemoIfEmpty(handle.db) : false;
    });
    return {
      database: handle,
      seeded,
      async close() {
        await handle.close();
        releaseLock();
      },
    };
  } catch (err) {
    await database?.close().catch(() => undefined);
    releaseLock();
    throw err;
  }
}
