/**
 * A live link client as the web's: it reads the server-sent events of /api/Notification/Stream, keeps the last event
 * id, and when the server ends the stream waits the `retry:` it was given and reconnects with `Last-Event-ID`. It
 * records what it saw for a test to assert on: every `Ready`, each notification id, each end and whether a retry
 * hint came before it.
 */
import type { SignedInUser } from '@stoa/shared';

/** Reconnect delay when the server named none (the client's default). */
const DEFAULT_RETRY_MS = 2000;

export interface LiveLink {
  /** Resolves at the first `Ready`. */
  ready: Promise<void>;
  readyCount(): number;
  /** Notification ids received (`id:` of each `BroadcastMessage`), in order, replays included. */
  ids(): number[];
  /** Each time the server ended the stream: did a `retry:` come first? */
  ends(): { hadRetry: boolean }[];
  /** Connections that failed (refused, not 200). */
  failures(): string[];
  close(): void;
}

interface Block {
  event?: string;
  id?: string;
  retry?: number;
}

function parseBlock(block: string): Block {
  const parsed: Block = {};
  for (const line of block.split('\n')) {
    const [, field, value = ''] = /^([a-zA-Z]+): ?(.*)$/.exec(line) ?? [];
    if (field === 'event') parsed.event = value;
    else if (field === 'id') parsed.id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) parsed.retry = Number(value);
  }
  return parsed;
}

/**
 * Opens the link at `baseUrl` as `user`; `onDown` runs each time the server ended the stream, before the client
 * reconnects (a test writes what the link must then replay).
 */
export function openLiveLink(baseUrl: string, user: SignedInUser, onDown: () => Promise<void>): LiveLink {
  const state = { ready: 0, ids: [] as number[], ends: [] as { hadRetry: boolean }[], failures: [] as string[] };
  let lastEventId: string | undefined;
  let retryMs = DEFAULT_RETRY_MS;
  let closed = false;
  const abort = new AbortController();
  let firstReady!: () => void;
  const ready = new Promise<void>((resolve) => (firstReady = resolve));

  const onBlock = (block: Block) => {
    if (block.retry !== undefined) retryMs = block.retry;
    if (block.id !== undefined) lastEventId = block.id;
    if (block.event === 'Ready') {
      state.ready++;
      firstReady();
    }
    if (block.event === 'BroadcastMessage' && block.id !== undefined) state.ids.push(Number(block.id));
  };

  /** One connection, until the server ends it; answers whether a retry hint came last (null: no stream). */
  async function connectOnce(): Promise<boolean | null> {
    const headers: Record<string, string> = { authorization: `Bearer ${user.jwtToken}` };
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    const res = await fetch(`${baseUrl}/api/Notification/Stream`, { headers, signal: abort.signal });
    if (res.status !== 200 || !res.body) {
      state.failures.push(`status ${res.status}`);
      return null;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    let hadRetry = false;
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = parseBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        // The hint of a shutdown: a retry on its own, the last thing before the end (comments aside).
        const isComment = block.event === undefined && block.retry === undefined && block.id === undefined;
        if (!isComment) hadRetry = block.retry !== undefined && block.event === undefined;
        onBlock(block);
      }
    }
    return hadRetry;
  }

  async function loop(): Promise<void> {
    while (!closed) {
      let hadRetry: boolean | null;
      try {
        hadRetry = await connectOnce();
      } catch (err) {
        if (closed) return;
        state.failures.push(String((err as { cause?: { code?: string } }).cause?.code ?? err));
        hadRetry = null;
      }
      if (closed) return;
      if (hadRetry !== null) state.ends.push({ hadRetry });
      await onDown();
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
  void loop();

  return {
    ready,
    readyCount: () => state.ready,
    ids: () => [...state.ids],
    ends: () => [...state.ends],
    failures: () => [...state.failures],
    close: () => {
      closed = true;
      abort.abort();
    },
  };
}
