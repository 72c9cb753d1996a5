import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_RULES, type BusinessRules, type SignedInUser } from '@stoa/shared';
import { holidayDates } from '../modules/configuration/holiday.service.ts';
import { currentRules } from '../modules/configuration/rules.service.ts';
import { call, createTestApp, secondInstance, type TestApp } from '../test/test-app.ts';
import { CONFIG_KEEP_MS, configRead, forgetConfig } from './config-reads.ts';
import { withCutoff } from '../test/rules-fixtures.ts';

describe('configRead', () => {
  const counter = () => {
    let reads = 0;
    return { read: async () => ++reads, reads: () => reads };
  };

  it('reads once per database and key, until forgotten or kept too long', async () => {
    const db = {};
    const other = {};
    const c = counter();
    expect(await configRead(db as never, 'rules', c.read, 1000)).toBe(1);
    expect(await configRead(db as never, 'rules', c.read, 2000)).toBe(1);
    expect(await configRead(other as never, 'rules', c.read, 2000)).toBe(2);
    forgetConfig(db);
    expect(await configRead(db as never, 'rules', c.read, 3000)).toBe(3);
    expect(await configRead(db as never, 'rules', c.read, 3000 + CONFIG_KEEP_MS)).toBe(4);
    expect(c.reads()).toBe(4);
  });

  it('keeps no failure', async () => {
    const db = {};
    await expect(configRead(db as never, 'k', () => Promise.reject(new Error('lost')), 1)).rejects.toThrow('lost');
    expect(await configRead(db as never, 'k', async () => 'read again', 2)).toBe('read again');
  });
});

const cutoffOf = (rules: BusinessRules) => rules.applicationWindows.DayAhead.cutoffTime;

describe('the configuration kept in memory', () => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('is read afresh by the instance that changed it, before it answers', async () => {
    const db = t.database.db;
    expect(cutoffOf(await currentRules(db))).toBe(cutoffOf(DEFAULT_BUSINESS_RULES));
    const saved = await call(
      t,
      'PUT',
      '/api/Configuration/Rules/Update',
      { rules: withCutoff('14:10'), version: 0 },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(cutoffOf(await currentRules(db))).toBe('14:10');

    expect((await holidayDates(db)).has('2026-12-24')).toBe(false);
    const added = await call(t, 'POST', '/api/Configuration/Holiday/Add', { date: '2026-12-24', name: 'Eve' }, admin);
    expect(added.status).toBe(200);
    expect((await holidayDates(db)).has('2026-12-24')).toBe(true);
  });

  it('is shared read-only: a request cannot change the rules another reads', async () => {
    const rules = await currentRules(t.database.db);
    expect(() => {
      (rules.applicationWindows.DayAhead as { cutoffTime: string }).cutoffTime = '00:00';
    }).toThrow(TypeError);
  });

  it('is read afresh by the other instance on PostgreSQL once the change commits', async () => {
    const other = await secondInstance(t);
    if (!other) return; // PGlite: one instance per data directory.
    try {
      expect(cutoffOf(await currentRules(other.database.db))).toBe('14:10');
      const version = (await call(t, 'GET', '/api/Configuration/Rules/Get', undefined, admin)).body.data.version;
      const saved = await call(
        t,
        'PUT',
        '/api/Configuration/Rules/Update',
        { rules: withCutoff('14:20'), version },
        admin,
      );
      expect(saved.status).toBe(200);
      await expect.poll(async () => cutoffOf(await currentRules(other.database.db)), { timeout: 2000 }).toBe('14:20');
    } finally {
      await other.close();
    }
  });
});
