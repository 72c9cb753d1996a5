import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { md5Hex } from '@stoa/shared';
import { loadConfig, poolSettingsOf } from '../config.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { TokenService } from './tokens.ts';

describe('configuration', () => {
  it('refuses CAPTCHA_FIXED and a missing JWT_SECRET in production, naming both', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_FIXED: 'AAAAAA' })).toThrow(
      /CAPTCHA_FIXED[\s\S]*JWT_SECRET/,
    );
  });
  it('reads TRUST_PROXY as off, a hop count or a list of proxy addresses and blocks, and refuses anything else', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      'fd00::/8',
    ]);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SEED: 'demo',
      ACCESS_TOKEN_TTL_SECONDS: 900,
      TZ_BUSINESS: 'Asia/Kolkata',
    });
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_MAX (10 by default) and refuses a size that is not 1–200', () => {
    expect(poolSettingsOf(loadConfig({})).max).toBe(10);
    expect(poolSettingsOf(loadConfig({ DATABASE_POOL_MAX: '24' })).max).toBe(24);
    for (const bad of ['0', '-1', '2.5', '500', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_MAX: bad }), bad).toThrow(/DATABASE_POOL_MAX/);
    }
  });
});

describe('DATA_DIR lock', () => {
  it('refuses a second holder while the first lives, and frees on release', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stoa-lock-'));
    const release = lockDataDir(dir);
    // Another live process holds it: pretend by writing our parent's pid.
    release();
    writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stoa-lock-'));
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(path.join(dir, 'server.lock'), dead);
    const release = lockDataDir(dir);
    release();
  });
});

describe('password storage', () => {
  it('stores a salted scrypt of the MD5, verifies it, and rejects others', async () => {
    const md5 = md5Hex('Demo@1234');
    const stored = await hashPassword(md5);
    expect(stored).not.toContain(md5);
    expect(stored).not.toBe(await hashPassword(md5));
    expect(await verifyPassword(md5, stored)).toBe(true);
    expect(await verifyPassword(md5.toUpperCase(), stored)).toBe(true);
    expect(await verifyPassword(md5Hex('demo@1234'), stored)).toBe(false);
    expect(await verifyPassword(md5, 'garbage')).toBe(false);
  });
});

describe('access tokens', () => {
  it('verify only with the same secret and carry user, role and session', async () => {
    const a = new TokenService('a'.repeat(32), 60);
    const token = await a.signAccess({ userId: 7, role: 'Trader', sessionId: 's-1' });
    expect(await a.verifyAccess(token)).toEqual({ userId: 7, role: 'Trader', sessionId: 's-1' });
    expect(await new TokenService('b'.repeat(32), 60).verifyAccess(token)).toBeNull();
    expect(await a.verifyAccess('not.a.jwt')).toBeNull();
  });
});
