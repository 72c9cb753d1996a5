/**
 * The drain of a graceful shutdown (issue 35): on SIGTERM an instance behind a load balancer stops taking work and
 * finishes what it took, so a rolling restart loses no request and no notification. In order:
 * 1. draining: every request that still arrives on an open connection is answered 503 with `Connection: close` and
 *    `Retry-After` (a proxy retries it on another instance; /api/health too, so a balancer stops sending); every
 *    response leaves with `Connection: close`; the jobs scheduler and the mail worker claim no new work;
 * 2. the server stops listening (new connections are refused) and closes idle keep-alive connections, and keeps
 *    closing those that become idle;
 * 3. every live link is told when to reconnect (SSE `retry:`, spread so that they do not all come back at once) and
 *    ended; the client reconnects to another instance with Last-Event-ID and is replayed what it missed;
 * 4. requests in flight finish, then the job and the mail batch running; both bounded by the grace, after which the
 *    remaining connections are cut (a job cut short is claimed again when its lease ends, a mail when its lease ends).
 * main.ts then closes the app (the realtime listener) and the database last, and exits 0.
 */
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@stoa/shared';
import { requestFailure } from './errors.ts';

/** Something that takes work from the database: `stop` takes no more and resolves when the work running is done. */
export interface Worker {
  stop(): Promise<void>;
}

export interface DrainParts {
  /** Ends every live link with a reconnect hint (ms, one per link); answers how many. */
  closeLinks(retryMs: () => number): number;
  workers(): readonly Worker[];
}

export interface DrainReport {
  /** Connections still open when the grace ran out, cut then (0: every request finished). */
  connectionsCut: number;
  /** Did the jobs and mail running finish within the grace? */
  workFinished: boolean;
  links: number;
}

export interface Drain {
  readonly isDraining: boolean;
  /** Steps 1–4 above; resolves when they are done (or the grace is over). */
  run(graceMs: number): Promise<DrainReport>;
}

/** The reconnect hint of each link: 0.5–2.5 s, so a few thousand links spread their reconnects over two seconds. */
export const LINK_RETRY_MIN_MS = 500;
export const LINK_RETRY_SPREAD_MS = 2000;
const linkRetryMs = () => LINK_RETRY_MIN_MS + Math.floor(Math.random() * LINK_RETRY_SPREAD_MS);
/** While draining, how often connections that became idle (a response finished) are closed. */
const REAP_MS = 50;

/** Resolves true when `promise` settles before `deadline` (epoch ms), false when the deadline comes first. */
async function within(promise: Promise<unknown>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), deadline - Date.now())));
  try {
    return await Promise.race([promise.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

function connectionsOf(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((err, count) => resolve(err ? 0 : count)));
}

/**
 * Stops listening; resolves when every connection has ended. Node closes the idle ones at once; those busy close
 * after their response (`Connection: close`), and a response sent before the drain leaves its connection idle: the
 * reaper closes it.
 */
function stopListening(server: Server): Promise<void> {
  const reaper = setInterval(() => server.closeIdleConnections(), REAP_MS);
  return new Promise<void>((resolve) => server.close(() => resolve())).finally(() => clearInterval(reaper));
}

/** Registers the drain's hooks on `app` (before its routes); `parts` are read when the drain runs. */
export function registerDrain(app: FastifyInstance, parts: DrainParts): Drain {
  let draining = false;
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    reply.status(503).header('connection', 'close').header('retry-after', '1');
    return reply.send(requestFailure('SERVICE_UNAVAILABLE', MESSAGES.serviceUnavailable));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });

  async function run(graceMs: number): Promise<DrainReport> {
    const log = app.log;
    const deadline = Date.now() + graceMs;
    draining = true;
    const work = Promise.all(parts.workers().map((w) => w.stop()));
    const connections = stopListening(app.server);
    log.info(
      { graceMs, connections: await connectionsOf(app.server) },
      'shutdown: draining — not listening, requests on open connections answered 503, no new jobs or mail',
    );
    const links = parts.closeLinks(linkRetryMs);
    log.info({ links }, 'shutdown: live links told to reconnect, and closed');
    let connectionsCut = 0;
    if (await within(connections, deadline)) log.info('shutdown: requests in flight finished');
    else {
      connectionsCut = await connectionsOf(app.server);
      log.warn({ connections: connectionsCut, graceMs }, 'shutdown: grace over; connections still open are cut');
      app.server.closeAllConnections();
    }
    const workFinished = await within(work, deadline);
    if (workFinished) log.info('shutdown: jobs and mail stopped');
    else log.warn('shutdown: a job or mail batch still runs past the grace; its lease lets another instance retake it');
    return { connectionsCut, workFinished, links };
  }

  return {
    get isDraining() {
      return draining;
    },
    run,
  };
}
