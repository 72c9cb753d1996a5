/**
 * Walks every registered API route × every role (and signed out) and compares the answer with the access table
 * in packages/shared (ARCHITECTURE §6): 401 signed out, 403 for a role the table does not list, through otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ACCESS, MESSAGES, ROLES, can, type Role, type SignedInUser } from '@stoa/shared';
import { DEMO_USERS } from '../seed/demo-data.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const sessions = new Map<Role, SignedInUser>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    const demo = DEMO_USERS.find((u) => u.role === role)!;
    sessions.set(role, await t.signIn(demo.userName));
  }
});
afterAll(() => t.close());

/** Ids of nobody: a route answers 404 instead of acting on a real user (a reset would end the caller's session). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+\??/g, '9999');

describe('access table × registered routes', () => {
  it('registers every /api route with a permission of the table', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5);
    for (const route of t.app.apiRoutes) expect(Object.keys(API_ACCESS)).toContain(route.access);
  });

  it('answers 401 to signed-out callers on every non-public route', async () => {
    for (const route of t.app.apiRoutes.filter((r) => API_ACCESS[r.access] !== 'public')) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('lets public routes through when signed out', async () => {
    for (const route of t.app.apiRoutes.filter((r) => API_ACCESS[r.access] === 'public')) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' ? undefined : {},
      });
      const message = res.json().errors?.[0]?.errorMessages[0];
      expect([MESSAGES.signInRequired, MESSAGES.forbidden], `${route.method} ${route.url}`).not.toContain(message);
    }
  });

  it.each(ROLES)('answers %s exactly as the table says on every guarded route', async (role) => {
    const user = sessions.get(role)!;
    for (const route of t.app.apiRoutes.filter((r) => API_ACCESS[r.access] !== 'public')) {
      // As a stream: the answer is in once its head is (the realtime link never ends by itself).
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { authorization: `Bearer ${user.jwtToken}` },
        payload: route.method === 'GET' ? undefined : {},
        payloadAsStream: true,
      });
      res.stream().destroy();
      const label = `${role} ${route.method} ${route.url} → ${res.statusCode}`;
      if (can(role, route.access)) expect([401, 403], label).not.toContain(res.statusCode);
      else expect(res.statusCode, label).toBe(403);
    }
  });
});
