import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { completeLogin } from '../../../lib/auth-session.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { requestOf, stubFetch } from '../../../test/fetch-stub.ts';
import type { LinkState } from './notification-stream.ts';
import { openSharedLink, type SharedLinkOptions } from './shared-link.ts';
import { controlledStream } from '../../../test/event-stream.ts';

const READY = 'event: Ready\ndata: {}\n\n';

/** Web Locks as the browser keeps them: one holder per name, the next waiter granted when it lets go. */
function fakeLocks(): Pick<LockManager, 'request'> {
  const queues = new Map<string, (() => void)[]>();
  const held = new Set<string>();
  const grant = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };
  const request = (name: string, options: LockOptions, callback: LockGrantedCallback<unknown>) =>
    new Promise((resolve, reject) => {
      const run = () => {
        held.add(name);
        Promise.resolve(callback({ name, mode: 'exclusive' } as Lock))
          .then(resolve, reject)
          .finally(() => grant(name));
      };
      if (!held.has(name)) return run();
      const queue = queues.get(name) ?? [];
      queues.set(name, [...queue, run]);
      options.signal?.addEventListener('abort', () => {
        queues.set(
          name,
          (queues.get(name) ?? []).filter((r) => r !== run),
        );
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  return { request: request as LockManager['request'] };
}

/** BroadcastChannel between the tabs of one test: a message reaches every other open channel of the name. */
function fakeChannels(): (name: string) => BroadcastChannel {
  const open = new Set<{ name: string; channel: BroadcastChannel }>();
  return (name) => {
    const channel = {
      onmessage: null as ((event: MessageEvent) => void) | null,
      postMessage(data: unknown) {
        for (const other of open)
          if (other.name === name && other.channel !== channel)
            queueMicrotask(() => other.channel.onmessage?.({ data } as MessageEvent));
      },
      close: () => open.delete(entry),
    } as unknown as BroadcastChannel;
    const entry = { name, channel };
    open.add(entry);
    return channel;
  };
}

function tab(options: SharedLinkOptions) {
  const states: LinkState[] = [];
  const handlers = {
    onState: (s: LinkState) => states.push(s),
    onReady: vi.fn(),
    onBroadcast: vi.fn(),
    onRecords: vi.fn(),
  };
  const close = openSharedLink(7, handlers, options);
  return { ...handlers, states, close };
}

const streamCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/Notification/Stream')).length;

let tabs: { close(): void }[] = [];
beforeEach(() => completeLogin(buildSignedInUser()));
afterEach(() => tabs.forEach((t) => t.close()));

describe('openSharedLink', () => {
  it('holds one stream for every tab; the others hear its events; a closed leader hands over with Last-Event-ID', async () => {
    const first = controlledStream();
    const second = controlledStream();
    const fetchMock = stubFetch({ 'GET /api/Notification/Stream': [first.respond, second.respond] });
    const options = { locks: fakeLocks(), channel: fakeChannels(), random: () => 0.5 };
    const [a, b, c] = [tab(options), tab(options), tab(options)];
    tabs = [a, b, c];
    await waitFor(() => expect(streamCalls(fetchMock)).toBe(1));
    first.send(READY + 'id: 5\nevent: BroadcastMessage\ndata: {"id":5,"records":[{"type":"Payment","id":3}]}\n\n');
    first.send('event: RecordChanged\ndata: {"records":[{"type":"Revision","id":2}]}\n\n');
    for (const t of [a, b, c]) {
      await waitFor(() => expect(t.onBroadcast).toHaveBeenCalledWith({ id: 5, records: [{ type: 'Payment', id: 3 }] }));
      await waitFor(() => expect(t.onRecords).toHaveBeenCalledWith([{ type: 'Revision', id: 2 }]));
      expect(t.states.at(-1)).toBe('open');
    }
    // The first link of the browser is no resync; the others heard a leader's Ready after they opened.
    expect(a.onReady).toHaveBeenCalledWith(false);
    expect(b.onReady).toHaveBeenCalledWith(true);

    a.close();
    await waitFor(() => expect(streamCalls(fetchMock)).toBe(2));
    expect(requestOf(fetchMock, 1).headers['Last-Event-ID']).toBe('5');
    second.send(READY);
    await waitFor(() => expect(b.onReady).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(c.onReady).toHaveBeenCalledTimes(2));
    expect(b.onReady).toHaveBeenLastCalledWith(true);
    expect(streamCalls(fetchMock)).toBe(2);
  });

  it('a tab opened later learns the link is open without a stream of its own', async () => {
    const stream = controlledStream();
    const fetchMock = stubFetch({ 'GET /api/Notification/Stream': stream.respond });
    const options = { locks: fakeLocks(), channel: fakeChannels(), random: () => 0.5 };
    const a = tab(options);
    tabs = [a];
    await waitFor(() => expect(streamCalls(fetchMock)).toBe(1));
    stream.send(READY);
    await waitFor(() => expect(a.states.at(-1)).toBe('open'));
    const late = tab(options);
    tabs.push(late);
    await waitFor(() => expect(late.states.at(-1)).toBe('open'));
    expect(streamCalls(fetchMock)).toBe(1);
  });
});
