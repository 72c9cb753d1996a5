/**
 * A steady stream of requests as one signed-in desk user makes them — reads and an idempotent write — through one
 * address, each checked for its expected answer (200 and the success envelope). Every answer is recorded with the
 * phase of the test it was asked in, so a test can show that requests were answered in each phase.
 */
import type { SignedInUser } from '@stoa/shared';

const CALLS: readonly { method: 'GET' | 'POST'; path: string }[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/Notification/NotificationCount' },
  { method: 'GET', path: '/api/Notification/GetAll?pageNumber=1&pageSize=10' },
  { method: 'GET', path: '/api/Dashboard/Summary' },
  { method: 'POST', path: '/api/Notification/MarkAllRead' },
  { method: 'GET', path: '/api/Account/Profile' },
];
/** Requests at once (one per worker), and each worker's pause between two (a desk, not a benchmark). */
const WORKERS = 3;
const PAUSE_MS = 20;

export interface Answer {
  call: string;
  phase: string;
  /** null: no answer (the request failed). */
  status: number | null;
  isExpected: boolean;
  detail?: string;
}

export interface SteadyLoad {
  /** The phase recorded with the answers from now on. */
  setPhase(phase: string): void;
  /** Stops sending; resolves with every answer. */
  stop(): Promise<Answer[]>;
}

async function ask(baseUrl: string, user: SignedInUser, index: number, phase: string): Promise<Answer> {
  const { method, path } = CALLS[index % CALLS.length]!;
  const call = `${method} ${path.split('?')[0]}`;
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${user.jwtToken}`,
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    const text = await res.text();
    const isExpected = res.status === 200 && (JSON.parse(text) as { isSuccessful?: boolean }).isSuccessful === true;
    return { call, phase, status: res.status, isExpected, ...(isExpected ? {} : { detail: text.slice(0, 300) }) };
  } catch (err) {
    return { call, phase, status: null, isExpected: false, detail: String((err as { cause?: unknown }).cause ?? err) };
  }
}

export function startSteadyLoad(baseUrl: string, user: SignedInUser): SteadyLoad {
  const answers: Answer[] = [];
  let phase = 'start';
  let running = true;
  let next = 0;
  const worker = async () => {
    while (running) {
      answers.push(await ask(baseUrl, user, next++, phase));
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);
  return {
    setPhase: (name) => void (phase = name),
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return answers;
    },
  };
}
