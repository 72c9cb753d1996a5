import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualScreenName, manualSectionsFor } from '@stoa/shared';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

/** A 1×1 PNG: pdfkit reads an image by its bytes, whatever the file's name. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const screensDir = mkdtempSync(path.join(os.tmpdir(), 'stoa-manual-screens-'));
// The walk's screenshots of two SLDC pages and the sign-in page; none of the applicants'.
const shots = [
  manualScreenName('public', '/login'),
  manualScreenName('sldc', '/landing'),
  manualScreenName('sldc', '/payments/dashboard'),
];
for (const name of shots) writeFileSync(path.join(screensDir, name), PIXEL);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { manualScreensDir: screensDir });
});
afterAll(async () => {
  await t.close();
  rmSync(screensDir, { recursive: true, force: true });
});

const imagesIn = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

describe('GET /api/File/DownloadManuals', () => {
  it('serves a PDF by entity type for OA applicants and by role otherwise', async () => {
    const oa = await t.signIn('oa.drawee');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/File/DownloadManuals?entitityType=DraweeEntity',
      headers: bearer(oa),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="STOA-User-Manual-DraweeEntity.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const sldc = await t.signIn('sldc');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/File/DownloadManuals?entitityType=DraweeEntity',
      headers: bearer(sldc),
    });
    expect(other.headers['content-disposition']).toMatch(
      /^attachment; filename="STOA-User-Manual-SLDCBusinessUser.pdf"/,
    );
  });

  it("embeds the walk's screenshot of each of the role's pages it has, and describes the rest in words", async () => {
    const download = async (userName: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/File/DownloadManuals',
        headers: bearer(await t.signIn(userName)),
      });
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    const screens = manualSectionsFor('SLDCApproverI').flatMap((s) => s.pages.map((p) => p.screen));
    expect(screens).toEqual(expect.arrayContaining(shots.slice(1)));
    // The trader's manual shows the sign-in page only; the approver's the sign-in page and the SLDC's two pages.
    const trader = imagesIn(await download('trader'));
    expect(trader).toBeGreaterThan(0);
    expect(imagesIn(await download('approver1'))).toBe(3 * trader);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/File/DownloadManuals' })).statusCode).toBe(401);
  });
});
