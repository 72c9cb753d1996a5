/**
 * One live link per browser, whatever the number of tabs (issue 35). A browser opens at most six HTTP/1.1
 * connections to a site; a stream per tab would starve the seventh tab's page loads, calls and downloads. So the
 * tabs of a signed-in user elect one (Web Locks: the lock's holder leads, and when its tab closes the next waiting
 * tab takes over) which holds the stream and passes every event to the others over a BroadcastChannel. The next
 * leader reconnects with the highest notification id any tab saw, so the server replays what came in between.
 * Without Web Locks or BroadcastChannel each tab keeps its own stream, as before.
 */
import type { LiveRecord } from '@stoa/shared';
import {
  openNotificationStream,
  type LinkState,
  type LiveNote,
  type StreamHandlers,
  type StreamOptions,
} from './notification-stream.ts';

export interface SharedLinkHandlers extends Omit<StreamHandlers, 'onReady'> {
  /**
   * The link is ready; `resync`: it came back after a gap (a reconnect, another tab taking over), so whatever this
   * tab shows may have changed meanwhile — false only for the first link of a browser, opened with this tab.
   */
  onReady(resync: boolean): void;
}

export interface SharedLinkOptions extends StreamOptions {
  /** Defaults to the browser's; tests pass their own. */
  locks?: Pick<LockManager, 'request'>;
  channel?: (name: string) => BroadcastChannel;
}

type Message =
  | { kind: 'hello' }
  | { kind: 'state'; state: LinkState }
  | { kind: 'ready' }
  | { kind: 'broadcast'; note: LiveNote }
  | { kind: 'records'; records: LiveRecord[] };

/** Every message carries the highest notification id its sender has seen. */
type Envelope = Message & { lastId: number | null };

export const LIVE_LINK_NAME = 'stoa-live-link';

export function openSharedLink(userId: number, handlers: SharedLinkHandlers, options: SharedLinkOptions = {}) {
  const locks = options.locks ?? (typeof navigator === 'undefined' ? undefined : navigator.locks);
  const makeChannel =
    options.channel ?? (typeof BroadcastChannel === 'undefined' ? undefined : (n: string) => new BroadcastChannel(n));
  if (!locks || !makeChannel) {
    let opened = false;
    return openNotificationStream(
      { ...handlers, onReady: () => handlers.onReady(opened || !(opened = true)) },
      options,
    );
  }
  return lead(locks, makeChannel(`${LIVE_LINK_NAME}:${userId}`), `${LIVE_LINK_NAME}:${userId}`, handlers, options);
}

function lead(
  locks: Pick<LockManager, 'request'>,
  channel: BroadcastChannel,
  lockName: string,
  handlers: SharedLinkHandlers,
  options: StreamOptions,
): () => void {
  const stop = new AbortController();
  let lastId: number | null = null;
  let state: LinkState = 'connecting';
  let leading = false;
  let heardLeader = false;
  const seeId = (id: number | null) => {
    if (id !== null) lastId = Math.max(lastId ?? 0, id);
  };
  const post = (message: Message) => channel.postMessage({ ...message, lastId } satisfies Envelope);

  channel.onmessage = (event: MessageEvent<Envelope>) => {
    const message = event.data;
    if (leading) {
      if (message.kind === 'hello') post({ kind: 'state', state });
      return;
    }
    heardLeader = true;
    seeId(message.lastId);
    follow(message, handlers);
  };
  post({ kind: 'hello' });

  const leaderHandlers = (): StreamHandlers => {
    let readies = 0;
    return {
      onState(next) {
        state = next;
        handlers.onState(next);
        post({ kind: 'state', state: next });
      },
      onBaseline: seeId,
      onReady() {
        handlers.onReady(heardLeader || readies++ > 0);
        post({ kind: 'ready' });
      },
      onBroadcast(note) {
        seeId(note.id);
        handlers.onBroadcast(note);
        post({ kind: 'broadcast', note });
      },
      onRecords(records) {
        handlers.onRecords(records);
        post({ kind: 'records', records });
      },
    };
  };

  locks
    .request(lockName, { signal: stop.signal }, async () => {
      leading = true;
      const close = openNotificationStream(leaderHandlers(), { ...options, lastEventId: () => lastId });
      await new Promise((resolve) => stop.signal.addEventListener('abort', resolve, { once: true }));
      close();
    })
    .catch(() => undefined); // closed while waiting for the lock (an AbortError)
  return () => {
    stop.abort();
    channel.close();
  };
}

/** A follower tab does what the leader's link told it. */
function follow(message: Envelope, handlers: SharedLinkHandlers): void {
  if (message.kind === 'state') handlers.onState(message.state);
  else if (message.kind === 'ready') handlers.onReady(true);
  else if (message.kind === 'broadcast') handlers.onBroadcast(message.note);
  else if (message.kind === 'records') handlers.onRecords(message.records);
}
