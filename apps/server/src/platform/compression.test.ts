/**
 * Compression (issue 14): JSON answers from 1 KB in br or gzip through @fastify/compress (app.ts), small ones and
 * PDFs as they are, and the SPA's files sent from the .br / .gz copies the web build writes (spa.ts `preCompressed`).
 * app.inject sends no accept-encoding unless a test asks, so every other suite sees plain answers.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@stoa/shared';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';

/** The body as the client reads it: decoded by its content-encoding. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  return res.rawPayload;
}

/** A built SPA in miniature: the shell and a hashed asset with the copies the web build writes, one file without. */
function writeDist(): { dir: string; script: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stoa-web-dist-'));
  const html = Buffer.from('<!doctype html><title>STOA Portal</title><div id="root"></div>');
  const script = Buffer.from('export const greeting = "Hello from the login route";\n'.repeat(100));
  mkdirSync(path.join(dir, 'assets'));
  for (const [file, content] of [
    ['index.html', html],
    ['assets/index-abc123.js', script],
  ] as const) {
    writeFileSync(path.join(dir, file), content);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(content));
  }
  return { dir, script };
}

describe('compression', () => {
  let t: TestApp;
  let admin: SignedInUser;
  const dist = writeDist();
  beforeAll(async () => {
    t = await createTestApp({}, { webDistDir: dist.dir });
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('compresses a JSON answer over 1 KB in br or gzip, the same JSON once decoded', async () => {
    const url = '/api/Admin/GetUsers?pageNumber=1&pageSize=10';
    const plain = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(admin), 'accept-encoding': encoding },
      });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers.vary, encoding).toContain('accept-encoding');
      expect(res.headers['content-type'], encoding).toContain('application/json');
      expect(Number(res.headers['content-length']), encoding).toBe(res.rawPayload.length);
      expect(res.rawPayload.length, encoding).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(res).toString('utf8')), encoding).toEqual(plain.json());
    }
    // A browser's list: br is preferred.
    const browser = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(admin), 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(browser.headers['content-encoding']).toBe('br');
  });

  it('sends an answer under 1 KB as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ isSuccessful: true, data: { status: 'ok' } });
  });

  it('keeps downloads whole: a PDF as it is, a CSV decoded to the same text', async () => {
    const manual = '/api/File/DownloadManuals';
    const pdf = await t.app.inject({
      method: 'GET',
      url: manual,
      headers: { ...bearer(admin), 'accept-encoding': 'br' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="STOA-User-Manual-Admin.pdf"/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const csvUrl = '/api/Configuration/Holiday/Template';
    const plainCsv = await t.app.inject({ method: 'GET', url: csvUrl, headers: bearer(admin) });
    const csv = await t.app.inject({
      method: 'GET',
      url: csvUrl,
      headers: { ...bearer(admin), 'accept-encoding': 'gzip' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="holiday-template.csv"');
    expect(decoded(csv).toString('utf8')).toBe(plainCsv.body);
  });

  it("serves a built file from its .br or .gz copy, with the file's type and caching", async () => {
    const url = '/assets/index-abc123.js';
    const copies = { br: `${url}.br`, gzip: `${url}.gz` };
    for (const [encoding, copy] of Object.entries(copies)) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers['content-type'], encoding).toMatch(/javascript/);
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary, encoding).toContain('accept-encoding');
      // The copy's bytes as they are on disk: not compressed again per request.
      expect(res.rawPayload.equals(readFileSync(path.join(dist.dir, copy))), encoding).toBe(true);
      expect(decoded(res).equals(dist.script), encoding).toBe(true);
    }
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(dist.script)).toBe(true);
    // The copies are not addressable files of their own.
    expect((await t.app.inject({ method: 'GET', url: copies.br })).statusCode).toBe(404);
  });

  it('serves index.html for client routes from its copy too, never cached without a check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res).toString('utf8')).toContain('<div id="root">');
  });
});

// The real build, when apps/web/dist holds one made with this config (`npm run build -w @stoa/web`); skipped when
// absent or older than the config that writes the copies.
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const webConfig = path.resolve(webDist, '../vite.config.ts');
const indexHtml = path.join(webDist, 'index.html');
const isBuilt = existsSync(indexHtml) && statSync(indexHtml).mtimeMs >= statSync(webConfig).mtimeMs;

describe.skipIf(!isBuilt)('the built SPA (apps/web/dist)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { webDistDir: webDist });
  });
  afterAll(() => t?.close());

  it('sends the entry script from its .br copy to a browser', async () => {
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(
      readFileSync(indexHtml, 'utf8'),
    )?.[1];
    expect(entry).toBeDefined();
    const file = path.join(webDist, entry!);
    const res = await t.app.inject({ method: 'GET', url: entry!, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(readFileSync(`${file}.br`))).toBe(true);
    expect(decoded(res).equals(readFileSync(file))).toBe(true);
  });
});
