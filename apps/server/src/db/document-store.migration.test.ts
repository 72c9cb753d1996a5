/**
 * The migration to one document store (0007–0009) on a copy with data: a database migrated up to 0006 is given
 * registrations and inter-state registrations with documents (verified, invalid with a reason, unmarked, one file
 * held by two records), then migrated to the end. Every row must arrive in record_documents with the same values
 * and order, and the two old tables must be gone.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsOf } from '../platform/documents/documents.service.ts';
import { adminUrl, databaseUrlFor } from '../test/pg-url.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { applyMigrations, migrationsFolder } from './migrate.ts';
import { recordDocuments } from './schema/index.ts';

const LAST_BEFORE = '0006_application_energy_bigint';

/** A copy of the migrations folder whose journal ends at `lastTag` (Drizzle's migrator reads only the journal). */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stoa-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last, `${lastTag} in the journal`).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** An empty database of the suite's driver: PGlite in memory, or a new PostgreSQL database. */
async function openEmptyDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({});
    return { handle, drop: () => handle.close() };
  }
  const name = `stoa_m_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(url, name) });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

interface OldRow {
  registration_id: number;
  file_id: string;
  document_type: string;
  is_valid: boolean | null;
  comments: string | null;
  validated_by: number | null;
  validated_at: string | Date | null;
}

const at = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

describe('migration 0007–0009: one document store', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let partial: string;
  const file = { a: randomUUID(), b: randomUUID(), c: randomUUID(), d: randomUUID(), e: randomUUID() };
  let before: { type: string; rows: OldRow[] }[];
  let ids: { applicant: number; sldc: number; registration: number; renewal: number; interState: number };

  beforeAll(async () => {
    ({ handle, drop } = await openEmptyDatabase());
    partial = migrationsUpTo(LAST_BEFORE);
    await applyMigrations(handle, partial);
    const { db } = handle;
    const one = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const user = (name: string, role: string) =>
      one(sql`insert into users (user_name, email, role, first_name, last_name)
              values (${name}, ${`${name}@example.test`}, ${role}, 'A', 'B') returning id`);
    const applicant = await user('oa.copy', 'OABusinessUser');
    const sldc = await user('sldc.copy', 'SLDCBusinessUser');
    for (const [name, id] of Object.entries(file)) {
      await db.execute(sql`insert into files (id, file_name, kind, content_type, size_bytes, sha256, content,
                             form_name, uploaded_by)
                           values (${id}, ${`${name}.pdf`}, 'Pdf', 'application/pdf', 3, 'x', 'abc'::bytea,
                             'Registration', ${applicant})`);
    }
    const registration = (kind: string) =>
      one(sql`insert into registrations (kind, entity_type, applicant_user_id, status, details)
              values (${kind}, 'InjectingEntity', ${applicant}, 'Submitted', '{}'::jsonb) returning id`);
    ids = {
      applicant,
      sldc,
      registration: await registration('Registration'),
      renewal: await registration('Renewal'),
      interState: await one(sql`insert into inter_state_registrations (applicant_user_id, sector, status, details)
                               values (${applicant}, 'SSGS', 'Submitted', '{}'::jsonb) returning id`),
    };
    const marked = '2026-03-04T05:06:07.000Z';
    await db.execute(sql`insert into registration_files
      (registration_id, file_id, document_type, is_valid, comments, validated_by, validated_at) values
      (${ids.registration}, ${file.b}, 'panCard', true, null, ${sldc}, ${marked}),
      (${ids.registration}, ${file.a}, 'gstCertificate', false, 'Expired certificate', ${sldc}, ${marked}),
      (${ids.registration}, ${file.c}, 'zoneConnectivity', null, null, null, null),
      (${ids.renewal}, ${file.a}, 'gstCertificate', null, null, null, null)`);
    await db.execute(sql`insert into inter_state_registration_files
      (registration_id, file_id, document_type, is_valid, comments, validated_by, validated_at) values
      (${ids.interState}, ${file.e}, 'incorporation', true, 'Checked against the original', ${sldc}, ${marked}),
      (${ids.interState}, ${file.d}, 'panCard', null, null, null, null)`);
    const old = async (table: string) =>
      ((await db.execute(sql.raw(`select * from ${table} order by id`))) as unknown as { rows: OldRow[] }).rows;
    before = [
      { type: 'Registration', rows: await old('registration_files') },
      { type: 'InterStateRegistration', rows: await old('inter_state_registration_files') },
    ];
    await applyMigrations(handle, migrationsFolder());
  }, 120_000);

  afterAll(async () => {
    await drop?.();
    if (partial) rmSync(partial, { recursive: true, force: true });
  });

  it('moves every document with its marks, in the old order', async () => {
    const moved = await handle.db.select().from(recordDocuments).orderBy(asc(recordDocuments.id));
    const expected = before.flatMap(({ type, rows }) =>
      rows.map((r) => ({
        recordType: type,
        recordId: r.registration_id,
        fileId: r.file_id,
        documentType: r.document_type,
        isValid: r.is_valid,
        comments: r.comments,
        validatedBy: r.validated_by,
        validatedAt: at(r.validated_at),
      })),
    );
    expect(expected).toHaveLength(6);
    expect(moved.map(({ id: _id, createdAt: _created, ...r }) => ({ ...r, validatedAt: at(r.validatedAt) }))).toEqual(
      expected,
    );
    expect(moved.filter((r) => r.fileId === file.a).map((r) => r.recordId)).toEqual([ids.registration, ids.renewal]);
  });

  it('serves the moved documents to the records they belong to', async () => {
    const label = (documentType: string) => `label of ${documentType}`;
    expect(await documentsOf(handle.db, 'Registration', ids.registration, label)).toEqual([
      {
        fileId: file.b,
        fileName: 'b.pdf',
        documentType: 'panCard',
        label: 'label of panCard',
        isValid: true,
        comments: null,
      },
      {
        fileId: file.a,
        fileName: 'a.pdf',
        documentType: 'gstCertificate',
        label: 'label of gstCertificate',
        isValid: false,
        comments: 'Expired certificate',
      },
      {
        fileId: file.c,
        fileName: 'c.pdf',
        documentType: 'zoneConnectivity',
        label: 'label of zoneConnectivity',
        isValid: null,
        comments: null,
      },
    ]);
    const interState = await documentsOf(handle.db, 'InterStateRegistration', ids.interState, label);
    expect(interState.map((d) => [d.fileName, d.isValid, d.comments])).toEqual([
      ['e.pdf', true, 'Checked against the original'],
      ['d.pdf', null, null],
    ]);
  });

  it('drops the two old tables', async () => {
    const rows = (await handle.db.execute(
      sql`select to_regclass('registration_files') as a, to_regclass('inter_state_registration_files') as b`,
    )) as unknown as { rows: { a: string | null; b: string | null }[] };
    expect(rows.rows[0]).toEqual({ a: null, b: null });
  });
});
