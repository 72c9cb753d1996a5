/**
 * Realtime notifications (spec §7.10, issues 20 and 35): each instance keeps its open streams and listens on the
 * database's realtime channel. A NOTIFY carries the notifications written (→ `BroadcastMessage` with the id to the
 * user's streams), records that changed (→ `RecordChanged` to those who see them) or sessions that ended
 * (→ `SessionEnded`, then the stream is closed). PostgreSQL carries the NOTIFY to every instance (a dedicated LISTEN
 * client, reconnected after a loss); PGlite delivers it in-process. A sweep every 25 s pings each stream and closes
 * those whose session is no longer live, whatever ended it.
 */
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_AUDIENCE, type LiveRecord, type Role } from '@stoa/shared';
import type { DatabaseHandle } from '../../db/client.ts';
import { REALTIME_CHANNEL, liveSessions, type RealtimeMessage } from './realtime.repository.ts';
import { notificationFrame, pingFrame, recordsFrame, retryFrame, sessionEndedFrame } from './sse-frames.ts';

export interface StreamClient {
  userId: number;
  role: Role;
  sessionId: string;
  /** Writes frames (sse-frames.ts). */
  send: (frame: string) => void;
  end: () => void;
}

export const SWEEP_MS = 25_000;
const RECONNECT_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
/** After a lost listener, streams are ended with this retry so clients come back and replay what they missed. */
const RESYNC_RETRY_MS = 500;

export class RealtimeHub {
  private readonly clients = new Set<StreamClient>();

  /** `configChanged`: the configuration changed, or the listener was away and may have missed that it did. */
  constructor(private readonly options: { configChanged?: () => void } = {}) {}

  add(client: StreamClient): () => void {
    this.clients.add(client);
    return () => this.clients.delete(client);
  }

  get size(): number {
    return this.clients.size;
  }

  /** A NOTIFY's payload, as the channel carries it. */
  deliver(payload: string): void {
    let message: RealtimeMessage;
    try {
      message = JSON.parse(payload) as RealtimeMessage;
    } catch {
      return;
    }
    if ('notes' in message) this.deliverNotes(message.notes);
    else if ('records' in message) this.deliverRecords(message.records, new Set(message.users));
    else if ('config' in message) this.options.configChanged?.();
    else {
      const sessions = new Set(message.sessions);
      for (const c of [...this.clients]) if (sessions.has(c.sessionId)) this.endClient(c, sessionEndedFrame);
    }
  }

  private deliverNotes(notes: readonly [number, number, string | null][]): void {
    const framesOf = new Map<number, string>();
    for (const [userId, id, link] of notes)
      framesOf.set(userId, (framesOf.get(userId) ?? '') + notificationFrame({ id, link }));
    for (const c of this.clients) {
      const frames = framesOf.get(c.userId);
      if (frames) c.send(frames);
    }
  }

  /** To each stream, the records its user sees all of, or acted on. */
  private deliverRecords(records: readonly LiveRecord[], actors: ReadonlySet<number>): void {
    for (const c of this.clients) {
      const seen = actors.has(c.userId) ? records : records.filter((r) => LIVE_AUDIENCE[r.type].includes(c.role));
      if (seen.length > 0) c.send(recordsFrame(seen));
    }
  }

  private endClient(c: StreamClient, lastFrame: string): void {
    this.clients.delete(c);
    c.send(lastFrame);
    c.end();
  }

  /** Pings every stream and ends those whose session ended (one query for all). */
  async sweep(database: DatabaseHandle): Promise<void> {
    if (this.clients.size === 0) return;
    const live = await liveSessions(database.db, [...new Set([...this.clients].map((c) => c.sessionId))]);
    for (const c of [...this.clients]) {
      if (live.has(c.sessionId)) c.send(pingFrame);
      else this.endClient(c, sessionEndedFrame);
    }
  }

  /**
   * Ends every stream, telling its client to come back after `retryMs` (it then replays what it missed); a function
   * gives each its own (a graceful shutdown spreads the reconnects).
   */
  closeAll(retryMs: number | (() => number)): void {
    for (const c of [...this.clients]) this.endClient(c, retryFrame(typeof retryMs === 'number' ? retryMs : retryMs()));
  }

  /** The listener was away: every client reconnects and replays from its last notification. */
  resync(): void {
    this.options.configChanged?.();
    this.closeAll(RESYNC_RETRY_MS);
  }
}

/** Listens on the realtime channel until the returned stop is called. */
export async function listenRealtime(
  database: DatabaseHandle,
  hub: RealtimeHub,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const sweeper = setInterval(() => {
    hub.sweep(database).catch((err: unknown) => log.warn({ err }, 'realtime sweep failed'));
  }, SWEEP_MS);
  sweeper.unref();
  const stopSweep = () => clearInterval(sweeper);
  if (database.kind === 'pglite') {
    const unlisten = await database.pglite.listen(REALTIME_CHANNEL, (payload) => hub.deliver(payload));
    return async () => {
      stopSweep();
      await unlisten();
    };
  }
  return listenPostgres(database.pool, hub, log, stopSweep);
}

/** A dedicated client LISTENs; when it is lost it reconnects, and every stream comes back for what it missed. */
async function listenPostgres(pool: pg.Pool, hub: RealtimeHub, log: FastifyBaseLogger, stopSweep: () => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MS;
  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client(pool.options);
    let lost = false;
    const onLost = (err: unknown) => {
      if (lost) return;
      lost = true;
      log.warn({ err }, `realtime listener lost; reconnecting in ${delay} ms`);
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (stopped) return;
      timer = setTimeout(() => void connect(true), delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    next.on('notification', (n) => {
      if (n.channel === REALTIME_CHANNEL && n.payload) hub.deliver(n.payload);
    });
    next.on('error', onLost);
    try {
      await next.connect();
      await next.query(`listen ${REALTIME_CHANNEL}`);
    } catch (err) {
      onLost(err);
      return;
    }
    client = next;
    delay = RECONNECT_MS;
    if (isReconnect) hub.resync();
  };
  await connect(false);
  return async () => {
    stopped = true;
    stopSweep();
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
