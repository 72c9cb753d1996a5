/**
 * A fast first start of the embedded database (issue #14): initdb, the migrations and the demo seed take seconds, so
 * the build makes them once (`makeTemplates`, run by build.mjs) and saves PGlite data-dir dumps beside the bundle;
 * a start on an empty DATA_DIR loads one (`loadDataDir`) instead. The migrations still run after it (a no-op when
 * the template is current, the missing ones when it is older than the code), then `completeTemplate` moves the
 * template's timestamps to now and seeds the demo rows that are dated from the day (demo registrations, ATC): those
 * are never in a template, so a template made months ago starts today's demo. No template, or one PGlite cannot
 * read: today's path (initdb, migrations, seed), with the reason logged.
 *
 * A first start is marked by `DATA_DIR/pglite.creating` until it has finished; a start that finds the mark (the
 * last one died half-way, before it served anything) creates the database again.
 */
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { seedDemoDated, seedDemoIfEmpty } from '../seed/demo.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';

/** The two templates: demo-seeded (SEED=demo) and empty (SEED=none), both migrated, with the reference data. */
export const TEMPLATE_FILES = { demo: 'pglite-template.tar.gz', none: 'pglite-template-empty.tar.gz' } as const;
export type TemplateKind = keyof typeof TEMPLATE_FILES;

/** Where the build puts the templates: beside the bundle (dist/). Running from the sources there are none. */
export function builtTemplateFile(kind: TemplateKind): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), TEMPLATE_FILES[kind]);
}

/** The template's own mark, dropped at its first start: when it was made and whether the dated demo rows are due. */
const MARK_SCHEMA = 'stoa_template';

/**
 * Marks a migrated PGlite database as a template and dumps it (a gzip tarball for `loadDataDir`). `datedDemo`: it
 * holds the demo seed's undated part, and its first start seeds the dated part.
 */
export async function dumpTemplate(handle: DatabaseHandle, options: { datedDemo: boolean }): Promise<Uint8Array> {
  if (handle.kind !== 'pglite') throw new Error('a template is a PGlite database');
  await handle.pglite.exec(
    `create schema if not exists ${MARK_SCHEMA};
     create table if not exists ${MARK_SCHEMA}.mark (made_at timestamptz not null, dated_demo boolean not null);
     delete from ${MARK_SCHEMA}.mark;
     insert into ${MARK_SCHEMA}.mark (made_at, dated_demo) values (now(), ${options.datedDemo});
     checkpoint;`,
  );
  return new Uint8Array(await (await handle.pglite.dumpDataDir('gzip')).arrayBuffer());
}

/**
 * Migrates a new in-memory database (or a copy of `from`, a migrated dump: tests) and dumps it twice: empty, then
 * with the demo seed's undated part.
 */
export async function makeTemplates(options: { from?: Blob } = {}): Promise<Record<TemplateKind, Uint8Array>> {
  const handle = await openDatabase(options.from ? { loadDataDir: options.from } : {});
  try {
    await runMigrations(handle);
    const none = await dumpTemplate(handle, { datedDemo: false });
    await seedDemoIfEmpty(handle.db, { registrations: false });
    const demo = await dumpTemplate(handle, { datedDemo: true });
    return { demo, none };
  } finally {
    await handle.close();
  }
}

export type EmbeddedOrigin = 'existing' | 'template' | 'initdb';

export interface EmbeddedDatabase {
  handle: DatabaseHandle;
  /** Reopened, loaded from the template, or created by initdb (no template, or the template failed). */
  origin: EmbeddedOrigin;
  /** Why the template was not used, when it was wanted. */
  templateProblem?: string;
  /** Ends the first start: the database is complete (migrated, template finished, seeded). */
  markComplete(): void;
}

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Opens the PGlite database under `dataDir`/pglite: reopens it, or creates it from `templateFile` (loadDataDir), or
 * — no template file, or one that fails to load — with initdb.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  templateFile: string | undefined,
): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pglite');
  const creating = path.join(dataDir, 'pglite.creating');
  const markComplete = () => rmSync(creating, { force: true });
  if (existsSync(creating)) rmSync(pgDir, { recursive: true, force: true });
  if (!isEmptyDir(pgDir)) {
    return { handle: await openDatabase({ dataDir: pgDir }), origin: 'existing', markComplete };
  }
  writeFileSync(creating, `${process.pid}\n`);
  let templateProblem: string | undefined;
  if (!templateFile) {
    templateProblem = 'no template';
  } else if (!existsSync(templateFile)) {
    templateProblem = `no template at ${templateFile}`;
  } else {
    try {
      const loadDataDir = new Blob([await readFile(templateFile)]);
      const handle = await openDatabase({ dataDir: pgDir, loadDataDir });
      return { handle, origin: 'template', markComplete };
    } catch (err) {
      templateProblem = `template ${templateFile} unreadable: ${err instanceof Error ? err.message : String(err)}`;
      rmSync(pgDir, { recursive: true, force: true });
    }
  }
  return { handle: await openDatabase({ dataDir: pgDir }), origin: 'initdb', templateProblem, markComplete };
}

/**
 * The first start of a database made from a template, after the migrations, in one transaction: every timestamp
 * of the template's rows moves by the time since the template was made (users, notifications and configuration
 * read as created now), the demo's dated rows are seeded for today, and the template's mark goes. True when the
 * demo rows were seeded. A database without the mark is left alone.
 */
export async function completeTemplate(handle: DatabaseHandle, at: Date = new Date()): Promise<boolean> {
  if (handle.kind !== 'pglite') return false;
  const found = await handle.pglite.query<{ name: string | null }>(
    `select to_regclass('${MARK_SCHEMA}.mark')::text as name`,
  );
  if (!found.rows[0]?.name) return false;
  return handle.db.transaction(async (tx) => {
    const marks = (await tx.execute(sql.raw(`select dated_demo from ${MARK_SCHEMA}.mark`))) as unknown as {
      rows: { dated_demo: boolean }[];
    };
    // A DO block takes no parameters: the instant is inlined (an ISO string of our own making).
    await tx.execute(
      sql.raw(`do $$
        declare
          shift interval := '${at.toISOString()}'::timestamptz - (select made_at from ${MARK_SCHEMA}.mark);
          col record;
        begin
          for col in
            select c.relname as table_name, a.attname as column_name
            from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
              and a.atttypid in ('timestamptz'::regtype, 'timestamp'::regtype)
          loop
            execute format('update public.%I set %I = %I + $1 where %I is not null',
              col.table_name, col.column_name, col.column_name, col.column_name) using shift;
          end loop;
        end $$`),
    );
    const datedDemo = marks.rows[0]?.dated_demo === true;
    if (datedDemo) await seedDemoDated(tx, at);
    await tx.execute(sql.raw(`drop schema ${MARK_SCHEMA} cascade`));
    return datedDemo;
  });
}
