/**
 * The signed-in session (spec §3 Signed-in user, §4 Session): one small external store read with
 * useSyncExternalStore. localStorage under `authUser` is the source of truth so a reload or a second tab sees the
 * same user; the store only mirrors it and tells React when it changes.
 */
import { useSyncExternalStore } from 'react';
import type { SignedInUser } from '@stoa/shared';
import { AUTH_USER_STORAGE_KEY } from '@stoa/shared/account/account-constants';
import { signedInUserCheck } from './signed-in-user.ts';

export type SessionStatus = 'logged-out' | 'logging-in' | 'logged-in' | 'error';

export interface SessionState {
  status: SessionStatus;
  user: SignedInUser | null;
  /** The message of the last failed sign-in (status `error`). */
  error: string | null;
  /** True after the session ended because the token could not be refreshed, so the login page can say why. */
  isExpired: boolean;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let state: SessionState = initialState();

function initialState(): SessionState {
  const user = readStoredUser();
  return { status: user ? 'logged-in' : 'logged-out', user, error: null, isExpired: false };
}

/** Reads and validates the stored user; a value that does not parse is dropped rather than trusted. */
export function readStoredUser(): SignedInUser | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(AUTH_USER_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = signedInUserCheck.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: fall through and drop it.
  }
  removeStoredUser();
  return null;
}

function writeStoredUser(user: SignedInUser): void {
  window.localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(user));
}

function removeStoredUser(): void {
  try {
    window.localStorage.removeItem(AUTH_USER_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode, quota): the in-memory state is still cleared.
  }
}

function setState(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A sign-in request has started. */
export function startLogin(): void {
  setState({ status: 'logging-in', user: null, error: null, isExpired: false });
}

/** The server accepted the credentials: keep the user for this and later visits. */
export function completeLogin(user: SignedInUser): void {
  writeStoredUser(user);
  setState({ status: 'logged-in', user, error: null, isExpired: false });
}

export function failLogin(message: string): void {
  setState({ status: 'error', user: null, error: message, isExpired: false });
}

/** A token refresh issued new tokens: replace the stored user (spec §4 Session). */
export function replaceUser(user: SignedInUser): void {
  writeStoredUser(user);
  setState({ ...state, status: 'logged-in', user });
}

/** Logout clears the user; the route guards then send the visitor to /login. */
export function clearSession(options: { isExpired?: boolean } = {}): void {
  removeStoredUser();
  setState({ status: 'logged-out', user: null, error: null, isExpired: options.isExpired ?? false });
}

/** Re-reads storage; used when another tab signs in or out, and by tests. */
export function reloadSession(): void {
  const user = readStoredUser();
  if (user?.jwtToken === state.user?.jwtToken && user?.refreshToken === state.user?.refreshToken) return;
  setState({ status: user ? 'logged-in' : 'logged-out', user, error: null, isExpired: false });
}

export function useAuthSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function useSignedInUser(): SignedInUser | null {
  return useAuthSession().user;
}

// Another tab signing in, refreshing or signing out writes `authUser`; follow it so every tab shows one session.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_USER_STORAGE_KEY || event.key === null) reloadSession();
  });
}
