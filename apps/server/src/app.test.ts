import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@stoa/shared';
import { bearer, createAppWithoutDatabase, createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
const dist = mkdtempSync(path.join(os.tmpdir(), 'stoa-web-dist-'));
beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>STOA Portal</title><div id="root"></div>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({}, { webDistDir: dist });
});
afterAll(() => t.close());

describe('platform', () => {
  it('GET /api/health checks the database (and mail: off without SMTP_URL)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isSuccessful: true,
      data: { status: 'ok', checks: { database: 'up', mail: 'off' }, database: t.database.kind, version: '0.1.0' },
    });
  });

  it('matches API paths case-insensitively', async () => {
    for (const url of ['/api/Account/Captcha', '/api/account/captcha', '/API/ACCOUNT/CAPTCHA']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('answers an unknown API path with the 404 envelope, never the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Nothing/Here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      isSuccessful: false,
      data: null,
      errors: [{ fieldName: null, errorMessages: [MESSAGES.apiNotFound], code: 'NOT_FOUND' }],
    });
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().isSuccessful).toBe(false);
  });

  it('serves the SPA with a fallback to index.html for client routes', async () => {
    for (const url of ['/', '/login', '/landing', '/admin/users?x=1', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/assets/app-gone999.js', '/favicon-missing.png']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
    }
  });

  it('sends the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('publishes the OpenAPI document generated from the zod schemas, and its UI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/Account/authenticate', '/api/Notification/NotificationCount']),
    );
    const body = doc.paths['/api/Account/authenticate'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['userName', 'password', 'captchaId', 'captchaValue']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers every API call with Cache-Control: no-store, signed in or not', async () => {
    const user = await t.signIn('sldc');
    for (const url of ['/api/Notification/NotificationCount', '/api/Dashboard/Summary', '/api/Nothing/Here']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(user) });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const captcha = await t.app.inject({ method: 'GET', url: '/api/Account/Captcha' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/Account/authenticate',
      payload: { userName: 'sldc', password: 'x', captchaId: captcha.json().data.captchaId, captchaValue: 'x' },
    });
    expect(signIn.headers['cache-control']).toBe('no-store');
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/Notification/NotificationCount' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('no-store');
  });
});

describe('/api/docs', () => {
  it('is closed in production unless API_DOCS=on', async () => {
    const secret = { JWT_SECRET: 'p'.repeat(32) };
    const closed = await createAppWithoutDatabase({ NODE_ENV: 'production', ...secret });
    const open = await createAppWithoutDatabase({ NODE_ENV: 'production', API_DOCS: 'on', ...secret });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const res = await closed.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().errors[0].errorMessages).toEqual([MESSAGES.apiNotFound]);
      }
      expect((await open.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await closed.close();
      await open.close();
    }
  });
});
