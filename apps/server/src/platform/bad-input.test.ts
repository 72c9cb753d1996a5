/**
 * Bad input never answers 500 (issue #12 item 7), and every refusal reads as people's words with a code programs
 * keep (item 8). Walks the app's own route table: every write route gets a battery of malformed bodies, every route
 * malformed path and query values, the upload route malformed multipart — as a user whose role may call it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_ACCESS,
  ERROR_CODE_NAMES,
  ROLES,
  can,
  type ApiPermission,
  type Role,
  type SignedInUser,
} from '@stoa/shared';
import { eq } from 'drizzle-orm';
import { DEMO_USERS } from '../seed/demo-data.ts';
import { users } from '../db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import {
  PARAMETER_VALUES,
  malformedBodies,
  malformedMultipart,
  skeletonOf,
  type JsonSchema,
  type RawBody,
} from '../test/malformed.ts';
import { PLAUSIBLE_BODIES } from '../test/plausible-bodies.ts';
import type { ApiRoute } from './access-guard.ts';
import { DATABASE_REFUSALS } from './errors.ts';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
let components: Record<string, JsonSchema>;
const sessions = new Map<Role, SignedInUser>();
/** Every answer that broke a promise: route, input, status and the body's start. */
const problems: string[] = [];
let requests = 0;

/** zod's own English, which must never reach a person. */
const ZOD_DEFAULTS = /Invalid input|Invalid option|expected \w+, received|Too big:|Too small:|Unrecognized key/;
/** The answers of the database's own range and character checks: a schema should have refused first. */
const DATABASE_MESSAGES = new Set<string>(Object.values(DATABASE_REFUSALS));
/** Walker requests come from their own address, so failed sign-ins here never throttle the real sign-ins. */
const WALKER_ADDRESS = '203.0.113.7';

/**
 * The walker's own user of a role: a copy of the demo user, so routes that act on low ids (reset a password,
 * disable a user) change demo users and never end the walker's sessions.
 */
async function walkerOf(role: Role): Promise<string> {
  const demo = DEMO_USERS.find((u) => u.role === role)!;
  const [row] = await t.database.db.select().from(users).where(eq(users.userName, demo.userName));
  const { id: _id, ...copy } = row!;
  const userName = `walker.${role}`.toLowerCase();
  await t.database.db.insert(users).values({ ...copy, userName, email: `${userName}@example.test` });
  return userName;
}
const walkerNames = new Map<Role, string>();

async function signInAs(role: Role) {
  sessions.set(role, await t.signIn(walkerNames.get(role)!));
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    walkerNames.set(role, await walkerOf(role));
    await signInAs(role);
  }
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  paths = doc.paths;
  components = doc.components?.schemas ?? {};
}, 120_000);
afterAll(() => t.close());

/** A role the access table lets call the route (none for public routes). */
function roleFor(access: ApiPermission): Role | null {
  return API_ACCESS[access] === 'public' ? null : (ROLES.find((role) => can(role, access)) ?? null);
}

function operationOf(route: ApiRoute): Operation {
  const openApiPath = route.url.replace(/:([A-Za-z]+)\??/g, '{$1}');
  return paths[openApiPath]?.[route.method.toLowerCase()] ?? {};
}

function parametersOf(route: ApiRoute, where: 'path' | 'query'): Parameter[] {
  return (operationOf(route).parameters ?? []).filter((p) => p.in === where);
}

/** The route's URL with plausible path values and its required query, `override` replacing one parameter. */
function urlOf(route: ApiRoute, override?: { name: string; value: string }): string {
  const valueOf = (p: Parameter) =>
    override?.name === p.name ? override.value : encodeURIComponent(String(skeletonOf(p.schema, { components })));
  let url = route.url.replace(/:([A-Za-z]+)\??/g, (_, name: string) => {
    const parameter = parametersOf(route, 'path').find((p) => p.name === name);
    return parameter ? valueOf(parameter) : (override?.value ?? '1');
  });
  const query = parametersOf(route, 'query')
    .filter((p) => p.required || override?.name === p.name)
    .map((p) => `${p.name}=${valueOf(p)}`);
  if (query.length > 0) url += `?${query.join('&')}`;
  return url;
}

/** Sends as the route's role; a session a route ended (a reset, a logout) is opened again. */
async function send(route: ApiRoute, url: string, body: RawBody | null, label: string) {
  const role = route.url.endsWith('/logout') ? null : roleFor(route.access);
  const attempt = () =>
    t.app.inject({
      method: route.method as 'GET',
      url,
      remoteAddress: WALKER_ADDRESS,
      headers: {
        ...(role ? bearer(sessions.get(role)!) : {}),
        ...(body ? { 'content-type': body.contentType } : {}),
      },
      ...(body?.payload === undefined ? {} : { payload: body.payload }),
    });
  requests += 1;
  let res = await attempt();
  if (res.statusCode === 401 && role) {
    await signInAs(role);
    res = await attempt();
  }
  check(`${route.method} ${route.url} [${label}]`, res.statusCode, res.body);
}

function check(what: string, status: number, text: string) {
  const report = (why: string) => problems.push(`${what} → ${status} ${why}: ${text.slice(0, 300)}`);
  if (status >= 500) return report('server error');
  if (status < 400) return;
  let body: { isSuccessful?: unknown; errors?: { code?: unknown; errorMessages?: unknown }[] };
  try {
    body = JSON.parse(text);
  } catch {
    return report('not the envelope');
  }
  if (body.isSuccessful !== false || !Array.isArray(body.errors) || body.errors.length === 0) {
    return report('not the envelope');
  }
  for (const entry of body.errors) {
    if (!ERROR_CODE_NAMES.includes(entry.code as never)) return report('an entry without a known code');
    const messages = entry.errorMessages as string[];
    if (!Array.isArray(messages) || messages.length === 0) return report('an entry without a message');
    if (messages.some((m) => ZOD_DEFAULTS.test(m))) return report("zod's default wording");
    if (messages.some((m) => DATABASE_MESSAGES.has(m))) {
      return report('a value only the database refused');
    }
  }
}

const isWrite = (route: ApiRoute) => route.method !== 'GET';

describe('bad input on every route of the route table', () => {
  it('answers every malformed body on every write route with a 4xx envelope, never a 5xx', async () => {
    const writes = t.app.apiRoutes.filter(isWrite);
    expect(writes.length).toBeGreaterThan(50);
    for (const route of writes) {
      const operation = operationOf(route);
      const schema = operation.requestBody?.content['application/json']?.schema;
      const bodies = route.url.endsWith('/File/Upload')
        ? malformedMultipart()
        : [
            ...malformedBodies(PLAUSIBLE_BODIES[`${route.method} ${route.url}`] ?? skeletonOf(schema, { components })),
            ...malformedBodies(skeletonOf(schema, { components, requiredOnly: true })),
          ];
      for (const body of bodies) await send(route, urlOf(route), body, body.label);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('answers every malformed path and query value on every route with a 4xx envelope, never a 5xx', async () => {
    for (const route of t.app.apiRoutes) {
      const names = [...parametersOf(route, 'path'), ...parametersOf(route, 'query')].map((p) => p.name);
      const body: RawBody | null = isWrite(route)
        ? { label: '', payload: '{}', contentType: 'application/json' }
        : null;
      for (const name of names) {
        for (const value of PARAMETER_VALUES) {
          await send(route, urlOf(route, { name, value }), body, `${name}=${value.slice(0, 20)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('walked enough of the table to mean something', () => {
    expect(requests).toBeGreaterThan(3_000);
  });
});
