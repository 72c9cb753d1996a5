import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_AUDIENCES, type SignedInUser } from '@stoa/shared';
import { auditLog } from '../../db/schema/index.ts';
import { bearer, call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf, pdfBytes, recordOf, storedAs, uploadId } from '../../test/upload.ts';

let t: TestApp;
let admin: SignedInUser;
let trader: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  admin = await t.signIn('admin');
  trader = await t.signIn('trader');
});
afterAll(() => t.close());

interface ManualRow {
  audience: string;
  label: string;
  fileId: string | null;
  fileName: string | null;
  uploadedBy: string | null;
}
const manuals = async (): Promise<ManualRow[]> =>
  (await call(t, 'GET', '/api/Configuration/UserManual/GetAll', undefined, admin)).body.data.manuals;
const download = (user: SignedInUser, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/File/DownloadManuals${query}`, headers: bearer(user) });

describe('User manuals', () => {
  it('lists every audience, none uploaded yet', async () => {
    const list = await manuals();
    expect(list.map((m) => m.audience)).toEqual([...MANUAL_AUDIENCES]);
    expect(list.every((m) => m.fileId === null)).toBe(true);
    expect(list.find((m) => m.audience === 'DraweeEntity')?.label).toBe('OA Applicant — Drawee Entity');
  });

  const bytes = pdfBytes('Trader manual, November 2026');
  it("serves an uploaded PDF as the audience's manual, and the built-in one again after it is removed", async () => {
    const builtIn = await download(trader);
    expect(builtIn.statusCode).toBe(200);

    const fileId = await uploadId(t, admin, 'UserManual', 'Trader Manual v2.pdf', bytes);
    const saved = await call(t, 'POST', '/api/Configuration/UserManual/Save', { audience: 'Trader', fileId }, admin);
    expect(saved.status).toBe(200);
    expect(await recordOf(t, fileId)).toBe('UserManual:Trader');
    expect(saved.body.data.manuals.find((m: ManualRow) => m.audience === 'Trader')).toEqual({
      audience: 'Trader',
      label: 'Trader',
      fileId,
      fileName: 'Trader Manual v2.pdf',
      uploadedBy: 'Anita Rao',
      uploadedAt: '2026-11-21T06:00:00.000Z',
    });

    const uploaded = await download(trader);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.headers['content-type']).toBe('application/pdf');
    expect(uploaded.headers['content-disposition']).toMatch(/^attachment; filename="Trader Manual v2.pdf"/);
    expect(Buffer.compare(uploaded.rawPayload, bytes)).toBe(0);
    // Other audiences keep the built-in manual.
    const sldc = await download(await t.signIn('sldc'));
    expect(sldc.headers['content-disposition']).toMatch(/STOA-User-Manual-SLDCBusinessUser.pdf/);

    const removed = await call(t, 'DELETE', '/api/Configuration/UserManual/Delete/Trader', undefined, admin);
    expect(removed.status).toBe(200);
    expect(removed.body.data.manuals.find((m: ManualRow) => m.audience === 'Trader').fileId).toBeNull();
    const again = await download(trader);
    expect(again.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.compare(again.rawPayload, bytes)).not.toBe(0);
    expect(again.headers['content-disposition']).toMatch(/STOA-User-Manual-Trader.pdf/);

    // Both changes are audited (the manual rows carry no id for the History call, so read the audit log).
    const audit = await t.database.db
      .select({ action: auditLog.action, actorUserId: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'userManual'))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.action)).toEqual(['userManual.create', 'userManual.delete']);
    expect(new Set(audit.map((a) => a.actorUserId))).toEqual(new Set([admin.id]));
  });

  it('serves an OA applicant the manual of the entity type asked for', async () => {
    const fileId = await uploadId(t, admin, 'UserManual', 'drawee.pdf', pdfBytes('Drawee'));
    expect(
      (await call(t, 'POST', '/api/Configuration/UserManual/Save', { audience: 'DraweeEntity', fileId }, admin)).status,
    ).toBe(200);
    const oa = await t.signIn('oa.drawee');
    const res = await download(oa, '?entitityType=DraweeEntity');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="drawee.pdf"/);
    // Replacing it keeps one row per audience.
    const next = await uploadId(t, admin, 'UserManual', 'drawee-v2.pdf', pdfBytes('Drawee 2'));
    await call(t, 'POST', '/api/Configuration/UserManual/Save', { audience: 'DraweeEntity', fileId: next }, admin);
    expect((await manuals()).filter((m) => m.fileId !== null).map((m) => [m.audience, m.fileName])).toEqual([
      ['DraweeEntity', 'drawee-v2.pdf'],
    ]);
  });

  it('refuses a file someone else uploaded, a file of another form, an unknown audience', async () => {
    const theirs = await storedAs(t, trader, 'UserManual', 'mine.pdf', pdfBytes());
    const notMine = await call(
      t,
      'POST',
      '/api/Configuration/UserManual/Save',
      { audience: 'Trader', fileId: theirs },
      admin,
    );
    expect(notMine.status).toBe(400);
    expect(errorsOf(notMine.body)).toEqual({ fileId: 'Please choose a file to upload.' });
    const registration = await storedAs(t, admin, 'Registration', 'manual.pdf', pdfBytes());
    const otherForm = await call(
      t,
      'POST',
      '/api/Configuration/UserManual/Save',
      { audience: 'Trader', fileId: registration },
      admin,
    );
    expect(otherForm.status).toBe(400);
    expect(errorsOf(otherForm.body)).toEqual({ fileId: 'Please choose a file to upload.' });
    const own = await uploadId(t, admin, 'UserManual', 'oa.pdf', pdfBytes());
    const oaRole = await call(
      t,
      'POST',
      '/api/Configuration/UserManual/Save',
      { audience: 'OABusinessUser', fileId: own },
      admin,
    );
    expect(errorsOf(oaRole.body)).toEqual({ audience: 'Manual For is required' });
    expect((await call(t, 'DELETE', '/api/Configuration/UserManual/Delete/Trader', undefined, admin)).status).toBe(404);
    expect((await call(t, 'DELETE', '/api/Configuration/UserManual/Delete/Nobody', undefined, admin)).status).toBe(404);
    expect((await call(t, 'GET', '/api/Configuration/UserManual/GetAll', undefined, trader)).status).toBe(403);
  });
});
