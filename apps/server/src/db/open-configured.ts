/**
 * Opens the database the configuration names, the way every entry point needs it: PostgreSQL at DATABASE_URL, or
 * PGlite under DATA_DIR with the DATA_DIR lock held — on an empty DATA_DIR made from the build's template
 * (db/template.ts); migrations (and the demo seed when asked) run once at a time across instances.
 */
import path from 'node:path';
import { poolSettingsOf, type Config } from '../config.ts';
import { lockDataDir } from '../platform/data-dir-lock.ts';
import { seedDemoIfEmpty } from '../seed/demo.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { runMigrations, withStartupLock } from './migrate.ts';
import { builtTemplateFile, completeTemplate, openEmbeddedDatabase, type EmbeddedOrigin } from './template.ts';

export interface OpenedDatabase {
  database: DatabaseHandle;
  /** True when this start seeded the demo data set (or finished it from the template). */
  seeded: boolean;
  /** PostgreSQL, or how the PGlite database was opened: reopened, from the template, or by initdb. */
  origin: 'postgres' | EmbeddedOrigin;
  /** Why a new PGlite database was not made from the template (initdb instead: a slower first start). */
  templateProblem?: string | undefined;
  /** Closes the database and releases the DATA_DIR lock. */
  close(): Promise<void>;
}

export interface OpenConfiguredOptions {
  seed: boolean;
  /** The PGlite template for an empty DATA_DIR; default: the build's, demo or empty as `seed` says; null: none. */
  templateFile?: string | null;
}

export async function openConfiguredDatabase(config: Config, options: OpenConfiguredOptions): Promise<OpenedDatabase> {
  const releaseLock = config.DATABASE_URL ? () => undefined : lockDataDir(config.DATA_DIR);
  let database: DatabaseHandle | undefined;
  try {
    const embedded = config.DATABASE_URL
      ? undefined
      : await openEmbeddedDatabase(
          path.resolve(config.DATA_DIR),
          options.templateFile === undefined
            ? builtTemplateFile(options.seed ? 'demo' : 'none')
            : (options.templateFile ?? undefined),
        );
    database =
      embedded?.handle ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, pool: poolSettingsOf(config) }));
    const handle = database;
    const seeded = await withStartupLock(handle, async () => {
      await runMigrations(handle);
      const finished = await completeTemplate(handle); // PGlite: a database made from a template, until done
      const seededNow = options.seed ? await seedDemoIfEmpty(handle.db) : false;
      return finished || seededNow;
    });
    return {
      database: handle,
      seeded,
      origin: embedded?.origin ?? 'postgres',
      templateProblem: embedded?.templateProblem,
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
