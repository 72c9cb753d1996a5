/**
 * The one way the web calls the API (spec §7.11, ARCHITECTURE §5 and §8): app headers and the bearer token on every
 * call, JSON bodies, text for empty or non-JSON answers, typed errors, and one shared token refresh after a 401.
 */
// No zod here: this file is on the /login route, which downloads none (issue 14). Answers are checked with the
// schema each call passes: a shared zod schema, or a plain check of the same shape on the sign-in route.
import { MESSAGES, isErrorCodeName, type ErrorCodeName } from '@stoa/shared';
import {
  APP_NAME_HEADER,
  APP_VERSION,
  APP_VERSION_HEADER,
  REFRESH_TOKEN_HEADER,
  WEB_APP_NAME,
} from '@stoa/shared/account/account-constants';
import { clearSession, getSession, reloadSession, replaceUser } from './auth-session.ts';
import { signedInUserCheck } from './signed-in-user.ts';

/** Every API path is relative to this base (spec §7: "paths are relative to a configured API base"). */
export const API_BASE = '/api';
const REFRESH_PATH = '/Account/refresh-token';
/** Name of the cross-tab lock that keeps two tabs from spending the same refresh token at once. */
const REFRESH_LOCK = 'stoa-token-refresh';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  url: string;
  /** Defaults to GET. */
  method?: HttpMethod;
  /** JSON-serialisable body, or FormData for uploads. Required unless the method is GET or DELETE. */
  payload?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiResponse<T = unknown> {
  status: number;
  statusText: string;
  body: T;
}

/** The server answered with a failure status; `body` is the parsed envelope (or text when it was not JSON). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
  ) {
    super(`Request failed: ${status} ${statusText}`.trim());
  }
}

/** The request could not even be built (storage unreadable, body not serialisable). Spec §7.11: TOKEN_ERROR. */
export class TokenError extends Error {
  override readonly name = 'TOKEN_ERROR';
}

/** A success answer whose data does not match the shared schema: a contract break, never shown verbatim. */
export class UnexpectedResponseError extends Error {
  override readonly name = 'UnexpectedResponseError';
}

export function request<T = unknown>(options: RequestOptions): Promise<ApiResponse<T>> {
  // Async rejections (not throws) so callers handle every failure the same way.
  if (!options?.url) return Promise.reject(new Error('Error! You must pass url'));
  const method = options.method ?? 'GET';
  if (method !== 'GET' && method !== 'DELETE' && options.payload == null) {
    return Promise.reject(new Error('Error! You must pass payload'));
  }
  return send<T>(options, method);
}

/**
 * What an answer's data is checked with: every shared zod schema fits (its `safeParse`), and so does a plain check of
 * the same shape (lib/signed-in-user.ts).
 */
export interface DataCheck<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Calls the API and returns the envelope's `data` (shared `successSchema`), checked against the call's schema. */
export async function requestData<T>(schema: DataCheck<T>, options: RequestOptions): Promise<T> {
  const { body } = await request(options);
  const parsed = isRecord(body) && body.isSuccessful === true ? schema.safeParse(body.data) : null;
  if (!parsed?.success) throw new UnexpectedResponseError(`Unexpected response from ${options.url}`);
  return parsed.data;
}

/**
 * An entry as the web reads it (shared `apiErrorSchema`): tolerant of an older server (no `code`) and of a newer one
 * (a code this build does not know yet), so a message is never lost over a code.
 */
export interface ReceivedApiError {
  fieldName: string | null;
  errorMessages: string[];
  code?: ErrorCodeName | undefined;
}

function receivedErrorOf(entry: unknown): ReceivedApiError | null {
  if (!isRecord(entry)) return null;
  const { fieldName, errorMessages, code } = entry;
  if (fieldName !== null && typeof fieldName !== 'string') return null;
  if (!Array.isArray(errorMessages) || !errorMessages.every((m) => typeof m === 'string')) return null;
  return { fieldName, errorMessages: [...errorMessages], code: isErrorCodeName(code) ? code : undefined };
}

/** The error entries of a failed call, in the server's order; none for any other failure (or a malformed entry). */
export function apiErrorsOf(err: unknown): ReceivedApiError[] {
  if (!(err instanceof ApiRequestError) || !isRecord(err.body) || !Array.isArray(err.body.errors)) return [];
  const errors = err.body.errors.map(receivedErrorOf);
  return errors.every((e) => e !== null) ? errors : [];
}

/** The first message the server gave for a failed call, else `fallback` (spec §8). */
export function firstErrorMessage(err: unknown, fallback: string = MESSAGES.genericError): string {
  const message = apiErrorsOf(err)
    .flatMap((e) => e.errorMessages)
    .find((m) => m.trim() !== '');
  return message ?? fallback;
}

