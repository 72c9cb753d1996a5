import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_RULES, type SignedInUser } from '@stoa/shared';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';
import { withCutoff } from '../../test/rules-fixtures.ts';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

describe('Network and business rules', () => {
  it('answers the defaults at version 0 until the Admin saves, to every role', async () => {
    const res = await call(t, 'GET', '/api/Configuration/Rules/Get', undefined, await t.signIn('trader'));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ rules: DEFAULT_BUSINESS_RULES, version: 0, updatedAt: null, updatedBy: null });
  });

  it('saves against the version read, audits what changed, and refuses a stale version with 409', async () => {
    const saved = await call(
      t,
      'PUT',
      '/api/Configuration/Rules/Update',
      { rules: withCutoff('14:30'), version: 0 },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      rules: withCutoff('14:30'),
      version: 1,
      updatedAt: '2026-11-21T06:00:00.000Z',
      updatedBy: 'Anita Rao',
    });
    expect((await call(t, 'GET', '/api/Configuration/Rules/Get', undefined, admin)).body.data.version).toBe(1);

    const history = (
      await call(t, 'GET', '/api/Configuration/History?entityType=businessRules&entityId=1', undefined, admin)
    ).body.data.history;
    expect(history).toEqual([
      expect.objectContaining({
        action: 'businessRules.update',
        actor: 'Anita Rao',
        oldValues: { 'applicationWindows.DayAhead.cutoffTime': '15:00' },
        newValues: { 'applicationWindows.DayAhead.cutoffTime': '14:30' },
      }),
    ]);

    const stale = await call(
      t,
      'PUT',
      '/api/Configuration/Rules/Update',
      { rules: withCutoff('16:00'), version: 0 },
      admin,
    );
    expect(stale.status).toBe(409);
    expect(errorsOf(stale.body)).toEqual({
      version: 'The rules were changed by someone else. Reload to see the latest values.',
    });
    expect((await call(t, 'GET', '/api/Configuration/Rules/Get', undefined, admin)).body.data.rules).toEqual(
      withCutoff('14:30'),
    );
  });

  it('keeps the version when nothing changed', async () => {
    const same = await call(
      t,
      'PUT',
      '/api/Configuration/Rules/Update',
      { rules: withCutoff('14:30'), version: 1 },
      admin,
    );
    expect(same.status).toBe(200);
    expect(same.body.data.version).toBe(1);
  });

  it('validates every number and time with its label', async () => {
    const bad = await call(
      t,
      'PUT',
      '/api/Configuration/Rules/Update',
      { rules: withCutoff('25:00'), version: 1 },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)).toEqual({
      'rules.applicationWindows.DayAhead.cutoffTime': 'Cut-off Time must be a time of day (HH:mm)',
    });
    const months = await call(
      t,
      'PUT',
      '/api/Configuration/Rules/Update',
      { rules: { ...DEFAULT_BUSINESS_RULES, registration: { validityMonths: 0 } }, version: 1 },
      admin,
    );
    expect(errorsOf(months.body)).toEqual({
      'rules.registration.validityMonths': 'Validity must be at least 1 month',
    });
  });

  it('lets only the Admin save', async () => {
    const sldc = await t.signIn('sldc');
    const res = await call(
      t,
      'PUT',
      '/api/Configuration/Rules/Update',
      { rules: DEFAULT_BUSINESS_RULES, version: 1 },
      sldc,
    );
    expect(res.status).toBe(403);
  });
});
