/**
 * A fast first start of the embedded database (issue #14): initdb, the migrations and the demo seed take seconds, so
 * the build makes them once (`makeTemplates`, run by build.mjs) and saves PGlite data-dir dumps beside the bundle;
 * a start on an empty DATA_DIR unpacks one instead (`openEmbeddedDatabase`). The migrations still run after it (a
 * no-op when the template is current, the missing ones when it is older than the code), then `completeTemplate`
 * moves the template's timestamps to now and seeds the demo rows that are dated from the day (registrations, ATC):
 * those are never in a template, so a template made months ago starts today's demo. No template, or one that
 * cannot be unpacked or opened: today's path (initdb, migrations, seed), with the reason logged.
 *
 * The template's mark (schema stoa_template) stays until `completeTemplate` has committed, so a first start that
 * dies half-way is finished by the next one.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { seedDemoDated, seedDemoIfEmpty } from '../seed/demo.ts';
import { seedDemoDocuments } from '../seed/demo-registrations.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';

/** The two templates: demo-seeded (SEED=demo) and empty (SEED=none), both migrated, with the reference data. */
export const TEMPLATE_FILES = { demo: 'pglite-template.tar.gz', none: 'pglite-template-empty.tar.gz' } as const;
export type TemplateKind = keyof typeof TEMPLATE_FILES;

/**
 * Where the build puts the templates: beside the bundle, dist/ (this code may sit in dist/chunks/). Running from
 * the sources there are none: the path then names a file that does not exist.
 */
export function builtTemplateFile(kind: TemplateKind): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [here, path.dirname(here)].map((dir) => path.join(dir, TEMPLATE_FILES[kind]));
  return candidates.find((file) => existsSync(file)) ?? candidates[0]!;
}

/** The template's own mark, dropped at its first start: when it was made and whether the dated demo rows are due. */
const MARK_SCHEMA = 'stoa_template';

/** Timestamp columns of the public tables. */
const TIMESTAMP_COLUMNS = `
  select c.relname as "table", a.attname as "column"
  from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
    and a.atttypid in ('timestamptz'::regtype, 'timestamp'::regtype)
  order by 1, 2`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Marks a migrated PGlite database as a template and dumps it (`dumpDataDir`: a gzip'd tar of the data dir, which
 * `openEmbeddedDatabase` unpacks; PGlite's `loadDataDir` reads it too). The mark holds when it was made, whether
 * its first start seeds the demo's dated part, and the timestamp columns that hold a value (the first start moves
 * only those).
 */
