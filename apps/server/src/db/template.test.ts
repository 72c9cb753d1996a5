/**
 * The embedded database's first start from the build's template (db/template.ts): a fresh DATA_DIR opened from the
 * demo template is migrated and seeded like one seeded at start — the demo users sign in with the demo password,
 * the dated rows are dated today, every migration is recorded —; a second start reopens it untouched; an older
 * template still gets the newer migrations; an unusable template falls back to initdb; a first start that died
 * half-way is finished by the next. No timings here: bench/start.ts measures them.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, businessDate, md5Hex } from '@stoa/shared';
import { loadConfig } from '../config.ts';
import { verifyPassword } from '../platform/password.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo-data.ts';
import { seedDemoIfEmpty } from '../seed/demo.ts';
import { openDatabase, type Db } from './client.ts';
import { applyMigrations, migrationsFolder, runMigrations } from './migrate.ts';
import { openConfiguredDatabase, type OpenedDatabase } from './open-configured.ts';
import * as schema from './schema/index.ts';
import { dumpTemplate, makeTemplates, openEmbeddedDatabase, TEMPLATE_FILES } from './template.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'stoa-template-test-'));
const templateFile = path.join(work, TEMPLATE_FILES.demo);
const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

function open(name: string, options: { seed?: boolean; templateFile?: string | null } = {}): Promise<OpenedDatabase> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(work, name) });
  return openConfiguredDatabase(config, { seed: options.seed ?? true, templateFile: options.templateFile });
}

async function migrationsApplied(opened: OpenedDatabase): Promise<number> {
  if (opened.database.kind !== 'pglite') throw new Error('expected PGlite');
  const res = await opened.database.pglite.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return res.rows[0]!.n;
}

const rowCount = async (db: Db, table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;

/** Rows per demo table: the same data set whichever way it was made. */
async function demoCounts(db: Db): Promise<Record<string, number>> {
  const tables = {
    users: schema.users,
    utilities: schema.utilities,
    utilityZones: schema.utilityZones,
    notifications: schema.notifications,
    stoaCharges: schema.stoaCharges,
    fees: schema.fees,
    holidays: schema.holidays,
    corridors: schema.corridors,
    bankAccounts: schema.bankAccounts,
    paymentModes: schema.paymentModes,
    dueRules: schema.dueRules,
    registrations: schema.registrations,
    files: schema.files,
    recordDocuments: schema.recordDocuments,
    workflowEvents: schema.workflowEvents,
    atcDays: schema.atcDays,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = await rowCount(db, table);
  return counts;
}

beforeAll(async () => {
  // The suite's migrated template saves an initdb; makeTemplates is what the build runs.
  const migrated = inject('pgliteTemplateFile');
  const templates = await makeTemplates(migrated ? { from: new Blob([readFileSync(migrated)]) } : {});
  writeFileSync(templateFile, templates.demo);
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a fresh DATA_DIR from the demo template', () => {
  let first: OpenedDatabase;
  const before = new Date();

  beforeAll(async () => {
    first = await open('fresh', { templateFile });
  });
  afterAll(async () => {
    await first.close();
  });

  it('is made from the template, migrated, and counts as seeded', async () => {
    expect(first.origin).toBe('template');
    expect(first.templateProblem).toBeUndefined();
    expect(first.seeded).toBe(true);
    expect(await migrationsApplied(first)).toBe(journal.entries.length);
    expect(existsSync(path.join(work, 'fresh', 'pglite.unpacking'))).toBe(false);
    const mark = await first.database.db.execute(sql`select to_regclass('stoa_template.mark')::text as name`);
    expect((mark as unknown as { rows: { name: string | null }[] }).rows[0]!.name).toBeNull();
  });

  it('has every demo user, with the demo password and timestamps of this start', async () => {
    const users = await first.database.db.select().from(schema.users);
    expect(users.map((u) => u.userName).sort()).toEqual(DEMO_USERS.map((u) => u.userName).sort());
    expect(await verifyPassword(md5Hex(DEMO_PASSWORD), users[0]!.passwordHash ?? '')).toBe(true);
    for (const user of users) expect(user.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('dates the demo registrations and ATC from today, not from the day the template was made', async () => {
    const today = businessDate(new Date());
    const registrations = await first.database.db.select().from(schema.registrations);
    const approved = registrations.filter((r) => r.status === 'Approved');
    expect(approved.length).toBeGreaterThan(0);
    for (const r of approved) {
      expect(r.approvedOn).toBe(today);
      expect(r.registrationNo ?? '').toContain(today.slice(0, 4));
    }
    const [span] = await first.database.db
      .select({ from: sql<string>`min(${schema.atcDays.date})`, to: sql<string>`max(${schema.atcDays.date})` })
      .from(schema.atcDays);
    expect(span).toEqual({ from: addDays(today, -1), to: addDays(today, 60) });
  });

  it('holds the same data set as a database seeded at start', async () => {
    const migrated = inject('pgliteTemplateFile');
    const direct = await openDatabase(migrated ? { loadDataDir: new Blob([readFileSync(migrated)]) } : {});
    try {
      if (!migrated) await runMigrations(direct);
      await seedDemoIfEmpty(direct.db);
      expect(await demoCounts(first.database.db)).toEqual(await demoCounts(direct.db));
    } finally {
      await direct.close();
    }
  });

  it('is reopened as it is at the next start', async () => {
    const counts = await demoCounts(first.database.db);
    await first.close();
    first = await open('fresh', { templateFile });
    expect(first.origin).toBe('existing');
    expect(first.seeded).toBe(false);
    expect(await demoCounts(first.database.db)).toEqual(counts);
  });
});

describe('when the template cannot be used as it is', () => {
  it('migrates a template older than the code, then seeds the demo on its empty database', async () => {
    const partialFolder = path.join(work, 'migrations-0006');
    cpSync(migrationsFolder(), partialFolder, { recursive: true });
    const journalFile = path.join(partialFolder, 'meta', '_journal.json');
    const last = journal.entries.findIndex((e) => e.tag === '0006_application_energy_bigint');
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
    const old = await openDatabase({});
    await applyMigrations(old, partialFolder);
    const oldFile = path.join(work, 'old.tar.gz');
    writeFileSync(oldFile, await dumpTemplate(old, { datedDemo: false }));
    await old.close();

    const opened = await open('from-old', { templateFile: oldFile });
    try {
      expect(opened.origin).toBe('template');
      expect(await migrationsApplied(opened)).toBe(journal.entries.length);
      expect(opened.seeded).toBe(true);
      expect(await rowCount(opened.database.db, schema.users)).toBe(DEMO_USERS.length);
      expect(await rowCount(opened.database.db, schema.recordDocuments)).toBeGreaterThan(0);
    } finally {
      await opened.close();
    }
  }, 120_000);

  it('falls back to initdb, migrations and seed when the template is unusable, and says why', async () => {
    const broken = path.join(work, 'broken.tar.gz');
    writeFileSync(broken, 'not a tarball');
    const opened = await open('from-broken', { templateFile: broken });
    try {
      expect(opened.origin).toBe('initdb');
      expect(opened.templateProblem).toContain('unusable');
      expect(await migrationsApplied(opened)).toBe(journal.entries.length);
      expect(await rowCount(opened.database.db, schema.users)).toBe(DEMO_USERS.length);
    } finally {
      await opened.close();
    }
  }, 120_000);

  it('finishes a first start that died half-way', async () => {
    const dataDir = path.join(work, 'interrupted');
    mkdirSync(path.join(dataDir, 'pglite.unpacking', 'base'), { recursive: true }); // died while unpacking
    writeFileSync(path.join(dataDir, 'pglite.unpacking', 'PG_VERSION'), '18\n');
    const unfinished = await openEmbeddedDatabase(dataDir, templateFile); // then died before completing
    expect(unfinished.origin).toBe('template');
    await unfinished.handle.close();

    const opened = await open('interrupted', { templateFile });
    try {
      expect(opened.origin).toBe('existing');
      expect(opened.seeded).toBe(true);
      expect(await rowCount(opened.database.db, schema.users)).toBe(DEMO_USERS.length);
      expect(await rowCount(opened.database.db, schema.registrations)).toBeGreaterThan(0);
    } finally {
      await opened.close();
    }
  });
});
