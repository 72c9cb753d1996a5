import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, MESSAGES, type SignedInUser } from '@stoa/shared';
import { files } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { EXE_BYTES, PNG_BYTES, errorsOf, pdfBytes, storedAs, upload, uploadId } from '../../test/upload.ts';
import { attachFile } from './file.service.ts';

let t: TestApp;
let oa: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  oa = await t.signIn('oa.drawee');
});
afterAll(() => t.close());

const REGISTRATION_KINDS = 'Invalid file. Please upload jpg, jpeg, png, pdf, xlsx, xls, xlsb, csv file';

async function get(url: string, user?: SignedInUser) {
  return t.app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });
}

describe('POST /api/File/Upload', () => {
  it('stores a PDF and answers its id, name, kind and size', async () => {
    const bytes = pdfBytes();
    const res = await upload(t, oa, 'Registration', 'board-resolution.pdf', bytes);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      fileName: 'board-resolution.pdf',
      kind: 'Pdf',
      sizeBytes: bytes.length,
    });
  });

  it('checks the content, not the name: an executable named .pdf and a PNG named .jpg are refused', async () => {
    const exe = await upload(t, oa, 'Registration', 'report.pdf', EXE_BYTES, { contentType: 'application/pdf' });
    expect(exe.status).toBe(400);
    expect(exe.body).toEqual({
      isSuccessful: false,
      data: null,
      errors: [{ fieldName: 'uploadedFile', errorMessages: [REGISTRATION_KINDS], code: 'INVALID' }],
    });
    const manual = await upload(t, await t.signIn('admin'), 'UserManual', 'report.pdf', EXE_BYTES);
    expect(manual.status).toBe(400);
    expect(errorsOf(manual.body)).toEqual({ uploadedFile: 'Invalid file. Please upload pdf file' });

    const png = await upload(t, oa, 'Registration', 'photo.jpg', PNG_BYTES, { contentType: 'image/jpeg' });
    expect(png.status).toBe(400);
    expect(errorsOf(png.body)).toEqual({ uploadedFile: REGISTRATION_KINDS });
    // The same bytes under their own name are fine.
    expect((await upload(t, oa, 'Registration', 'photo.png', PNG_BYTES)).body.data?.kind).toBe('Image');
  });

  it("refuses a kind the form does not take, an empty file and a file without a name's extension", async () => {
    expect(errorsOf((await upload(t, oa, 'Payment', 'list.csv', Buffer.from('a,b\n1,2\n'))).body)).toEqual({
      uploadedFile: 'Invalid file. Please upload jpg, jpeg, png, pdf file',
    });
    expect(errorsOf((await upload(t, oa, 'Registration', 'empty.pdf', Buffer.alloc(0))).body)).toEqual({
      uploadedFile: FILE_MESSAGES.empty,
    });
    expect((await upload(t, oa, 'Registration', 'noextension', pdfBytes())).status).toBe(400);
  });

  it('refuses an unknown form name, a missing file part and a request that is not multipart', async () => {
    const unknown = await upload(t, oa, 'Passport', 'a.pdf', pdfBytes());
    expect(unknown.status).toBe(400);
    expect(errorsOf(unknown.body)).toEqual({ formName: 'Unknown form name.' });

    const otherField = await upload(t, oa, 'Registration', 'a.pdf', pdfBytes(), { fieldName: 'file' });
    expect(otherField.status).toBe(400);
    expect(errorsOf(otherField.body)).toEqual({ uploadedFile: FILE_MESSAGES.missing });

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/File/Upload?formName=Registration',
      payload: { uploadedFile: 'x' },
      headers: bearer(oa),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual([
      { fieldName: 'uploadedFile', errorMessages: [FILE_MESSAGES.missing], code: 'INVALID' },
    ]);
  });

  it('cuts the name before the extension to 40 characters and drops path parts', async () => {
    const long = `${'a'.repeat(60)}.pdf`;
    expect((await upload(t, oa, 'Registration', long, pdfBytes())).body.data?.fileName).toBe(`${'a'.repeat(40)}.pdf`);
    const withPath = await upload(t, oa, 'Registration', 'C:\\Users\\meera\\gst.pdf', pdfBytes());
    expect(withPath.body.data?.fileName).toBe('gst.pdf');
  });

  it('takes a file up to the limit (10 MB by default) and refuses a larger one', async () => {
    const limit = t.config.FILE_MAX_BYTES;
    expect(limit).toBe(10 * 1024 * 1024);
    const header = pdfBytes();
    const atLimit = Buffer.concat([header, Buffer.alloc(limit - header.length, 0x20)]);
    const ok = await upload(t, oa, 'Registration', 'big.pdf', atLimit);
    expect(ok.status).toBe(200);
    expect(ok.body.data?.sizeBytes).toBe(limit);

    const tooLarge = await upload(t, oa, 'Registration', 'bigger.pdf', Buffer.concat([atLimit, Buffer.from('x')]));
    expect(tooLarge.status).toBe(400);
    expect(errorsOf(tooLarge.body)).toEqual({ uploadedFile: 'The file is larger than 10 MB.' });
    // Two 10 MB uploads into PGlite: a guard against a hang on a loaded 2-core machine, not a speed check.
  }, 120_000);

  it('takes uploads only for the forms the role saves: an applicant cannot upload ATC, a manual or holidays', async () => {
    const before = await t.database.db.$count(files);
    for (const form of ['AtcUpload', 'UserManual', 'HolidayList']) {
      const res = await upload(t, oa, form, form === 'UserManual' ? 'manual.pdf' : 'list.csv', Buffer.from('a,b\n'));
      expect(res.status, form).toBe(403);
      expect(errorsOf(res.body), form).toEqual({ null: MESSAGES.forbidden });
    }
    const sldc = await t.signIn('sldc');
    expect((await upload(t, sldc, 'UserManual', 'manual.pdf', pdfBytes())).status).toBe(403);
    expect((await upload(t, sldc, 'Registration', 'doc.pdf', pdfBytes())).status).toBe(403);
    expect(await t.database.db.$count(files)).toBe(before);
    expect((await upload(t, sldc, 'AtcUpload', 'atc.csv', Buffer.from('a,b\n'))).status).toBe(200);
    expect((await upload(t, await t.signIn('discom'), 'Registration', 'doc.pdf', pdfBytes())).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await upload(t, undefined, 'Registration', 'a.pdf', pdfBytes());
    expect(res.status).toBe(401);
    expect(errorsOf(res.body)).toEqual({ null: MESSAGES.signInRequired });
  });
});

