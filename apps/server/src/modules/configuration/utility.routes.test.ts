import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@stoa/shared';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorsOf } from '../../test/upload.ts';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({}, { startAt: '2026-11-21T06:00:00Z' });
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

interface Utility {
  id: number;
  name: string;
  type: string;
  zones: string[];
  userCount: number;
}
const list = async (type: 'TRANSCO' | 'DISCOM', user = admin): Promise<Utility[]> =>
  (await call(t, 'GET', `/api/Configuration/TranscoDiscom/GetUtilities?type=${type}`, undefined, user)).body.data
    .utilities;
const byName = async (type: 'TRANSCO' | 'DISCOM', name: string) => (await list(type)).find((u) => u.name === name)!;
const zoneRows = async () =>
  (await call(t, 'GET', '/api/Configuration/TranscoDiscom/GetAll', undefined, admin)).body.data.transcoDiscomList as {
    id: number;
    name: string;
    type: string;
    zone: string;
  }[];

describe('TRANSCO and DISCOM utilities', () => {
  it('lists the seeded utilities of a type with their zones and how many users each has', async () => {
    const discoms = await list('DISCOM', await t.signIn('oa.both'));
    expect(discoms.map(({ name, type, zones, userCount }) => ({ name, type, zones, userCount }))).toEqual([
      // Each DISCOM's user and the OA applicants connected to it.
      { name: 'Eastern Power Distribution Company', type: 'DISCOM', zones: ['Itanagar', 'Pasighat'], userCount: 4 },
      { name: 'Western Power Distribution Company', type: 'DISCOM', zones: ['Dirang'], userCount: 2 },
    ]);
    expect((await list('TRANSCO')).map((u) => [u.name, u.zones, u.userCount])).toEqual([
      ['State Transmission Corporation', ['Dirang', 'Itanagar', 'Pasighat'], 1],
    ]);
    const bad = await call(t, 'GET', '/api/Configuration/TranscoDiscom/GetUtilities?type=GENCO', undefined, admin);
    expect(bad.status).toBe(400);
  });

  let central: Utility;
  it('adds a utility with its zones: it appears in the one-row-per-zone list every screen reads', async () => {
    const res = await call(
      t,
      'POST',
      '/api/Configuration/TranscoDiscom/Add',
      { name: 'Central Power Distribution Company', type: 'DISCOM', zones: ['Ziro', 'Daporijo'] },
      admin,
    );
    expect(res.status).toBe(200);
    central = res.body.data;
    expect(central).toMatchObject({
      name: 'Central Power Distribution Company',
      type: 'DISCOM',
      zones: ['Daporijo', 'Ziro'],
      userCount: 0,
      updatedBy: 'Anita Rao',
    });
    const rows = (await zoneRows()).filter((r) => r.id === central.id);
    expect(rows.map((r) => [r.name, r.type, r.zone]).sort()).toEqual([
      ['Central Power Distribution Company', 'DISCOM', 'Daporijo'],
      ['Central Power Distribution Company', 'DISCOM', 'Ziro'],
    ]);
    const transco = await call(
      t,
      'POST',
      '/api/Configuration/TranscoDiscom/Add',
      { name: 'Central Power Distribution Company', type: 'TRANSCO', zones: ['Ziro'] },
      admin,
    );
    expect(transco.status).toBe(200);
  });

  it('refuses a name taken by a utility of the same type, and bad zone lists', async () => {
    const taken = await call(
      t,
      'POST',
      '/api/Configuration/TranscoDiscom/Add',
      { name: 'Western Power Distribution Company', type: 'DISCOM', zones: ['Bomdila'] },
      admin,
    );
    expect(taken.status).toBe(409);
    expect(errorsOf(taken.body)).toEqual({ name: 'A DISCOM named Western Power Distribution Company already exists' });
    const renamed = await call(
      t,
      'PATCH',
      `/api/Configuration/TranscoDiscom/Update/${central.id}`,
      { name: 'Western Power Distribution Company', type: 'DISCOM', zones: central.zones },
      admin,
    );
    expect(renamed.status).toBe(409);
    expect(errorsOf(renamed.body)).toEqual({
      name: 'A DISCOM named Western Power Distribution Company already exists',
    });

    const noZones = await call(
      t,
      'POST',
      '/api/Configuration/TranscoDiscom/Add',
      { name: 'North DISCOM', type: 'DISCOM', zones: [] },
      admin,
    );
    expect(errorsOf(noZones.body)).toEqual({ zones: 'At least one zone is required' });
    const repeated = await call(
      t,
      'POST',
      '/api/Configuration/TranscoDiscom/Add',
      { name: 'North DISCOM', type: 'DISCOM', zones: ['Ziro', 'ziro'] },
      admin,
    );
    expect(errorsOf(repeated.body)).toEqual({ zones: 'Zones must not repeat' });
  });

  it('keeps zones that have users and refuses to change the type', async () => {
    const eastern = await byName('DISCOM', 'Eastern Power Distribution Company');
    const dropPasighat = await call(
      t,
      'PATCH',
      `/api/Configuration/TranscoDiscom/Update/${eastern.id}`,
      { name: eastern.name, type: 'DISCOM', zones: ['Itanagar'] },
      admin,
    );
    expect(dropPasighat.status).toBe(409);
    expect(errorsOf(dropPasighat.body)).toEqual({ zones: 'Zone Pasighat has 1 user and cannot be removed.' });
    // The whole change was refused: the zones are as they were.
    expect((await byName('DISCOM', 'Eastern Power Distribution Company')).zones).toEqual(['Itanagar', 'Pasighat']);

    const type = await call(
      t,
      'PATCH',
      `/api/Configuration/TranscoDiscom/Update/${eastern.id}`,
      { name: eastern.name, type: 'TRANSCO', zones: eastern.zones },
      admin,
    );
    expect(type.status).toBe(400);
    expect(errorsOf(type.body)).toEqual({ type: 'The utility type cannot be changed.' });

    const more = await call(
      t,
      'PATCH',
      `/api/Configuration/TranscoDiscom/Update/${central.id}`,
      { name: 'Central DISCOM', type: 'DISCOM', zones: ['Ziro', 'Tezu'] },
      admin,
    );
    expect(more.status).toBe(200);
    expect(more.body.data).toMatchObject({ name: 'Central DISCOM', zones: ['Tezu', 'Ziro'] });
    const history = (
      await call(t, 'GET', `/api/Configuration/History?entityType=utility&entityId=${central.id}`, undefined, admin)
    ).body.data.history as { action: string; oldValues: unknown; newValues: unknown }[];
    expect(history.map((h) => h.action)).toEqual([
      'utility.update',
      'utility.update',
      'utility.update',
      'utility.create',
    ]);
    expect(history).toContainEqual(
      expect.objectContaining({ oldValues: { zones: ['Daporijo', 'Ziro'] }, newValues: { zones: ['Ziro', 'Tezu'] } }),
    );
    expect(history).toContainEqual(
      expect.objectContaining({
        oldValues: { name: 'Central Power Distribution Company' },
        newValues: { name: 'Central DISCOM' },
      }),
    );
  });

  it('deletes an unused utility but not one with users', async () => {
    const eastern = await byName('DISCOM', 'Eastern Power Distribution Company');
    const inUse = await call(t, 'DELETE', `/api/Configuration/TranscoDiscom/Delete/${eastern.id}`, undefined, admin);
    expect(inUse.status).toBe(409);
    expect(errorsOf(inUse.body)).toEqual({ null: 'This utility has 4 users and cannot be deleted.' });

    const unused = await call(t, 'DELETE', `/api/Configuration/TranscoDiscom/Delete/${central.id}`, undefined, admin);
    expect(unused.status).toBe(200);
    expect((await list('DISCOM')).map((u) => u.name)).not.toContain('Central DISCOM');
    expect((await zoneRows()).some((r) => r.id === central.id)).toBe(false);
    expect(
      (await call(t, 'DELETE', `/api/Configuration/TranscoDiscom/Delete/${central.id}`, undefined, admin)).status,
    ).toBe(404);
  });

  it('lets only the Admin change utilities', async () => {
    const transco = await t.signIn('transco');
    const res = await call(
      t,
      'POST',
      '/api/Configuration/TranscoDiscom/Add',
      { name: 'X', type: 'TRANSCO', zones: ['Y'] },
      transco,
    );
    expect(res.status).toBe(403);
  });
});
