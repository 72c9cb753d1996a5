// The soak's load (bench/soak.ts) through autocannon 9's API: one run per login and instance, its rate the login's
// users there × the rate per user (autocannon's overallRate, whole requests per second, at least 1), each request
// the next action of the login's script (setupRequest) as the next of its users in turn (their own bearer token and
// office address), its answer handed to the pipeline (onResponse). Each answer's latency and status, and each
// time-out or connection error, is recorded by the request's kind.
import { createRequire } from 'node:module';
import type { Action, Kind } from './soak-pipeline.ts';
import type { Script } from './soak-actions.ts';
import type { SimUser } from './soak-users.ts';

interface Request {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}
type Context = { action?: Action };
interface Client {
  on(event: 'response', f: (status: number, bytes: number, ms: number) => void): void;
  on(event: 'timeout', f: () => void): void;
  on(event: 'connError', f: (err: NodeJS.ErrnoException) => void): void;
  requestIterator: { context: Context; nextRequest: () => unknown };
}
interface Options {
  url: string;
  connections: number;
  overallRate: number;
  duration: number;
  timeout: number;
  requests: {
    setupRequest: (req: Request, context: Context) => Request;
    onResponse: (status: number, body: string, context: Context) => void;
  }[];
  setupClient: (client: Client) => void;
}
// autocannon ships no types: what the soak uses of it is typed above.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: Options) => Promise<unknown>;

export interface Window {
  latencies: Map<Kind, number[]>;
  /** `kind status` (or `kind timeout`, `kind ECONNRESET` …) → count. */
  errors: Map<string, number>;
  requests: number;
}

const newWindow = (): Window => ({ latencies: new Map(), errors: new Map(), requests: 0 });

/** Every answer and failure, in the current window (rotated at each report) and in the phase's total. */
export class Recorder {
  window = newWindow();
  total = newWindow();
  readonly samples: string[] = [];

  private add(w: Window, kind: Kind, ms: number | null, error: string | null) {
    w.requests++;
    if (ms !== null) {
      const list = w.latencies.get(kind) ?? [];
      list.push(ms);
      w.latencies.set(kind, list);
    }
    if (error) w.errors.set(`${kind} ${error}`, (w.errors.get(`${kind} ${error}`) ?? 0) + 1);
  }

  record(kind: Kind, ms: number | null, error: string | null) {
    this.add(this.window, kind, ms, error);
    this.add(this.total, kind, ms, error);
  }

  sample(action: Action, status: number, body: string) {
    if (this.samples.length < 20)
      this.samples.push(`${action.method} ${action.path} → ${status} ${body.slice(0, 300)}`);
  }

  rotate(): Window {
    const w = this.window;
    this.window = newWindow();
    return w;
  }
}

/** Records each answer and failure of a client under the kind of the request it was for. */
function watch(client: Client, recorder: Recorder) {
  const iterator = client.requestIterator;
  const next = iterator.nextRequest.bind(iterator);
  // A time-out is reported after the client has moved on to its next request: keep the one it was for.
  let previous: Action | undefined;
  iterator.nextRequest = () => {
    previous = iterator.context.action;
    return next();
  };
  const failed = (action: Action | undefined, error: string) => {
    if (!action) return;
    recorder.record(action.kind, null, error);
    action.done?.(0, '');
  };
  client.on('response', (status, _bytes, ms) => {
    const action = iterator.context.action;
    if (action) recorder.record(action.kind, ms, status >= 200 && status < 300 ? null : String(status));
  });
  client.on('timeout', () => failed(previous, 'timeout'));
  client.on('connError', (err) => failed(iterator.context.action, err.code ?? 'reset'));
}

export interface LoadPlan {
  bases: readonly string[];
  users: readonly SimUser[];
  scripts: ReadonlyMap<string, Script>;
  phase: 'idle' | 'load';
  seconds: number;
  /** Requests per second per simulated user. */
  ratePerUser: number;
  recorder: Recorder;
}

/**
 * One autocannon run per login and instance, all at once, for `seconds`; in the idle phase one run per instance (its
 * light rate would otherwise be rounded up to a request a second per login).
 */
export async function runLoad(plan: LoadPlan): Promise<void> {
  const groups = new Map<string, SimUser[]>();
  for (const user of plan.users) {
    const key = plan.phase === 'idle' ? `${user.instance}` : `${user.login.userName} ${user.instance}`;
    groups.set(key, [...(groups.get(key) ?? []), user]);
  }
  const runs = [...groups.values()].map((users) => {
    let turn = 0;
    const rate = Math.max(1, Math.round(users.length * plan.ratePerUser));
    return autocannon({
      url: plan.bases[users[0]!.instance]!,
      connections: Math.min(users.length, rate),
      overallRate: rate,
      duration: plan.seconds,
      timeout: 10,
      requests: [
        {
          setupRequest(req, context) {
            const user = users[turn++ % users.length]!;
            const action = plan.scripts.get(user.login.userName)!.next(plan.phase);
            context.action = action;
            const headers = { ...user.headers, ...(action.contentType ? { 'content-type': action.contentType } : {}) };
            return { ...req, method: action.method, path: action.path, headers, body: action.body ?? '' };
          },
          onResponse(status, body, context) {
            const action = context.action;
            if (!action) return;
            if (status >= 400) plan.recorder.sample(action, status, body);
            action.done?.(status, body);
          },
        },
      ],
      setupClient: (client) => watch(client, plan.recorder),
    });
  });
  await Promise.all(runs);
}