describe('GET /api/File/Download/{id} and /api/File/Show/{name}', () => {
  let id: string;
  const bytes = pdfBytes('Zone document');
  beforeAll(async () => {
    id = await uploadId(t, oa, 'Registration', 'Zone Document – Itanagar.pdf', bytes);
  });

  it('gives the uploader the exact bytes as an attachment, and inline on Show', async () => {
    const res = await get(`/api/File/Download/${id}`, oa);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Zone Document _ Itanagar.pdf"; filename*=UTF-8''${encodeURIComponent('Zone Document – Itanagar.pdf')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(res.rawPayload, bytes)).toBe(0);

    const shown = await get(`/api/File/Show/zone.pdf?id=${id}`, oa);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-disposition']).toMatch(/^inline; filename="Zone Document _ Itanagar.pdf"/);
    expect(Buffer.compare(shown.rawPayload, bytes)).toBe(0);
  });

  it("answers another applicant's file exactly like a file that does not exist (404)", async () => {
    const other = await t.signIn('oa.injecting');
    const missing = await get(`/api/File/Download/${randomUUID()}`, other);
    for (const url of [`/api/File/Download/${id}`, `/api/File/Show/x.pdf?id=${id}`]) {
      const res = await get(url, other);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(missing.json());
    }
  });

  it("keeps an upload no record holds its uploader's alone; once attached, the roles that process the form read it", async () => {
    const sldc = await t.signIn('sldc');
    const discom = await t.signIn('discom');
    // Not yet attached (a draft's document): not even the SLDC reads it.
    expect((await get(`/api/File/Download/${id}`, sldc)).statusCode).toBe(404);
    const proof = await uploadId(t, oa, 'Payment', 'neft.pdf', pdfBytes());
    expect((await get(`/api/File/Download/${proof}`, sldc)).statusCode).toBe(404);
    await attachFile(t.database.db, proof, 'Payment', 1);
    await attachFile(t.database.db, id, 'Registration', 999_999);
    const read = await get(`/api/File/Download/${id}`, sldc);
    expect(read.statusCode).toBe(200);
    expect(Buffer.compare(read.rawPayload, bytes)).toBe(0);
    expect((await get(`/api/File/Download/${proof}`, sldc)).statusCode).toBe(200);
    // A payment proof is the SLDC's to read, not a utility's; a utility reads registration documents only of its
    // own utility's submitted registrations (issue #5), and no registration 999999 names it.
    expect((await get(`/api/File/Download/${proof}`, discom)).statusCode).toBe(404);
    expect((await get(`/api/File/Download/${id}`, discom)).statusCode).toBe(404);
    expect((await get(`/api/File/Download/${id}`, await t.signIn('trader'))).statusCode).toBe(404);
  });

  it('drops bidirectional overrides and control characters from names, stored and sent', async () => {
    const uploaded = await upload(t, oa, 'Registration', 'invoice\u202Eexe.pdf', pdfBytes());
    expect(uploaded.body.data?.fileName).toBe('invoiceexe.pdf');
    // A name stored before the rule is cleaned when sent.
    const old = await storedAs(t, oa, 'Registration', 'old\u2067\u0085name.pdf', pdfBytes());
    const res = await get(`/api/File/Download/${old}`, oa);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="oldname.pdf"; filename*=UTF-8''oldname.pdf`);
  });

  it('answers 404 for an unknown id, 400 for an id that is not one, 401 signed out', async () => {
    const missing = await get(`/api/File/Download/${randomUUID()}`, oa);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors).toEqual([{ fieldName: null, errorMessages: ['File not found.'], code: 'NOT_FOUND' }]);
    expect((await get(`/api/File/Show/x.pdf?id=${randomUUID()}`, oa)).statusCode).toBe(404);
    expect((await get('/api/File/Download/not-a-uuid', oa)).statusCode).toBe(400);
    expect((await get(`/api/File/Download/${id}`)).statusCode).toBe(401);
  });
});
