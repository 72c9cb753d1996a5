// The simulated users' live links (bench/soak.ts): each holds GET /api/Notification/Stream open for the whole run,
// reads it with fetch's stream reader and keeps the ids of the BroadcastMessage events it saw (the `id:` line, or the
// data's id). A link the server ends or loses is counted as a drop and opened again after the `retry:` hint, with
// Last-Event-ID (the server replays what it missed). Lost notifications: every notification written for a soak
// user during the run that one of that user's links never saw. Against a server whose events carry no id yet, the
// links count the events and a link that saw fewer than its user's notifications counts the difference as lost.
import type { SimUser } from './soak-users.ts';

export interface Link {
  user: SimUser;
  open: boolean;
  ready: boolean;
  seen: Set<number>;
  /** BroadcastMessage events without an id. */
  unnamed: number;
  lastId: number | null;
  drops: number;
}

export interface LinkSet {
  links: Link[];
  held(): number;
  drops(): number;
  close(): void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface SseEvent {
  event: string;
  id: string | null;
  data: string;
}

/** Splits a server-sent-events text stream into events; `retry:` goes to onRetry, comments are skipped. */
function sseParser(onEvent: (e: SseEvent) => void, onRetry: (ms: number) => void) {
  let buffer = '';
  let current: SseEvent = { event: 'message', id: null, data: '' };
  return (chunk: string) => {
    buffer += chunk;
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl).replace(/\r$/, '');
      buffer = buffer.slice(nl + 1);
      if (line === '') {
        if (current.data !== '' || current.event !== 'message' || current.id !== null) onEvent(current);
        current = { event: 'message', id: null, data: '' };
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') current.event = value;
      else if (field === 'id') current.id = value;
      else if (field === 'data') current.data = current.data ? `${current.data}\n${value}` : value;
      else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
    }
  };
}

function idOf(e: SseEvent): number | null {
  if (e.id !== null && /^\d+$/.test(e.id)) return Number(e.id);
  try {
    const id = (JSON.parse(e.data) as { id?: unknown }).id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/** Holds one link open until `stopped()`: reads it, and opens it again (Last-Event-ID) when it ends. */
async function hold(link: Link, base: string, stopped: () => boolean, signal: AbortSignal) {
  let retryMs = 2000;
  while (!stopped()) {
    const headers: Record<string, string> = { ...link.user.headers, accept: 'text/event-stream' };
    if (link.lastId !== null) headers['last-event-id'] = String(link.lastId);
    try {
      const res = await fetch(`${base}/api/Notification/Stream`, { headers, signal });
      if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
      link.open = true;
      const parse = sseParser(
        (e) => {
          if (e.event === 'Ready') link.ready = true;
          if (e.event !== 'BroadcastMessage') return;
          const id = idOf(e);
          if (id === null) link.unnamed++;
          else {
            link.seen.add(id);
            link.lastId = Math.max(link.lastId ?? 0, id);
          }
        },
        (ms) => (retryMs = ms),
      );
      const decoder = new TextDecoder();
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        parse(decoder.decode(chunk, { stream: true }));
      }
    } catch {
      // A refused or lost link: counted below, opened again.
    }
    link.open = false;
    if (stopped()) return;
    link.drops++;
    await sleep(retryMs);
  }
}

/** Opens a link per user (to its instance) and resolves once every link has had its Ready. */
export async function openLinks(users: readonly SimUser[], bases: readonly string[]): Promise<LinkSet> {
  let stopping = false;
  const abort = new AbortController();
  const links: Link[] = users.map((user) => ({
    user,
    open: false,
    ready: false,
    seen: new Set(),
    unnamed: 0,
    lastId: null,
    drops: 0,
  }));
  for (const link of links) void hold(link, bases[link.user.instance]!, () => stopping, abort.signal);
  const until = Date.now() + 60_000;
  while (links.some((l) => !l.ready)) {
    if (Date.now() > until) throw new Error(`${links.filter((l) => !l.ready).length} live links never got Ready`);
    await sleep(100);
  }
  return {
    links,
    held: () => links.filter((l) => l.open).length,
    drops: () => links.reduce((s, l) => s + l.drops, 0),
    close() {
      stopping = true;
      abort.abort();
    },
  };
}

/**
 * Notifications (id, user) written during the run for soak users that a link of their user missed. With ids: each
 * notification a link of its user never saw counts once. Without (events carry no id): per user, the most any of
 * its links fell short of the user's notification count.
 */
export function lostNotifications(links: readonly Link[], written: readonly { id: number; userId: number }[]) {
  const byUser = new Map<number, Link[]>();
  for (const l of links) byUser.set(l.user.userId, [...(byUser.get(l.user.userId) ?? []), l]);
  const named = links.some((l) => l.seen.size > 0);
  let lost = 0;
  if (named) {
    for (const n of written) if ((byUser.get(n.userId) ?? []).some((l) => !l.seen.has(n.id))) lost++;
    return { lost, counted: 'ids' as const };
  }
  const perUser = new Map<number, number>();
  for (const n of written) perUser.set(n.userId, (perUser.get(n.userId) ?? 0) + 1);
  for (const [userId, count] of perUser) {
    const shortest = Math.min(...(byUser.get(userId) ?? []).map((l) => l.unnamed));
    lost += Math.max(0, count - shortest);
  }
  return { lost, counted: 'events' as const };
}
