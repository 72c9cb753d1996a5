/**
 * The realtime link to the notification host (spec §7.10, issues 20 and 35): one Server-Sent Events stream, read
 * with fetch so it carries the app headers and the bearer token like every other call (EventSource cannot send
 * headers). Pure of React; one tab of the browser holds it for all (shared-link.ts).
 *
 * The server says `Ready` once it listens for this user, `BroadcastMessage` (with the notification's id and record)
 * when a notification was written for them, `RecordChanged` when a record they follow changed, `SessionEnded` just
 * before it closes the stream of a revoked session, and a lone `retry:` before it closes for a restart; `: ping`
 * comments keep it alive. A reconnect sends the highest notification id seen as `Last-Event-ID` and the server
 * replays what followed.
 */
import type { LiveRecord } from '@stoa/shared';
import { fetchWithSession, refreshOnce } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/auth-session.ts';
import { createSseParser, type SseEvent } from './sse-parser.ts';

export const NOTIFICATION_STREAM_PATH = '/Notification/Stream';

/**
 * 'connecting' until the first `Ready` (and again after a session ended), 'open' while events arrive, 'failed'
 * from a lost or refused connection until a retry is `Ready` again.
 */
export type LinkState = 'connecting' | 'open' | 'failed';

export const BACKOFF_FIRST_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** The server sends a comment about every 25 s: this long without a byte means the connection died silently. */
export const STALL_MS = 60_000;
/**
 * After `SessionEnded`, time for a sign-out that caused it (this tab's Logout, or another tab's, which reaches this
 * one as a storage event) to close the link, before a refresh is tried — else that sign-out would read as expired.
 */
export const SESSION_END_GRACE_MS = 1_500;

/** A notification written for the user: its id (null from an older server) and the record it concerns. */
export interface LiveNote {
  id: number | null;
  records: LiveRecord[];
}

export interface StreamHandlers {
  onState(state: LinkState): void;
  /** `Ready` arrived: what was written while the link was down may not have been announced, so read it now. */
  onReady(): void;
  onBroadcast(note: LiveNote): void;
  onRecords(records: LiveRecord[]): void;
  /** `Ready` named the user's newest notification id (the link came without Last-Event-ID): what follows is new. */
  onBaseline?(id: number): void;
}

export interface StreamOptions {
  /** In [0, 1): spreads the retries of many tabs after a server restart. Tests pass a constant. */
  random?: () => number;
  /** The highest notification id this browser has seen (another tab may have held the link before). */
  lastEventId?: () => number | null;
}

type Outcome =
  { kind: 'stop' } | { kind: 'lost' } | { kind: 'retry'; ms: number } | { kind: 'session-ended'; token: string };
const STOP: Outcome = { kind: 'stop' };
const LOST: Outcome = { kind: 'lost' };
const noop = () => undefined;

/** Opens the link; the answer closes it for good. */
export function openNotificationStream(handlers: StreamHandlers, options: StreamOptions = {}): () => void {
  const controller = new AbortController();
  const random = options.random ?? Math.random;
  void runLink(controller.signal, withOnceOnly(handlers, options.lastEventId?.() ?? null), random);
  return () => controller.abort();
}

/** Notification ids remembered to drop a replayed one already announced (a replay may overlap the live stream). */
const SEEN_IDS_KEPT = 500;

/** The handlers, each notification once; `lastId()` is the highest id so far (for `Last-Event-ID`). */
type LinkHandlers = StreamHandlers & { lastId(): number | null };

function withOnceOnly(handlers: StreamHandlers, startId: number | null): LinkHandlers {
  let lastId = startId;
  const seen = new Set<number>();
  return {
    ...handlers,
    lastId: () => lastId,
    onBaseline(id) {
      lastId = Math.max(lastId ?? 0, id);
      handlers.onBaseline?.(id);
    },
    onBroadcast(note) {
      if (note.id !== null) {
        if (seen.has(note.id)) return;
        seen.add(note.id);
        if (seen.size > SEEN_IDS_KEPT) seen.delete(seen.values().next().value as number);
        lastId = Math.max(lastId ?? 0, note.id);
      }
      handlers.onBroadcast(note);
    },
  };
}

/** 1 s, 2 s, 4 s … up to 30 s after the n-th failure in a row (n from 0), give or take a fifth. */
export function backoffDelay(failures: number, random: () => number): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** failures);
  return Math.round(Math.min(BACKOFF_MAX_MS, base * (0.8 + 0.4 * random())));
}

