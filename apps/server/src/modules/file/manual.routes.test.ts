import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/File/DownloadManuals' })).statusCode).toBe(401);
  });
});
