// What the soak's writes send and read (bench/soak-pipeline.ts): JSON bodies, the `data` of an answer, and a
// payment proof as multipart form data (a one-page PDF).
import { randomBytes } from 'node:crypto';

export const json = (value: unknown) => JSON.stringify(value);
export const dataOf = <T>(body: string): T | null => {
  try {
    return (JSON.parse(body) as { data: T }).data;
  } catch {
    return null;
  }
};

const PROOF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Title (NEFT proof) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
export const BOUNDARY = `----stoa-soak-${randomBytes(6).toString('hex')}`;
export const PROOF_BODY = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="uploadedFile"; filename="neft-proof.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  ),
  PROOF,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);