async function runLink(signal: AbortSignal, handlers: LinkHandlers, random: () => number): Promise<void> {
  let failures = 0;
  // `Ready` also marks the link open and starts the backoff over.
  const onOpen = () => {
    failures = 0;
    handlers.onState('open');
    handlers.onReady();
  };
  handlers.onState('connecting');
  while (!signal.aborted) {
    const outcome = await connectOnce(signal, { ...handlers, onReady: onOpen });
    if (signal.aborted || outcome.kind === 'stop') return;
    if (outcome.kind === 'retry') {
      // The server is restarting: back soon (to the other instance), spread over the hint, no alarm.
      handlers.onState('connecting');
      if (!(await sleep(Math.round(outcome.ms * (0.5 + random())), signal))) return;
      continue;
    }
    if (outcome.kind === 'session-ended') {
      // Never straight back: a refresh decides. A revoked session fails it, and that signs the user out as usual.
      handlers.onState('connecting');
      if (!(await sleep(SESSION_END_GRACE_MS, signal)) || !(await refreshOnce(outcome.token))) return;
      continue;
    }
    handlers.onState('failed');
    if (!(await sleep(backoffDelay(failures++, random), signal))) return;
  }
}

/** One connection, from the request to the end of its stream. */
async function connectOnce(signal: AbortSignal, handlers: LinkHandlers): Promise<Outcome> {
  if (!getSession().user) return STOP;
  const attempt = new AbortController();
  const abortAttempt = () => attempt.abort();
  signal.addEventListener('abort', abortAttempt);
  const watchdog = createWatchdog(abortAttempt);
  try {
    // A 401 is refreshed and retried once by fetchWithSession; a refresh that fails has signed the user out.
    const lastId = handlers.lastId();
    const response = await fetchWithSession({
      url: NOTIFICATION_STREAM_PATH,
      headers: { Accept: 'text/event-stream', ...(lastId === null ? {} : { 'Last-Event-ID': String(lastId) }) },
      signal: attempt.signal,
    });
    const token = getSession().user?.jwtToken;
    if (!token || !response.ok || !response.body || !isEventStream(response)) {
      void response.body?.cancel().catch(noop);
      return token ? LOST : STOP;
    }
    return await readEvents(response.body, attempt.signal, watchdog, (event) => handle(event, handlers, token));
  } catch {
    return LOST;
  } finally {
    watchdog.stop();
    signal.removeEventListener('abort', abortAttempt);
    attempt.abort();
  }
}

function isEventStream(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('text/event-stream');
}

/** What one event means: null to keep reading, else how the connection ends. */
function handle(event: SseEvent, handlers: StreamHandlers, token: string): Outcome | null {
  if (event.event === 'Ready') {
    const baseline = idOf(event);
    if (baseline !== null) handlers.onBaseline?.(baseline);
    handlers.onReady();
  } else if (event.event === 'BroadcastMessage') handlers.onBroadcast(noteOf(event));
  else if (event.event === 'RecordChanged') handlers.onRecords(recordsOf(event.data));
  else if (event.event === 'SessionEnded') return { kind: 'session-ended', token };
  else if (event.event === 'retry' && event.retry !== undefined) return { kind: 'retry', ms: event.retry };
  return null;
}

const idOf = (event: SseEvent) => (event.id !== undefined && /^\d+$/.test(event.id) ? Number(event.id) : null);

function noteOf(event: SseEvent): LiveNote {
  return { id: idOf(event), records: recordsOf(event.data) };
}

/** The records an event's data names; nothing from data that is not what the server sends. */
function recordsOf(data: string): LiveRecord[] {
  try {
    const parsed = JSON.parse(data) as { records?: unknown };
    return Array.isArray(parsed.records) ? (parsed.records as LiveRecord[]) : [];
  } catch {
    return [];
  }
}

async function readEvents(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  watchdog: Watchdog,
  onEvent: (event: SseEvent) => Outcome | null,
): Promise<Outcome> {
  if (signal.aborted) return LOST;
  const reader = body.getReader();
  // An abort ends a pending read whatever the body is (fetch's own abort reaches only a network body).
  const cancel = () => void reader.cancel().catch(noop);
  signal.addEventListener('abort', cancel);
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return LOST;
      watchdog.restart();
      for (const event of parser.push(decoder.decode(value, { stream: true }))) {
        const outcome = onEvent(event);
        if (outcome) return outcome;
      }
    }
  } finally {
    signal.removeEventListener('abort', cancel);
    cancel();
  }
}

interface Watchdog {
  restart(): void;
  stop(): void;
}

/** Calls `onStall` when STALL_MS pass without a restart. */
function createWatchdog(onStall: () => void): Watchdog {
  let timer = setTimeout(onStall, STALL_MS);
  return {
    restart() {
      clearTimeout(timer);
      timer = setTimeout(onStall, STALL_MS);
    },
    stop: () => clearTimeout(timer),
  };
}

/** Waits `ms`; false when the link was closed meanwhile. */
function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve(!signal.aborted);
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}
