/**
 * Realtime notifications (spec §7.10, issue 20): each instance keeps its open streams (one per browser tab) and
 * listens on the database's realtime channel. A NOTIFY names users with a new notification (→ `BroadcastMessage` to
 * their streams) or sessions that ended (→ `SessionEnded`, then the stream is closed). PostgreSQL carries the NOTIFY to
 * every instance (a dedicated LISTEN client, reconnected after a loss); PGlite delivers it in-process. A sweep every
 * 25 s pings each stream and closes those whose session is no longer live, whatever ended it.
 */
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { REALTIME_CHANNEL, liveSessions, type RealtimeMessage } from './realtime.repository.ts';

export interface StreamClient {
  userId: number;
  sessionId: string;
  /** Writes one server-sent event (or a comment when `event` is null). */
  send: (event: string | null) => void;
  end: () => void;
}

export const SWEEP_MS = 25_000;
const RECONNECT_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

export class RealtimeHub {
  private readonly clients = new Set<StreamClient>();

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
    if ('users' in message) {
      const users = new Set(message.users);
      for (const c of this.clients) if (users.has(c.userId)) c.send('BroadcastMessage');
    } else {
      const sessions = new Set(message.sessions);
      for (const c of [...this.clients]) if (sessions.has(c.sessionId)) this.endClient(c);
    }
  }

  /** Every stream refetches (after the listener was away: what it missed is read again). */
  broadcastAll(): void {
    for (const c of this.clients) c.send('BroadcastMessage');
  }

  private endClient(c: StreamClient): void {
    this.clients.delete(c);
    c.send('SessionEnded');
    c.end();
  }

  /** Pings every stream and ends those whose session ended (one query for all). */
  async sweep(database: DatabaseHandle): Promise<void> {
    if (this.clients.size === 0) return;
    const live = await liveSessions(database.db, [...new Set([...this.clients].map((c) => c.sessionId))]);
    for (const c of [...this.clients]) {
      if (live.has(c.sessionId)) c.send(null);
      else this.endClient(c);
    }
  }

  endAll(): void {
    for (const c of [...this.clients]) {
      this.clients.delete(c);
      c.end();
    }
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

/** A dedicated client LISTENs; when it is lost it reconnects, and every stream refetches what it may have missed. */
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
    if (isReconnect) hub.broadcastAll();
  };
  await connect(false);
  return async () => {
    stopped = true;
    stopSweep();
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
