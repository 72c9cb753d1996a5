/**
 * A reverse proxy in front of several instances, as nginx does it with `proxy_next_upstream error http_503
 * non_idempotent`: round-robin; a request refused, reset before its answer, or answered 503 (a draining instance) is
 * sent to the next instance. Connections to the instances are kept alive and reused (as nginx's `keepalive`), so an
 * instance's drain meets requests on open connections; answers stream through as they come (the live link).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
]);
/** Tries per request, over every instance in turn (a pause after each round). */
const MAX_ATTEMPTS = 20;
const ROUND_PAUSE_MS = 100;

export interface RetryingProxy {
  url: string;
  /** Requests sent again to another instance, by cause ('ECONNREFUSED', 'ECONNRESET', '503' …). */
  retries: Record<string, number>;
  /** The next request goes first to instance `slot` (then round-robin on). */
  nextGoesTo(slot: number): void;
  close(): Promise<void>;
}

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

async function bodyOf(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type Outcome = { res: http.IncomingMessage; upstream: http.ClientRequest } | { error: string };

function forward(agent: http.Agent, port: number, req: http.IncomingMessage, body: Buffer): Promise<Outcome> {
  return new Promise((resolve) => {
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: endToEnd(req.headers), agent },
      (res) => resolve({ res, upstream }),
    );
    upstream.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    upstream.end(body);
  });
}

export async function startRetryingProxy(ports: readonly number[]): Promise<RetryingProxy> {
  const retries: Record<string, number> = {};
  let turn = 0;
  const agents = ports.map(() => new http.Agent({ keepAlive: true }));
  const retried = (cause: string) => (retries[cause] = (retries[cause] ?? 0) + 1);

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const body = await bodyOf(req);
    const first = turn++;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const slot = (first + attempt) % ports.length;
      const outcome = await forward(agents[slot]!, ports[slot]!, req, body);
      const isLast = attempt === MAX_ATTEMPTS - 1;
      if ('error' in outcome || (outcome.res.statusCode === 503 && !isLast)) {
        if ('res' in outcome) outcome.res.resume();
        retried('error' in outcome ? outcome.error : '503');
        if (attempt % ports.length === ports.length - 1)
          await new Promise((resolve) => setTimeout(resolve, ROUND_PAUSE_MS));
        continue;
      }
      const { res: answer, upstream } = outcome;
      res.writeHead(answer.statusCode!, endToEnd(answer.headers));
      res.flushHeaders();
      answer.pipe(res);
      answer.on('error', () => res.destroy());
      answer.on('aborted', () => res.destroy());
      res.on('close', () => upstream.destroy());
      return;
    }
    res.writeHead(502).end();
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    retries,
    nextGoesTo: (slot) => void (turn = slot),
    close: () =>
      new Promise<void>((resolve) => {
        for (const agent of agents) agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