export async function dumpTemplate(handle: DatabaseHandle, options: { datedDemo: boolean }): Promise<Uint8Array> {
  if (handle.kind !== 'pglite') throw new Error('a template is a PGlite database');
  const { pglite } = handle;
  const columns = await pglite.query<{ table: string; column: string }>(TIMESTAMP_COLUMNS);
  const filled: string[][] = [];
  for (const { table, column } of columns.rows) {
    const found = await pglite.query(
      `select 1 from public.${quoted(table)} where ${quoted(column)} is not null limit 1`,
    );
    if (found.rows.length > 0) filled.push([table, column]);
  }
  await pglite.exec(
    `create schema if not exists ${MARK_SCHEMA};
     create table if not exists ${MARK_SCHEMA}.mark (
       made_at timestamptz not null, dated_demo boolean not null, timestamps jsonb not null);
     delete from ${MARK_SCHEMA}.mark;`,
  );
  await pglite.query(`insert into ${MARK_SCHEMA}.mark values (now(), $1, $2)`, [
    options.datedDemo,
    JSON.stringify(filled),
  ]);
  await pglite.exec('checkpoint');
  return new Uint8Array(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
}

/**
 * Migrates a new in-memory database (or a copy of `from`, a migrated dump: tests) and dumps it twice: empty, then
 * with the demo seed's undated part (users, utilities, configuration, the registrations' documents).
 */
export async function makeTemplates(options: { from?: Blob } = {}): Promise<Record<TemplateKind, Uint8Array>> {
  const handle = await openDatabase(options.from ? { loadDataDir: options.from } : {});
  try {
    await runMigrations(handle);
    const none = await dumpTemplate(handle, { datedDemo: false });
    await seedDemoIfEmpty(handle.db, { registrations: false });
    await handle.db.transaction((tx) => seedDemoDocuments(tx, new Date()));
    const demo = await dumpTemplate(handle, { datedDemo: true });
    return { demo, none };
  } finally {
    await handle.close();
  }
}

export type EmbeddedOrigin = 'existing' | 'template' | 'initdb';

export interface EmbeddedDatabase {
  handle: DatabaseHandle;
  /** Reopened, unpacked from the template, or created by initdb (no template, or the template failed). */
  origin: EmbeddedOrigin;
  /** Why the template was not used, when it was wanted. */
  templateProblem?: string;
}

const gunzipAsync = promisify(gunzip);

/** A NUL-terminated text field of a tar header. */
function headerField(header: Buffer, offset: number, length: number): string {
  const end = header.indexOf(0, offset);
  return header.toString('latin1', offset, end < 0 || end > offset + length ? offset + length : end);
}

/**
 * Unpacks a template (PGlite's `dumpDataDir`: a gzip'd ustar archive of the data dir) into the new directory `dest`,
 * natively and on the thread pool — PGlite's own `loadDataDir` writes the same files through its WASM file system,
 * about a second slower on 2 cores. Directories and regular files only; anything else (a bad checksum, a long
 * name, a link, an entry outside `dest`, a truncated archive) is refused, and the caller falls back.
 */
async function unpackTemplate(file: string, dest: string): Promise<void> {
  const tar = await gunzipAsync(await readFile(file));
  mkdirSync(dest, { recursive: true });
  const writes: Promise<void>[] = [];
  let offset = 0;
  for (;;) {
    if (offset + 512 > tar.length) throw new Error('truncated archive');
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const checksum = parseInt(headerField(header, 148, 8).trim(), 8);
    const sum = header.reduce((total, byte, i) => total + (i >= 148 && i < 156 ? 32 : byte), 0);
    if (checksum !== sum) throw new Error(`bad header checksum at byte ${offset}`);
    const name = headerField(header, 0, 100);
    const size = parseInt(headerField(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156]!);
    const target = path.join(dest, name);
    if (name.length >= 100 || !target.startsWith(dest + path.sep)) throw new Error(`unexpected entry ${name}`);
    const start = offset + 512;
    offset = start + Math.ceil(size / 512) * 512;
    if (type === '5') {
      mkdirSync(target, { recursive: true });
    } else if (type === '0' || type === '\0') {
      if (start + size > tar.length) throw new Error('truncated archive');
      mkdirSync(path.dirname(target), { recursive: true });
      writes.push(writeFile(target, tar.subarray(start, start + size)));
    } else {
      throw new Error(`unexpected entry type ${JSON.stringify(type)} of ${name}`);
    }
  }
  await Promise.all(writes);
}

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Opens the PGlite database under `dataDir`/pglite: reopens it; or, when there is none, unpacks `templateFile` into
 * `pglite.unpacking` and renames that to `pglite` (a start that dies half-way leaves no half database), then opens
 * it; or — no template file, or one that fails to unpack or open — creates it with initdb.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  templateFile: string | undefined,
): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pglite');
  if (!isEmptyDir(pgDir)) return { handle: await openDatabase({ dataDir: pgDir }), origin: 'existing' };
  let templateProblem = 'no template';
  if (templateFile) {
    const unpacking = path.join(dataDir, 'pglite.unpacking');
    try {
      rmSync(unpacking, { recursive: true, force: true });
      await unpackTemplate(templateFile, unpacking);
      rmSync(pgDir, { recursive: true, force: true });
      renameSync(unpacking, pgDir);
      return { handle: await openDatabase({ dataDir: pgDir }), origin: 'template' };
    } catch (err) {
      templateProblem =
        (err as NodeJS.ErrnoException).code === 'ENOENT' && !existsSync(templateFile)
          ? `no template at ${templateFile}`
          : `template ${templateFile} unusable: ${err instanceof Error ? err.message : String(err)}`;
      rmSync(unpacking, { recursive: true, force: true });
      rmSync(pgDir, { recursive: true, force: true });
    }
  }
  return { handle: await openDatabase({ dataDir: pgDir }), origin: 'initdb', templateProblem };
}

/**
 * The first start of a database made from a template, after the migrations, in one transaction: the template's
 * timestamps move by the time since it was made (users, notifications, configuration and documents read as created
 * now), the demo's dated rows are seeded for today, and the template's mark goes. True when the demo rows were
 * seeded. A database without the mark (any but the first start's) is left alone.
 */
export async function completeTemplate(handle: DatabaseHandle, at: Date = new Date()): Promise<boolean> {
  if (handle.kind !== 'pglite') return false;
  const found = await handle.pglite.query<{ name: string | null }>(
    `select to_regclass('${MARK_SCHEMA}.mark')::text as name`,
  );
  if (!found.rows[0]?.name) return false;
  return handle.db.transaction(async (tx) => {
    const rows = (await tx.execute(sql.raw(`select made_at, dated_demo, timestamps from ${MARK_SCHEMA}.mark`))) as {
      rows: { made_at: string | Date; dated_demo: boolean; timestamps: [string, string][] }[];
    };
    const mark = rows.rows[0];
    if (mark) {
      const shift = `interval '${at.getTime() - new Date(mark.made_at).getTime()} milliseconds'`;
      const sets = new Map<string, string[]>();
      for (const [table, column] of mark.timestamps) {
        sets.set(table, [...(sets.get(table) ?? []), `${quoted(column)} = ${quoted(column)} + ${shift}`]);
      }
      for (const [table, set] of sets)
        await tx.execute(sql.raw(`update public.${quoted(table)} set ${set.join(', ')}`));
      if (mark.dated_demo) await seedDemoDated(tx, at);
    }
    await tx.execute(sql.raw(`drop schema ${MARK_SCHEMA} cascade`));
    return mark?.dated_demo === true;
  });
}