/** The URL of a call: paths are under /api; a full path (a shared constant such as timelineExportPath) is kept. */
export function resolveUrl(url: string): string {
  if (/^https?:\/\//i.test(url) || url.startsWith(`${API_BASE}/`)) return url;
  return `${API_BASE}${url.startsWith('/') ? '' : '/'}${url}`;
}

function appHeaders(): Record<string, string> {
  return { Accept: 'application/json', [APP_NAME_HEADER]: WEB_APP_NAME, [APP_VERSION_HEADER]: APP_VERSION };
}

export interface SessionHeaders {
  headers: Record<string, string>;
  /** The access token the headers carry; null when signed out (such a call is never refreshed). */
  token: string | null;
}

interface Prepared {
  init: RequestInit;
  /** The access token the call was sent with; null for a signed-out call (never refreshed). */
  token: string | null;
}

/**
 * The headers every call sends (app name and version, then `extra`, then the signed-in user's bearer token) and the
 * token they carry: uploads over XMLHttpRequest send the same ones as fetch.
 */
export function sessionHeaders(extra: Record<string, string> = {}): SessionHeaders {
  const token = getSession().user?.jwtToken ?? null;
  const headers: Record<string, string> = { ...appHeaders(), ...extra };
  if (token) headers.Authorization = `Bearer ${token}`;
  return { headers, token };
}

function prepare(options: RequestOptions, method: HttpMethod): Prepared {
  try {
    const { headers, token } = sessionHeaders(options.headers);
    let body: BodyInit | undefined;
    // fetch refuses a body on GET; a DELETE may carry one.
    if (method !== 'GET' && options.payload != null) {
      if (options.payload instanceof FormData) {
        body = options.payload;
      } else {
        body = JSON.stringify(options.payload);
        headers['Content-Type'] = 'application/json';
      }
    }
    const init: RequestInit = { method, headers, credentials: 'same-origin' };
    if (body !== undefined) init.body = body;
    if (options.signal) init.signal = options.signal;
    return { init, token };
  } catch (cause) {
    throw new TokenError('Could not prepare the request', { cause });
  }
}

async function send<T>(options: RequestOptions, method: HttpMethod): Promise<ApiResponse<T>> {
  const response = await fetchOnce(options, method, false);
  const body = await readBody(response);
  if (!response.ok) throw new ApiRequestError(response.status, response.statusText, body);
  return { status: response.status, statusText: response.statusText, body: body as T };
}

/**
 * The raw answer of a call made with the app headers, the bearer token and the refresh-on-401 rule, for callers
 * that need the bytes rather than JSON (file downloads). The caller checks `ok` itself.
 */
export function fetchWithSession(options: RequestOptions): Promise<Response> {
  return fetchOnce(options, options.method ?? 'GET', false);
}

async function fetchOnce(options: RequestOptions, method: HttpMethod, isRetry: boolean): Promise<Response> {
  const { init, token } = prepare(options, method);
  const response = await fetch(resolveUrl(options.url), init);
  if (response.status === 401 && token !== null && !isRetry) {
    // Spec §7.1: refresh once, retry the original call once; a failed refresh has already logged the user out.
    if (await refreshOnce(token)) return fetchOnce(options, method, true);
  }
  return response;
}

/** Spec §7.11: a 204 or 205 answer, or one that is not JSON, is read as text. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (response.status === 204 || response.status === 205) return text;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json') || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

let pendingRefresh: Promise<boolean> | null = null;

/**
 * One refresh for every 401 that arrives while it runs: refresh tokens rotate, so a second refresh with the same
 * token would look like reuse to the server and revoke the session. Exported for uploads (XMLHttpRequest), which
 * follow the same rule: refresh once after a 401, retry once; a failed refresh has logged the user out.
 */
export function refreshOnce(staleToken: string): Promise<boolean> {
  pendingRefresh ??= withRefreshLock(() => refreshIfStale(staleToken)).finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

async function refreshIfStale(staleToken: string): Promise<boolean> {
  // Another tab may have refreshed already; its new user is in storage.
  reloadSession();
  const user = getSession().user;
  if (!user) return false;
  if (user.jwtToken !== staleToken) return true;
  try {
    const response = await fetch(resolveUrl(REFRESH_PATH), {
      method: 'POST',
      headers: { ...appHeaders(), [REFRESH_TOKEN_HEADER]: user.refreshToken },
      credentials: 'same-origin',
    });
    if (!response.ok) throw new ApiRequestError(response.status, response.statusText, null);
    const body = await readBody(response);
    const parsed = isRecord(body) && body.isSuccessful === true ? signedInUserCheck.safeParse(body.data) : null;
    if (!parsed?.success) throw new UnexpectedResponseError('Unexpected refresh-token response');
    replaceUser(parsed.data);
    return true;
  } catch {
    clearSession({ isExpired: true });
    return false;
  }
}

/** Serialises refreshes across tabs with the Web Locks API where the browser has it. */
async function withRefreshLock(work: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return work();
  return await locks.request(REFRESH_LOCK, work);
}
