/**
 * The one document store on its own: what a submission may name, a record's set, the verifier's marks (one
 * statement, all or nothing, one audit row) and the rule that gates forwarding. Records are named by type and id
 * only, so these tests need none; the workflows' route tests cover the same calls end to end.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES, type SignedInUser } from '@stoa/shared';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pdfBytes, recordOf, storedAs } from '../../test/upload.ts';
import { AppError } from '../errors.ts';
import {
  checkOwnDocuments,
  documentsOf,
  documentsVerified,
  recordReadCheck,
  replaceDocuments,
  verifyDocuments,
} from './documents.service.ts';

const TYPE = 'Registration';
const NOT_OWN = 'not yours';
const NOT_PART = 'not part of it';
const label = (documentType: string) => documentType.toUpperCase();

let t: TestApp;
let oa: SignedInUser;
let other: SignedInUser;
let sldc: SignedInUser;
const upload = (user: SignedInUser, name: string, form = 'Registration') => storedAs(t, user, form, name, pdfBytes());

beforeAll(async () => {
  t = await createTestApp();
  [oa, other, sldc] = await Promise.all([t.signIn('oa.drawee'), t.signIn('oa.injecting'), t.signIn('sldc')]);
});
afterAll(() => t.close());

type Marks = { fileId: string; isValid: boolean; comments?: string }[];

/** The SLDC's marks on record `recordId`, in a transaction of their own (as the services call it). */
const verify = (recordId: number, files: Marks) =>
  t.database.db.transaction((tx) =>
    verifyDocuments(tx, {
      recordType: TYPE,
      recordId,
      actor: { userId: sldc.id, ip: null },
      files,
      at: t.clock.now,
      notPartMessage: NOT_PART,
    }),
  );

const marksOf = async (recordId: number) =>
  (await documentsOf(t.database.db, TYPE, recordId, label)).map((d) => [d.documentType, d.isValid, d.comments]);

describe('checkOwnDocuments', () => {
  it("accepts the caller's own registration uploads and files the record holds; names every other field", async () => {
    const own = await upload(oa, 'own.pdf');
    const foreign = await upload(other, 'foreign.pdf');
    const otherForm = await upload(oa, 'proof.pdf', 'Payment');
    const kept = await upload(other, 'kept.pdf');
    await replaceDocuments(t.database.db, TYPE, 701, [{ fileId: kept, documentType: 'panCard' }]);
    const named = [
      { fileId: own, field: 'documents.panCard' },
      { fileId: foreign, field: 'documents.gstCertificate' },
      { fileId: otherForm, field: 'documents.cin' },
      { fileId: kept, field: 'zones.0.zonefileId' },
      { fileId: null, field: 'zones.1.zonefileId' },
    ];
    const problems = (recordId: number | null) =>
      checkOwnDocuments(t.database.db, oa, named, { recordType: TYPE, recordId }, NOT_OWN);
    expect(await problems(701)).toEqual([
      ['documents.gstCertificate', NOT_OWN],
      ['documents.cin', NOT_OWN],
      ['zones.1.zonefileId', NOT_OWN],
    ]);
    // Held by another record, or by the same id of another record type, is not held by this one.
    for (const p of [await problems(702), await problems(null)])
      expect(p).toContainEqual(['zones.0.zonefileId', NOT_OWN]);
    expect(
      await checkOwnDocuments(
        t.database.db,
        oa,
        named.slice(3, 4),
        { recordType: 'InterStateRegistration', recordId: 701 },
        NOT_OWN,
      ),
    ).toEqual([['zones.0.zonefileId', NOT_OWN]]);
  });
});

