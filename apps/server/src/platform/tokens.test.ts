/**
 * The access JWT on node:crypto (issue 14) answers as jose did: the same token bytes when signing, and the same
 * verdict for every token — jose's jwtVerify (HS256 only), with the old claim checks, is the oracle here.
 */
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT, jwtVerify } from 'jose';
import { isRole } from '@stoa/shared';
import { TokenService, type AccessClaims } from './tokens.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const TTL = 900;
const KEY = new TextEncoder().encode(SECRET);
const CLAIMS: AccessClaims = {
  userId: 42,
  role: 'SLDCBusinessUser',
  sessionId: '6f1c1c2e-8a57-4a9e-9d3f-0b1e2c3d4e5f',
};
const tokens = new TokenService(SECRET, TTL);

/** The previous implementation (jose), kept as the oracle. */
async function joseSign(claims: AccessClaims): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${TTL}s`)
    .sign(KEY);
}
async function joseVerify(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, KEY, { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || !isRole(payload.role) || typeof payload.sid !== 'string') return null;
    return { userId, role: payload.role, sessionId: payload.sid };
  } catch {
    return null;
  }
}

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
/** A token with any header and payload, signed with `secret` under HS256 (whatever the header says). */
function forged(header: unknown, payload: unknown, secret = SECRET, algorithm = 'sha256'): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac(algorithm, secret).update(input).digest('base64url')}`;
}
const now = () => Math.floor(Date.now() / 1000);
const payload = (extra: Record<string, unknown> = {}) => ({
  role: CLAIMS.role,
  sid: CLAIMS.sessionId,
  sub: String(CLAIMS.userId),
  iat: now(),
  exp: now() + TTL,
  ...extra,
});

async function sameAnswer(token: string) {
  const ours = await tokens.verifyAccess(token);
  expect(ours, token).toEqual(await joseVerify(token));
  return ours;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens on node:crypto, as jose answered', () => {
  it('signs the very bytes jose signed', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T04:00:00.250Z'), toFake: ['Date'] });
    expect(await tokens.signAccess(CLAIMS)).toBe(await joseSign(CLAIMS));
  });

  it('accepts a valid token, its own and jose’s', async () => {
    expect(await sameAnswer(await tokens.signAccess(CLAIMS))).toEqual(CLAIMS);
    expect(await sameAnswer(await joseSign(CLAIMS))).toEqual(CLAIMS);
  });

  it('refuses an expired token (exp reached counts as expired), accepts one second before', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T04:00:00Z'), toFake: ['Date'] });
    const token = await tokens.signAccess(CLAIMS);
    vi.setSystemTime(new Date(Date.parse('2026-12-01T04:00:00Z') + (TTL - 1) * 1000));
    expect(await sameAnswer(token)).toEqual(CLAIMS);
    vi.setSystemTime(new Date(Date.parse('2026-12-01T04:00:00Z') + TTL * 1000));
    expect(await sameAnswer(token)).toBeNull();
    expect(await sameAnswer(forged({ alg: 'HS256' }, payload({ exp: now() - 60 })))).toBeNull();
  });

  it('refuses a bad signature: another secret, a signature cut short or changed', async () => {
    expect(
      await sameAnswer(forged({ alg: 'HS256' }, payload(), 'another-secret-of-at-least-32-characters')),
    ).toBeNull();
    const token = await tokens.signAccess(CLAIMS);
    expect(await sameAnswer(token.slice(0, -2))).toBeNull();
    // A changed signature character: the first one (all six of its bits are signature; the last character of a
    // 32-byte signature carries two padding bits, so changing it may leave the bytes the same).
    const [head, body, signature] = token.split('.') as [string, string, string];
    const changed = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await sameAnswer(`${head}.${body}.${changed}`)).toBeNull();
    expect(await sameAnswer(`${token.split('.').slice(0, 2).join('.')}.`)).toBeNull();
  });

  it('refuses alg none and every algorithm but HS256', async () => {
    const [, body] = (await tokens.signAccess(CLAIMS)).split('.');
    expect(await sameAnswer(`${b64({ alg: 'none' })}.${body}.`)).toBeNull();
    expect(await sameAnswer(`${b64({ alg: 'none', typ: 'JWT' })}.${body}.`)).toBeNull();
    expect(await sameAnswer(forged({ alg: 'HS512' }, payload(), SECRET, 'sha512'))).toBeNull();
    // HS256's own HMAC under another alg name.
    expect(await sameAnswer(forged({ alg: 'HS384' }, payload()))).toBeNull();
    expect(await sameAnswer(forged({ typ: 'JWT' }, payload()))).toBeNull();
    expect(await sameAnswer(forged({ alg: 'HS256', typ: 'JWT' }, payload()))).toEqual(CLAIMS);
  });

  it('refuses a tampered payload or header (the signature no longer matches)', async () => {
    const [header, , signature] = (await tokens.signAccess(CLAIMS)).split('.');
    const admin = b64({ ...payload(), role: 'Admin' });
    expect(await sameAnswer(`${header}.${admin}.${signature}`)).toBeNull();
    const other = b64({ ...payload(), sub: '1' });
    expect(await sameAnswer(`${header}.${other}.${signature}`)).toBeNull();
    const [, body] = (await tokens.signAccess(CLAIMS)).split('.');
    expect(await sameAnswer(`${b64({ alg: 'HS256', kid: 'x' })}.${body}.${signature}`)).toBeNull();
  });

  it('answers every one-character change of a valid token as jose did', async () => {
    const token = await tokens.signAccess(CLAIMS);
    const alphabet = 'Ab9_-=.';
    for (let i = 0; i < token.length; i++) {
      for (const c of alphabet) {
        if (token[i] !== c) await sameAnswer(`${token.slice(0, i)}${c}${token.slice(i + 1)}`);
      }
    }
  });

  it('checks the claims as before: times, subject, role, session', async () => {
    const cases: unknown[] = [
      payload({ nbf: now() + 60 }),
      payload({ nbf: now() - 60 }),
      payload({ iat: 'yesterday' }),
      payload({ iat: now() + 3600 }),
      payload({ exp: String(now() + 60) }),
      payload({ exp: undefined }),
      payload({ sub: 'x' }),
      payload({ sub: '4.5' }),
      payload({ sub: undefined }),
      payload({ role: 'Root' }),
      payload({ sid: 7 }),
      payload({ sid: undefined }),
      [payload()],
      'just text',
      null,
    ];
    for (const p of cases) await sameAnswer(forged({ alg: 'HS256' }, p));
    expect(await tokens.verifyAccess(forged({ alg: 'HS256' }, payload({ nbf: now() + 60 })))).toBeNull();
    expect(await tokens.verifyAccess(forged({ alg: 'HS256' }, payload({ role: 'Root' })))).toBeNull();
  });

  it('refuses what is not a compact JWS; jose’s crit/b64 rules hold', async () => {
    const token = await tokens.signAccess(CLAIMS);
    for (const bad of ['', 'abc', token.split('.').slice(0, 2).join('.'), `${token}.x`, `${token} `, 'a.b.c']) {
      await sameAnswer(bad);
    }
    await sameAnswer(forged('not json', payload()));
    await sameAnswer(forged([1, 2], payload()));
    await sameAnswer(forged({ alg: 'HS256', crit: ['b64'], b64: true }, payload()));
    await sameAnswer(forged({ alg: 'HS256', crit: ['b64'], b64: false }, payload()));
    await sameAnswer(forged({ alg: 'HS256', crit: ['exp'] }, payload()));
    await sameAnswer(forged({ alg: 'HS256', crit: [] }, payload()));
  });
});
