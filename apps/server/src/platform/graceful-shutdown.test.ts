/**
 * The drain of a graceful shutdown through a real socket (issue 35): a request in flight when it starts finishes
 * (its answer closes the connection), a new connection is refused, a live link is told when to reconnect before it
 * ends, and a request that still reaches the app is answered 503 with `Connection: close` — /api/health too, so a
 * load balancer stops sending. The whole restart of two instances: graceful-restart.test.ts (PostgreSQL).
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '@stoa/shared';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';
import { bearer, createTestApp, TEST_CAPTCHA, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A sign-in whose body is sent in two parts: the request is in flight until `finish` sends the rest. */
async function signInInTwoParts(): Promise<{ finish(): void; answer: Promise<Answer> }> {
  const captcha = await t.app.inject({ method: 'GET', url: '/api/Account/Captcha' });
  const body = JSON.stringify({
    userName: 'sldc',
    password: md5Hex(DEMO_PASSWORD),
    captchaId: captcha.json().data.captchaId,
    captchaValue: TEST_CAPTCHA,
  });
  const arrived = new Promise((resolve) => t.app.server.once('request', resolve));
  let finish!: () => void;
  const answer = new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/Account/authenticate',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        agent: new http.Agent({ keepAlive: true }),
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 10));
    finish = () => request.end(body.slice(10));
  });
  await arrived;
  // The app's onRequest hooks (the drain's among them) run once the headers are in: the request is past them.
  await new Promise((resolve) => setImmediate(resolve));
  return { finish, answer };
}

/** Everything a live link receives until the server ends it. */
async function openLink(): Promise<{ ready: Promise<void>; all: Promise<string> }> {
  const user = await t.signIn('oa.drawee');
  let text = '';
  let onReady!: () => void;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  const all = new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/Notification/Stream', headers: bearer(user) }, (res) => {
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('event: Ready')) onReady();
        });
        res.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
  return { ready, all };
}

describe('the drain of a graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, tells a live link when to reconnect', async () => {
    const link = await openLink();
    await link.ready;
    const slow = await signInInTwoParts();

    const drained = t.app.drain.run(30_000);
    expect(t.app.drain.isDraining).toBe(true);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    const stream = await link.all;
    expect(stream).toMatch(/event: Ready\n[\s\S]*\nretry: \d+\n\n$/);
    slow.finish();
    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ isSuccessful: true });
    expect(answer.connection).toBe('close');
    expect(await drained).toEqual({ connectionsCut: 0, workFinished: true, links: 1 });
  });

  it('answers what still reaches the app 503 with Connection: close — the health check too', async () => {
    for (const url of ['/api/health', '/api/Account/Captcha']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers.connection).toBe('close');
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toMatchObject({ isSuccessful: false, errors: [{ code: 'SERVICE_UNAVAILABLE' }] });
    }
  });
});
