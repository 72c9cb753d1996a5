/** A stand-in for the API server in unit tests: fetch answers from a table keyed by "METHOD /api/path". */
import { vi, type Mock } from 'vitest';
import type { ReceivedApiError } from '../lib/api-client.ts';

export interface StubRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}
export type StubHandler = (request: StubRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

export function success(data: unknown): Response {
  return jsonResponse({ isSuccessful: true, data });
}

function failureOf(errors: ReceivedApiError[], status: number, statusText: string): Response {
  return jsonResponse({ isSuccessful: false, data: null, errors }, status, statusText);
}

/** A failure about the request as a whole. */
export function failure(messages: string[], status = 400, statusText = 'Bad Request'): Response {
  return failureOf([{ fieldName: null, errorMessages: messages }], status, statusText);
}

/** A failure about request fields, in order: `{ userName: ['User name already exists'] }`. */
export function fieldFailure(errors: Record<string, string[]>, status = 400, statusText = 'Bad Request'): Response {
  const entries = Object.entries(errors).map(([fieldName, errorMessages]) => ({ fieldName, errorMessages }));
  return failureOf(entries, status, statusText);
}

/**
 * Installs a fetch stub. A handler list is answered in order, its last entry repeating; an unknown call fails the
 * test loudly instead of hanging.
 */
export function stubFetch(handlers: Record<string, StubHandler | StubHandler[]>): Mock<typeof fetch> {
  const calls = new Map<string, number>();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.split('?')[0]}`;
    const entry = handlers[key];
    if (!entry) throw new Error(`Unexpected fetch: ${key}`);
    const list = Array.isArray(entry) ? entry : [entry];
    const index = calls.get(key) ?? 0;
    calls.set(key, index + 1);
    const handler = list[Math.min(index, list.length - 1)]!;
    const headers = { ...(init?.headers as Record<string, string> | undefined) };
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    return handler({ url, method, headers, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The decoded request of the n-th fetch call. */
export function requestOf(fetchMock: Mock<typeof fetch>, n: number): StubRequest {
  const [input, init] = fetchMock.mock.calls[n] ?? [];
  const headers = { ...(init?.headers as Record<string, string> | undefined) };
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
  return { url: String(input), method: init?.method ?? 'GET', headers, body };
}
