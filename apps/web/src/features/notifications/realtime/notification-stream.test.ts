import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_NAME_HEADER, APP_VERSION, APP_VERSION_HEADER, WEB_APP_NAME } from '@stoa/shared/account/account-constants';
import { clearSession, completeLogin, getSession } from '../../../lib/auth-session.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { failure, jsonResponse, requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import {
  BACKOFF_MAX_MS,
  SESSION_END_GRACE_MS,
  STALL_MS,
  backoffDelay,
  openNotificationStream,
  type LinkState,
} from './notification-stream.ts';
import { controlledStream } from '../../../test/event-stream.ts';

const STREAM = 'GET /api/Notification/Stream';
const REFRESH = 'POST /api/Account/refresh-token';
const READY = 'event: Ready\ndata: {}\n\n';
const BROADCAST = 'event: BroadcastMessage\ndata: {}\n\n';
const SESSION_ENDED = 'event: SessionEnded\ndata: {}\n\n';
const unauthorized = () => failure(['Please sign in to continue.'], 401, 'Unauthorized');

/** Lets promise chains (fetch, stream reads) run to rest; fake timers do not move. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

function open(lastEventId: number | null = null) {
  const states: LinkState[] = [];
  const onReady = vi.fn();
  const onBroadcast = vi.fn();
  const onRecords = vi.fn();
  // random 0.5: no jitter, so the delays are exactly 1 s, 2 s, 4 s …
  const close = openNotificationStream(
    { onState: (s) => states.push(s), onReady, onBroadcast, onRecords },
    { random: () => 0.5, lastEventId: () => lastEventId },
  );
  const state = () => states.at(-1);
  return { states, state, onReady, onBroadcast, onRecords, close };
}

const streamCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/Notification/Stream')).length;

let closeLink = () => {};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  completeLogin(buildSignedInUser());
});
afterEach(() => closeLink());

function start(handlers: Record<string, StubHandler | StubHandler[]>, lastEventId: number | null = null) {
  const fetchMock = stubFetch(handlers);
  const link = open(lastEventId);
  closeLink = link.close;
  return { fetchMock, ...link };
}

describe('openNotificationStream', () => {
  it('asks for the stream with the app headers and the bearer token; Ready opens it, broadcasts reach the callback', async () => {
    const stream = controlledStream();
    const { fetchMock, state, states, onReady, onBroadcast } = start({ [STREAM]: stream.respond });
    await settle();
    expect(state()).toBe('connecting');
    const request = requestOf(fetchMock, 0);
    expect(request).toMatchObject({ url: '/api/Notification/Stream', method: 'GET' });
    expect(request.headers).toEqual({
      Accept: 'text/event-stream',
      [APP_NAME_HEADER]: WEB_APP_NAME,
      [APP_VERSION_HEADER]: APP_VERSION,
      Authorization: 'Bearer jwt-1',
    });

    stream.send(READY);
    await settle();
    expect(states).toEqual(['connecting', 'open']);
    expect(onReady).toHaveBeenCalledTimes(1);

    stream.send(`: ping\n\n${BROADCAST}${BROADCAST}`);
    await settle();
    expect(onBroadcast).toHaveBeenCalledTimes(2);
    expect(state()).toBe('open');
  });

  it('a broken stream shows failed and retries after the backoff; Ready resets the backoff', async () => {
    const first = controlledStream();
    const second = controlledStream();
    const third = controlledStream();
    const fourth = controlledStream();
    const { fetchMock, state } = start({ [STREAM]: [first.respond, second.respond, third.respond, fourth.respond] });
    await settle();
    first.send(READY);
    await settle();
    first.fail();
    await settle();
    expect(state()).toBe('failed');
    await vi.advanceTimersByTimeAsync(999);
    expect(streamCalls(fetchMock)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(streamCalls(fetchMock)).toBe(2);
    expect(state()).toBe('failed'); // still down until the retry says Ready

    second.end(); // ended before Ready: the second failure in a row waits 2 s
    await settle();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(streamCalls(fetchMock)).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(streamCalls(fetchMock)).toBe(3);

    third.send(READY);
    await settle();
    expect(state()).toBe('open');
    third.end();
    await settle();
    expect(state()).toBe('failed');
    await vi.advanceTimersByTimeAsync(1_000); // back to 1 s after a Ready
    await settle();
    expect(streamCalls(fetchMock)).toBe(4);
  });

  it('treats a refused connection (a network error, a server error, not an event stream) as a failure', async () => {
    const { fetchMock, state } = start({
      [STREAM]: [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => failure(['boom'], 500, 'Server Error'),
        () => jsonResponse({ isSuccessful: true, data: null }),
        controlledStream().respond,
      ],
    });
    await settle();
    expect(state()).toBe('failed');
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    await vi.advanceTimersByTimeAsync(2_000);
    await settle();
    await vi.advanceTimersByTimeAsync(4_000);
    await settle();
    expect(streamCalls(fetchMock)).toBe(4);
    expect(state()).toBe('failed');
  });

  it('on a 401 refreshes the token the usual way and connects again with the new one', async () => {
    const stream = controlledStream();
    const renewed = buildSignedInUser({ jwtToken: 'jwt-2', refreshToken: 'refresh-2' });
    const { fetchMock, states } = start({
      [STREAM]: [unauthorized, stream.respond],
      [REFRESH]: () => success(renewed),
    });
    await settle();
    expect(requestOf(fetchMock, 1)).toMatchObject({ url: '/api/Account/refresh-token', method: 'POST' });
    expect(requestOf(fetchMock, 2).headers.Authorization).toBe('Bearer jwt-2');
    stream.send(READY);
    await settle();
    expect(states).toEqual(['connecting', 'open']);
  });

  it('when the refresh after a 401 fails, the user is signed out and the link stops', async () => {
    const { fetchMock, states } = start({
      [STREAM]: unauthorized,
      [REFRESH]: () => failure(['Your session has expired. Please sign in again.'], 401, 'Unauthorized'),
    });
    await settle();
    expect(getSession()).toMatchObject({ user: null, isExpired: true });
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS);
    await settle();
    expect(streamCalls(fetchMock)).toBe(1);
    expect(states).toEqual(['connecting']);
  });

  it('after SessionEnded does not reconnect blindly: a refresh decides, and a failed one signs the user out', async () => {
    const stream = controlledStream();
    const { fetchMock, state } = start({
      [STREAM]: stream.respond,
      [REFRESH]: () => failure(['Your session has expired. Please sign in again.'], 401, 'Unauthorized'),
    });
    await settle();
    stream.send(READY + SESSION_ENDED);
    await settle();
    expect(state()).toBe('connecting');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SESSION_END_GRACE_MS);
    await settle();
    expect(requestOf(fetchMock, 1).url).toBe('/api/Account/refresh-token');
    expect(getSession()).toMatchObject({ user: null, isExpired: true });
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS);
    await settle();
    expect(streamCalls(fetchMock)).toBe(1);
  });

  it('after SessionEnded reconnects without a refresh call when the session already has a new token', async () => {
    const first = controlledStream();
    const second = controlledStream();
    const { fetchMock, state } = start({ [STREAM]: [first.respond, second.respond] });
    await settle();
    first.send(READY + SESSION_ENDED);
    await settle();
    // Meanwhile this tab (or another) was issued new tokens, e.g. by a password change.
    completeLogin(buildSignedInUser({ jwtToken: 'jwt-2', refreshToken: 'refresh-2' }));
    await vi.advanceTimersByTimeAsync(SESSION_END_GRACE_MS);
    await settle();
    expect(streamCalls(fetchMock)).toBe(2);
    expect(requestOf(fetchMock, 1).headers.Authorization).toBe('Bearer jwt-2');
    second.send(READY);
    await settle();
    expect(state()).toBe('open');
  });

  it('a sign-out during the SessionEnded grace closes the link without a refresh', async () => {
    const stream = controlledStream();
    const { fetchMock, close } = start({ [STREAM]: stream.respond });
    await settle();
    stream.send(READY + SESSION_ENDED);
    await settle();
    close(); // the layout unmounts at sign-out
    await vi.advanceTimersByTimeAsync(SESSION_END_GRACE_MS + BACKOFF_MAX_MS);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reconnects when nothing (not even a ping) arrives for STALL_MS', async () => {
    const stream = controlledStream();
    const { fetchMock, state } = start({ [STREAM]: [stream.respond, controlledStream().respond] });
    await settle();
    stream.send(READY);
    await settle();
    await vi.advanceTimersByTimeAsync(STALL_MS - 1);
    stream.send(': ping\n\n');
    await settle();
    await vi.advanceTimersByTimeAsync(STALL_MS - 1);
    expect(state()).toBe('open');
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(state()).toBe('failed');
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(streamCalls(fetchMock)).toBe(2);
  });

  it('close() stops reading and never reconnects', async () => {
    const stream = controlledStream();
    const { fetchMock, states, onBroadcast, close } = start({ [STREAM]: stream.respond });
    await settle();
    stream.send(READY);
    await settle();
    close();
    await settle();
    expect(() => stream.send(BROADCAST)).toThrow(); // the body was cancelled
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS);
    await settle();
    expect(onBroadcast).not.toHaveBeenCalled();
    expect(streamCalls(fetchMock)).toBe(1);
    expect(states).toEqual(['connecting', 'open']);
  });

  it('passes on each notification once with its record, and record changes; a reconnect sends Last-Event-ID', async () => {
    const first = controlledStream();
    const second = controlledStream();
    const { fetchMock, onBroadcast, onRecords } = start({ [STREAM]: [first.respond, second.respond] }, 40);
    await settle();
    expect(requestOf(fetchMock, 0).headers['Last-Event-ID']).toBe('40');
    const payment = { type: 'Payment', id: 12 };
    first.send(READY + `id: 41\nevent: BroadcastMessage\ndata: {"id":41,"records":[${JSON.stringify(payment)}]}\n\n`);
    first.send(`event: RecordChanged\ndata: {"records":[{"type":"Application","id":7}]}\n\n`);
    await settle();
    expect(onBroadcast).toHaveBeenCalledWith({ id: 41, records: [payment] });
    expect(onRecords).toHaveBeenCalledWith([{ type: 'Application', id: 7 }]);
    first.send('id: 43\nevent: BroadcastMessage\ndata: {}\n\n');
    first.fail();
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(requestOf(fetchMock, 1).headers['Last-Event-ID']).toBe('43');
    // The replay overlaps what the live stream already brought: 43 once.
    second.send(READY + 'id: 42\nevent: BroadcastMessage\ndata: {}\n\nid: 43\nevent: BroadcastMessage\ndata: {}\n\n');
    await settle();
    expect(onBroadcast.mock.calls.map(([note]) => (note as { id: number }).id)).toEqual([41, 43, 42]);
  });

  it("a link that has seen no notification comes back after Ready's baseline id", async () => {
    const first = controlledStream();
    const { fetchMock } = start({ [STREAM]: [first.respond, controlledStream().respond] });
    await settle();
    expect(requestOf(fetchMock, 0).headers['Last-Event-ID']).toBeUndefined();
    first.send('retry: 2000\nid: 17\nevent: Ready\ndata: {}\n\n');
    first.fail();
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(requestOf(fetchMock, 1).headers['Last-Event-ID']).toBe('17');
  });

  it('a lone retry (the server restarting) comes back after the hint, without showing a failure', async () => {
    const first = controlledStream();
    const { fetchMock, states } = start({ [STREAM]: [first.respond, controlledStream().respond] });
    await settle();
    first.send(READY + 'retry: 3000\n\n');
    await settle();
    expect(states).toEqual(['connecting', 'open', 'connecting']);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(streamCalls(fetchMock)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(streamCalls(fetchMock)).toBe(2);
    expect(states).not.toContain('failed');
  });

  it('does not connect while signed out', async () => {
    clearSession();
    const { fetchMock } = start({});
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('backoffDelay', () => {
  it('doubles from 1 s up to 30 s, give or take a fifth', () => {
    const none = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => backoffDelay(n, none))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(backoffDelay(0, () => 0)).toBe(800);
    expect(backoffDelay(0, () => 0.999999)).toBe(1_200);
    expect(backoffDelay(10, () => 0)).toBe(24_000);
    expect(backoffDelay(10, () => 0.999999)).toBe(BACKOFF_MAX_MS);
  });
});
