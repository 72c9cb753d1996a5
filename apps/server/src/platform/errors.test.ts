/**
 * The error envelope carries a stable code on every entry (issue #12 item 8): the kinds' defaults, specific codes,
 * zod issues, Fastify's own client errors, and the codes listed in the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODE_NAMES, MESSAGES } from '@stoa/shared';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { AppError, issuesError } from './errors.ts';

describe('AppError', () => {
  it('gives each kind its status and default code, and takes a specific code', () => {
    const cases = [
      ['validation', 400, 'INVALID'],
      ['unauthenticated', 401, 'UNAUTHENTICATED'],
      ['forbidden', 403, 'NOT_ALLOWED'],
      ['not-found', 404, 'NOT_FOUND'],
      ['conflict', 409, 'CONFLICT'],
      ['business-rule', 422, 'BUSINESS_RULE'],
      ['rate-limited', 429, 'RATE_LIMITED'],
    ] as const;
    for (const [kind, status, code] of cases) {
      const error = new AppError(kind, 'Message', 'field');
      expect(error.statusCode).toBe(status);
      expect(error.errors).toEqual([{ fieldName: 'field', errorMessages: ['Message'], code }]);
    }
    const closed = new AppError('business-rule', 'Closed', 'timeBlocks', { code: 'WINDOW_CLOSED' });
    expect(closed.errors).toEqual([{ fieldName: 'timeBlocks', errorMessages: ['Closed'], code: 'WINDOW_CLOSED' }]);
  });

  it('names several fields at once, each entry with the code', () => {
    const error = AppError.fields('conflict', [
      ['userName', 'Taken'],
      ['panCardNumber', 'Also taken'],
    ]);
    expect(error.errors).toEqual([
      { fieldName: 'userName', errorMessages: ['Taken'], code: 'CONFLICT' },
      { fieldName: 'panCardNumber', errorMessages: ['Also taken'], code: 'CONFLICT' },
    ]);
  });

  it("turns issues into one entry per field with its first issue's code", () => {
    const result = z.object({ n: z.number().max(5), e: z.enum(['A']) }).safeParse({ n: 9, e: 'B' });
    const fromZod = issuesError(result.error!.issues);
    expect(fromZod.errors.map((e) => [e.fieldName, e.code])).toEqual([
      ['n', 'OUT_OF_RANGE'],
      ['e', 'INVALID_OPTION'],
    ]);
    const own = issuesError([
      { path: ['quantumMw'], message: 'Too much', errorCode: 'PARTY_LIMIT_EXCEEDED' },
      { path: ['quantumMw'], message: 'Also' },
      { path: null, message: 'Whole' },
    ]);
    expect(own.errors).toEqual([
      { fieldName: 'quantumMw', errorMessages: ['Too much', 'Also'], code: 'PARTY_LIMIT_EXCEEDED' },
      { fieldName: null, errorMessages: ['Whole'], code: 'INVALID' },
    ]);
  });
});

describe('error codes in answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it('codes validation, sign-in, routing and malformed requests', async () => {
    const missing = await post('/api/Account/authenticate', '{}');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.every((e: { code: string }) => ERROR_CODE_NAMES.includes(e.code as never))).toBe(true);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/Notification/NotificationCount' });
    expect(anonymous.json().errors).toEqual([
      { fieldName: null, errorMessages: [MESSAGES.signInRequired], code: 'UNAUTHENTICATED' },
    ]);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/Nothing/Here' });
    expect(unknown.json().errors[0].code).toBe('NOT_FOUND');
    const badJson = await post('/api/Account/authenticate', '{"userName": ');
    expect([badJson.statusCode, badJson.json().errors[0].code]).toEqual([400, 'MALFORMED_REQUEST']);
    const wrongType = await post('/api/Account/authenticate', '<userName/>', 'application/xml');
    expect([wrongType.statusCode, wrongType.json().errors[0].code]).toEqual([415, 'MALFORMED_REQUEST']);
  });

  it('lists every code with its meaning in the OpenAPI document, and failures reference it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const codes = doc.components.schemas.ApiErrorCode;
    expect(codes.enum).toEqual(ERROR_CODE_NAMES);
    expect(codes.description).toContain('WINDOW_CLOSED (422)');
    expect(codes['x-enum-descriptions']).toHaveLength(ERROR_CODE_NAMES.length);
    expect(doc.components.schemas.ApiErrorCodeInput).toBeUndefined();
    const failure = doc.paths['/api/Account/authenticate'].post.responses['400'].content['application/json'].schema;
    expect(failure.properties.errors.items.properties.code).toEqual({ $ref: '#/components/schemas/ApiErrorCode' });
    expect(failure.properties.errors.items.required).toContain('code');
  });
});
