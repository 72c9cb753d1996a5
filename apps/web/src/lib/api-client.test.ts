import { describe, expect, it } from 'vitest';
import { MESSAGES, apiErrorCodeSchema, apiErrorSchema } from '@stoa/shared';
import { buildSignedInUser } from '../test/factories.ts';
import { failure, jsonResponse, requestOf, stubFetch, success } from '../test/fetch-stub.ts';
import {
  ApiRequestError,
  apiErrorsOf,
  firstErrorMessage,
  request,
  requestData,
  type RequestOptions,
} from './api-client.ts';
import { completeLogin, getSession } from './auth-session.ts';
import { z } from 'zod';

const COUNT = 'GET /api/Notification/NotificationCount';
const REFRESH = 'POST /api/Account/refresh-token';

describe('request: arguments', () => {
  it('rejects a call without a url', async () => {
    await expect(request({} as RequestOptions)).rejects.toThrow('Error! You must pass url');
  });

  it('rejects a write without a payload, but not a GET or DELETE', async () => {
    stubFetch({ 'GET /api/x': () => success(1), 'DELETE /api/x': () => success(1) });
    await expect(request({ url: '/x', method: 'POST' })).rejects.toThrow('Error! You must pass payload');
    await expect(request({ url: '/x', method: 'PATCH' })).rejects.toThrow('Error! You must pass payload');
    await expect(request({ url: '/x' })).resolves.toMatchObject({ status: 200 });
    await expect(request({ url: '/x', method: 'DELETE' })).resolves.toMatchObject({ status: 200 });
  });

  it('calls a path under /api, and a full /api path (a shared route constant) as it is', async () => {
    const fetchMock = stubFetch({ 'GET /api/x': () => success(1) });
    await request({ url: '/x' });
    await request({ url: '/api/x' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/x', '/api/x']);
  });

  it('fails with TOKEN_ERROR when the request cannot be prepared, without calling the server', async () => {
    const fetchMock = stubFetch({});
    const error = await request({ url: '/x', method: 'POST', payload: { amount: 10n } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('TOKEN_ERROR');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('request: headers and bodies', () => {
  it('names the app and its version, and adds the bearer token when signed in', async () => {
    const fetchMock = stubFetch({ [COUNT]: () => success({ count: 2 }) });
    await request({ url: '/Notification/NotificationCount' });
    expect(requestOf(fetchMock, 0).headers).toMatchObject({
      'X-App-Name': 'STOA-Portal-Web',
      'X-App-Version': '0.1.0',
    });
    expect(requestOf(fetchMock, 0).headers.Authorization).toBeUndefined();

    completeLogin(buildSignedInUser({ jwtToken: 'jwt-abc' }));
    await request({ url: 'Notification/NotificationCount' });
    expect(requestOf(fetchMock, 1).url).toBe('/api/Notification/NotificationCount');
    expect(requestOf(fetchMock, 1).headers.Authorization).toBe('Bearer jwt-abc');
  });

  it('sends JSON bodies and returns the parsed answer with its status', async () => {
    const fetchMock = stubFetch({ 'POST /api/Notification/MarkAllRead': () => success({ count: 3 }) });
    const answer = await request({ url: '/Notification/MarkAllRead', method: 'POST', payload: { all: true } });
    expect(requestOf(fetchMock, 0).headers['Content-Type']).toBe('application/json');
    expect(requestOf(fetchMock, 0).body).toEqual({ all: true });
    expect(answer).toEqual({ status: 200, statusText: 'OK', body: { isSuccessful: true, data: { count: 3 } } });
  });

  it('reads 204 and non-JSON answers as text', async () => {
    stubFetch({
      'DELETE /api/empty': () => new Response(null, { status: 204 }),
      'GET /api/text': () => new Response('plain words', { headers: { 'content-type': 'text/plain' } }),
    });
    await expect(request({ url: '/empty', method: 'DELETE' })).resolves.toMatchObject({ status: 204, body: '' });
    await expect(request({ url: '/text' })).resolves.toMatchObject({ body: 'plain words' });
  });

  it('unwraps and checks the envelope data with requestData', async () => {
    stubFetch({ [COUNT]: () => success({ count: 4 }), 'GET /api/bad': () => success({ count: 'four' }) });
    const schema = z.object({ count: z.number() });
    await expect(requestData(schema, { url: '/Notification/NotificationCount' })).resolves.toEqual({ count: 4 });
    await expect(requestData(schema, { url: '/bad' })).rejects.toThrow('Unexpected response from /bad');
  });
});

describe('request: failures', () => {
  it('throws an error carrying status, status text and the parsed envelope', async () => {
    stubFetch({ 'POST /api/Account/authenticate': () => failure(['Incorrect Captcha']) });
    const error = await request({ url: '/Account/authenticate', method: 'POST', payload: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      statusText: 'Bad Request',
      body: { isSuccessful: false, data: null, errors: [{ fieldName: null, errorMessages: ['Incorrect Captcha'] }] },
    });
    expect(firstErrorMessage(error)).toBe('Incorrect Captcha');
  });

  it('falls back to the generic message when the server gave none', async () => {
    stubFetch({ 'GET /api/boom': () => new Response('Internal', { status: 500, statusText: 'Server Error' }) });
    const error = await request({ url: '/boom' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, statusText: 'Server Error', body: 'Internal' });
    expect(firstErrorMessage(error)).toBe(MESSAGES.genericError);
    expect(firstErrorMessage(new TypeError('Failed to fetch'), MESSAGES.fetchError)).toBe(MESSAGES.fetchError);
  });

  it("reads each entry's code, and keeps the messages of entries without one or with a code it does not know", async () => {
    const errors = [
      { fieldName: 'timeBlocks', errorMessages: ['Window closed'], code: 'WINDOW_CLOSED' },
      { fieldName: null, errorMessages: ['From an older server'] },
      { fieldName: 'x', errorMessages: ['From a newer server'], code: 'SOMETHING_NEW' },
    ];
    stubFetch({ 'POST /api/x': () => jsonResponse({ isSuccessful: false, data: null, errors }, 422) });
    const error = await request({ url: '/x', method: 'POST', payload: {} }).catch((e: unknown) => e);
    expect(apiErrorsOf(error)).toEqual([
      { fieldName: 'timeBlocks', errorMessages: ['Window closed'], code: 'WINDOW_CLOSED' },
      { fieldName: null, errorMessages: ['From an older server'], code: undefined },
      { fieldName: 'x', errorMessages: ['From a newer server'], code: undefined },
    ]);
  });

  it('reads failure bodies as the shared apiErrorSchema would, tolerant of a missing or unknown code', () => {
    // The reading the client had with zod (the /login route now downloads none): the shared entry, its code tolerant.
    const zodReading = z.object({
      errors: z.array(apiErrorSchema.extend({ code: apiErrorCodeSchema.optional().catch(undefined) })),
    });
    const entry = { fieldName: 'userName', errorMessages: ['User Name is required'], code: 'REQUIRED' };
    const bodies: unknown[] = [
      { isSuccessful: false, data: null, errors: [entry, { ...entry, fieldName: null, code: 'NEWER' }] },
      { errors: [{ ...entry, code: undefined, extra: true }] },
      { errors: [] },
      { errors: [{ ...entry, fieldName: undefined }] },
      { errors: [{ ...entry, errorMessages: 'one' }] },
      { errors: [{ ...entry, errorMessages: ['a', 1] }] },
      { errors: [entry, null] },
      { errors: 'none' },
      [entry],
      'Internal',
      null,
    ];
    for (const body of bodies) {
      const parsed = zodReading.safeParse(body);
      expect(apiErrorsOf(new ApiRequestError(400, 'Bad Request', body)), JSON.stringify(body)).toEqual(
        parsed.success ? parsed.data.errors : [],
      );
    }
  });
});

describe('request: 401 and token refresh', () => {
  const renewed = buildSignedInUser({ jwtToken: 'jwt-2', refreshToken: 'refresh-2' });

  it('refreshes once with the stored refresh token, stores the new user and retries the call', async () => {
    completeLogin(buildSignedInUser());
    const fetchMock = stubFetch({
      [COUNT]: [() => failure(['Please sign in to continue.'], 401, 'Unauthorized'), () => success({ count: 5 })],
      [REFRESH]: () => success(renewed),
    });
    const answer = await request({ url: '/Notification/NotificationCount' });
    expect(answer.body).toEqual({ isSuccessful: true, data: { count: 5 } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(requestOf(fetchMock, 1).headers['x-refresh-token']).toBe('refresh-1');
    expect(requestOf(fetchMock, 1).body).toBeUndefined();
    expect(requestOf(fetchMock, 2).headers.Authorization).toBe('Bearer jwt-2');
    expect(getSession().user?.jwtToken).toBe('jwt-2');
    expect(JSON.parse(window.localStorage.getItem('authUser') ?? '{}')).toMatchObject({ refreshToken: 'refresh-2' });
  });

  it('logs the user out when the refresh fails, and does not retry', async () => {
    completeLogin(buildSignedInUser());
    const fetchMock = stubFetch({
      [COUNT]: () => failure(['Please sign in to continue.'], 401, 'Unauthorized'),
      [REFRESH]: () => failure(['Your session has expired. Please sign in again.'], 401, 'Unauthorized'),
    });
    const error = await request({ url: '/Notification/NotificationCount' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getSession()).toMatchObject({ status: 'logged-out', user: null, isExpired: true });
    expect(window.localStorage.getItem('authUser')).toBeNull();
  });

  it('shares one refresh between concurrent 401s', async () => {
    completeLogin(buildSignedInUser());
    const unauthorized = () => failure(['Please sign in to continue.'], 401, 'Unauthorized');
    const fetchMock = stubFetch({
      [COUNT]: [unauthorized, unauthorized, () => success({ count: 1 })],
      [REFRESH]: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return success(renewed);
      },
    });
    const answers = await Promise.all([
      request({ url: '/Notification/NotificationCount' }),
      request({ url: '/Notification/NotificationCount' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const refreshCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/refresh-token'));
    expect(refreshCalls).toHaveLength(1);
  });

  it('does not try to refresh a signed-out call', async () => {
    const fetchMock = stubFetch({ [COUNT]: () => jsonResponse({}, 401, 'Unauthorized') });
    await expect(request({ url: '/Notification/NotificationCount' })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
