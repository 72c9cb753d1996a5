/**
 * Uploads through the real multipart route (`POST /api/File/Upload?formName=`), and the small files tests upload:
 * the body is built by hand, as a browser sends it, so nothing between the test and the route is mocked.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SignedInUser } from '@stoa/shared';
import { bearer, type TestApp } from './test-app.ts';

export interface UploadOptions {
  /** The multipart field name (the route expects 'uploadedFile'). */
  fieldName?: string;
  /** The part's declared type: the server must not trust it, so tests can lie with it. */
  contentType?: string;
}

/** A multipart/form-data body with one file part. */
export function multipartBody(
  fileName: string,
  bytes: Uint8Array,
  options: UploadOptions = {},
): { body: Buffer; contentType: string } {
  const boundary = `----stoa-test-${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${options.fieldName ?? 'uploadedFile'}"; filename="${fileName}"\r\n` +
    `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head, 'utf8'), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads `bytes` as `fileName` for `formName`, as `user` (or signed out). */
export async function upload(
  t: TestApp,
  user: SignedInUser | undefined,
  formName: string,
  fileName: string,
  bytes: Uint8Array,
  options: UploadOptions = {},
) {
  const { body, contentType } = multipartBody(fileName, bytes, options);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/File/Upload?formName=${encodeURIComponent(formName)}`,
    payload: body,
    headers: { 'content-type': contentType, ...(user ? bearer(user) : {}) },
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      isSuccessful: boolean;
      data: { id: string; fileName: string; kind: string; sizeBytes: number } | null;
      errors?: { fieldName: string | null; errorMessages: string[] }[];
    },
  };
}

/** Uploads and returns the new file's id (fails the test when the upload is refused). */
export async function uploadId(
  t: TestApp,
  user: SignedInUser,
  formName: string,
  fileName: string,
  bytes: Uint8Array,
): Promise<string> {
  const res = await upload(t, user, formName, fileName, bytes);
  if (res.status !== 200 || !res.body.data) {
    throw new Error(`upload of ${fileName} failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.data.id;
}

/** A small but real PDF (header, one object, trailer, end marker). */
export function pdfBytes(text = 'STOA test document'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Title (${text}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** A PNG signature and the start of an IHDR chunk. */
export const PNG_BYTES = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
  0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00,
]);

/** The start of a Windows executable: 'MZ', NUL bytes, the DOS stub's text. */
export const EXE_BYTES = Buffer.concat([
  Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00]),
  Buffer.from('This program cannot be run in DOS mode.\r\n$', 'latin1'),
  Buffer.alloc(32),
]);

/** The errors of a failed answer by field: { fieldName: first message }. */
export function errorsOf(body: { errors?: { fieldName: string | null; errorMessages: string[] }[] }) {
  return Object.fromEntries((body.errors ?? []).map((e) => [String(e.fieldName), e.errorMessages[0]]));
}

/**
 * A file row stored as `user`'s upload for `formName` without going through File/Upload (whose writers rule would
 * refuse it): a file uploaded before the rule, for tests of what the other routes do with someone else's file.
 */
export async function storedAs(
  t: TestApp,
  user: SignedInUser,
  formName: string,
  fileName: string,
  bytes: Buffer,
): Promise<string> {
  const { files } = await import('../db/schema/index.ts');
  const id = randomUUID();
  const kind = fileName.endsWith('.pdf') ? 'Pdf' : 'Csv';
  const contentType = kind === 'Pdf' ? 'application/pdf' : 'text/csv';
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const values = { id, fileName, kind, contentType, sizeBytes: bytes.length, sha256, content: bytes };
  await t.database.db.insert(files).values({ ...values, formName, uploadedBy: user.id });
  return id;
}

/** The record a file is attached to (null while none holds it: only its uploader may read it then). */
export async function recordOf(t: TestApp, fileId: string): Promise<string | null> {
  const { files } = await import('../db/schema/index.ts');
  const { eq } = await import('drizzle-orm');
  const [row] = await t.database.db.select().from(files).where(eq(files.id, fileId));
  return row?.recordType ? `${row.recordType}:${row.recordId}` : null;
}
