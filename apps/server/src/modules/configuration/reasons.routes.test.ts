import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REASONS, REASON_MESSAGES, REASON_RECORD_TYPES, type SignedInUser } from '@stoa/shared';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';

const R = '/api/Configuration/Reasons';
let t: TestApp;
let admin: SignedInUser;
let sldc: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  sldc = await t.signIn('sldc');
});
afterAll(() => t.close());

describe('the reason lists (issue 36 item 8)', () => {
  it('start as the shared default lists (migration 0027 seeds DEFAULT_REASONS), in order, all active', async () => {
    const res = await call(t, 'GET', `${R}/GetAll`, undefined, admin);
    expect(res.status).toBe(200);
    const rows = res.body.data.reasons as { recordType: string; code: string; label: string; isActive: boolean }[];
    for (const type of REASON_RECORD_TYPES) {
      const mine = rows.filter((r) => r.recordType === type);
      expect(
        mine.map((r) => ({ code: r.code, label: r.label })),
        type,
      ).toEqual(DEFAULT_REASONS[type]);
      expect(mine.every((r) => r.isActive)).toBe(true);
    }
    const one = await call(t, 'GET', `${R}/GetAll?recordType=Registration`, undefined, sldc);
    expect(one.body.data.reasons).toHaveLength(DEFAULT_REASONS.Registration.length);
  });

  it('the Admin adds, changes and deletes a reason; each change is in its history', async () => {
    const input = { recordType: 'Application', code: 'METER_DATA', label: 'Meter data missing', sortOrder: 55 };
    const added = await call(t, 'POST', `${R}/Add`, input, admin);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ ...input, isActive: true, updatedBy: expect.any(String) });
    const id = added.body.data.id as number;

    const taken = await call(t, 'POST', `${R}/Add`, input, admin);
    expect(taken.status).toBe(409);
    expect(errorsOf(taken.body)['code']).toBe(REASON_MESSAGES.codeTaken);

    const changed = await call(
      t,
      'PATCH',
      `${R}/Update/${id}`,
      { ...input, label: 'Meter data not received', isActive: false },
      admin,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ label: 'Meter data not received', isActive: false });
    const recoded = await call(t, 'PATCH', `${R}/Update/${id}`, { ...input, code: 'METER' }, admin);
    expect(recoded.status).toBe(422);
    expect(errorsOf(recoded.body)['code']).toBe(REASON_MESSAGES.codeFixed);

    const history = await call(
      t,
      'GET',
      `/api/Configuration/History?entityType=reason&entityId=${id}`,
      undefined,
      admin,
    );
    expect(history.status).toBe(200);
    expect(history.body.data.history.length).toBeGreaterThanOrEqual(2);

    expect((await call(t, 'DELETE', `${R}/Delete/${id}`, undefined, admin)).status).toBe(200);
    const after = await call(t, 'GET', `${R}/GetAll?recordType=Application`, undefined, admin);
    expect(after.body.data.reasons.some((r: { id: number }) => r.id === id)).toBe(false);
  });

  it('refuses a bad entry field by field, and anyone but the Admin', async () => {
    const bad = await call(t, 'POST', `${R}/Add`, { recordType: 'Payment', code: 'lower case', label: '' }, admin);
    expect(bad.status).toBe(400);
    expect(Object.keys(errorsOf(bad.body))).toEqual(expect.arrayContaining(['recordType', 'code', 'label']));
    const input = { recordType: 'Application', code: 'X', label: 'X' };
    expect((await call(t, 'POST', `${R}/Add`, input, sldc)).status).toBe(403);
  });
});