describe('replaceDocuments and verifyDocuments', () => {
  it('keeps the marks of kept documents, drops the others and attaches the files to the record', async () => {
    const [a, b, c] = await Promise.all(['a.pdf', 'b.pdf', 'c.pdf'].map((n) => upload(oa, n)));
    const db = t.database.db;
    await replaceDocuments(db, TYPE, 711, [
      { fileId: a!, documentType: 'panCard' },
      { fileId: b!, documentType: 'gstCertificate' },
    ]);
    await verify(711, [
      { fileId: a!, isValid: true },
      { fileId: b!, isValid: false, comments: 'Blurred' },
    ]);
    await replaceDocuments(db, TYPE, 711, [
      { fileId: a!, documentType: 'panCard' },
      { fileId: c!, documentType: 'gstCertificate' },
    ]);
    expect(await marksOf(711)).toEqual([
      ['panCard', true, null],
      ['gstCertificate', null, null],
    ]);
    expect(await recordOf(t, c!)).toBe(`${TYPE}:711`);
  });

  it('marks many documents at once; a file the record does not hold refuses them all with the given message', async () => {
    const [a, b, foreign] = await Promise.all(['a.pdf', 'b.pdf', 'x.pdf'].map((n) => upload(oa, n)));
    const db = t.database.db;
    await replaceDocuments(db, TYPE, 721, [
      { fileId: a!, documentType: 'panCard' },
      { fileId: b!, documentType: 'cin' },
    ]);
    const refused = await verify(721, [
      { fileId: a!, isValid: true },
      { fileId: foreign!, isValid: true },
    ]).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ kind: 'validation', message: NOT_PART, fieldName: 'files' });
    expect(await marksOf(721)).toEqual([
      ['panCard', null, null],
      ['cin', null, null],
    ]);
    // The same file twice: its last mark counts.
    await verify(721, [
      { fileId: a!, isValid: false, comments: 'First look' },
      { fileId: b!, isValid: true },
      { fileId: a!, isValid: true, comments: 'Original seen' },
    ]);
    expect(await marksOf(721)).toEqual([
      ['panCard', true, 'Original seen'],
      ['cin', true, null],
    ]);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'registration.verify-documents'), eq(auditLog.entityId, '721')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: sldc.id, entityType: TYPE });
  });
});

describe('documentsVerified', () => {
  it('answers null when every document is valid (or there are none), else why forwarding waits', async () => {
    const db = t.database.db;
    expect(await documentsVerified(db, TYPE, 731)).toBeNull();
    const [a, b] = await Promise.all(['a.pdf', 'b.pdf'].map((n) => upload(oa, n)));
    await replaceDocuments(db, TYPE, 731, [
      { fileId: a!, documentType: 'panCard' },
      { fileId: b!, documentType: 'cin' },
    ]);
    expect(await documentsVerified(db, TYPE, 731)).toBe(REGISTRATION_MESSAGES.documentsUnverified);
    await verify(731, [{ fileId: b!, isValid: false, comments: 'Wrong company' }]);
    // Invalid outranks unverified: the verifier is to seek clarification or reject.
    expect(await documentsVerified(db, TYPE, 731)).toBe(REGISTRATION_MESSAGES.documentsInvalid);
    await verify(731, [
      { fileId: a!, isValid: true },
      { fileId: b!, isValid: true },
    ]);
    expect(await documentsVerified(db, TYPE, 731)).toBeNull();
    expect(await documentsVerified(db, 'InterStateRegistration', 731)).toBeNull();
  });
});

describe('recordReadCheck', () => {
  it('reads through the workflow: roles it narrows see the documents of records they see; others any', async () => {
    const seen: number[] = [];
    const check = recordReadCheck({
      narrows: (p) => p.role === 'DISCOMBusinessUser',
      findUser: async (_db, id) => ({ id }),
      findRecord: async (_db, id) => (id === 5 ? { id, ownerId: oa.id } : null),
      canView: (user, record) => {
        seen.push(record.id);
        return record.ownerId === user.id;
      },
    });
    const principal = (userId: number, role: 'DISCOMBusinessUser' | 'SLDCBusinessUser') =>
      ({ userId, role, sessionId: 's' }) as const;
    const db = t.database.db;
    expect(await check(db, principal(sldc.id, 'SLDCBusinessUser'), 'not a number')).toBe(true);
    expect(await check(db, principal(oa.id, 'DISCOMBusinessUser'), '5')).toBe(true);
    expect(await check(db, principal(other.id, 'DISCOMBusinessUser'), '5')).toBe(false);
    expect(await check(db, principal(oa.id, 'DISCOMBusinessUser'), '6')).toBe(false);
    expect(await check(db, principal(oa.id, 'DISCOMBusinessUser'), null)).toBe(false);
    expect(seen).toEqual([5, 5]);
  });
});
