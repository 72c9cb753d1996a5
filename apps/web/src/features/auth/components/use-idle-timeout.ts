/**
 * Idle time-out (spec §4 Session, §9): after 30 minutes without activity a prompt counts down one minute, then the
 * user is logged out. Time is measured with Date.now() timestamps rather than by counting timer callbacks, so a
 * laptop waking from sleep, a throttled background tab or a test's fake clock all see the real elapsed time.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

declare global {
  interface Window {
    /** Test hook: idle time before the prompt, in ms. */
    __STOA_IDLE_MS__?: number;
    /** Test hook: length of the prompt's countdown, in ms. */
    __STOA_IDLE_COUNTDOWN_MS__?: number;
  }
}

export const DEFAULT_IDLE_MS = 30 * 60 * 1000;
export const DEFAULT_COUNTDOWN_MS = 60 * 1000;
/** Activity is recorded at most once a second (spec §9: debounce 1 s); a mouse sweep is not thousands of writes. */
export const ACTIVITY_DEBOUNCE_MS = 1000;
const TICK_MS = 250;
/**
 * Activity is shared across the tabs of the browser through storage: a logout in one tab ends the session in all,
 * so a tab left idle must not log out a user who is working in another.
 */
export const LAST_ACTIVITY_STORAGE_KEY = 'lastActivityAt';
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart'] as const;

function configuredMs(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Read on every tick so a test may set the hooks after the page has loaded. */
function idleMs(): number {
  return configuredMs(window.__STOA_IDLE_MS__, DEFAULT_IDLE_MS);
}

function countdownMs(): number {
  return configuredMs(window.__STOA_IDLE_COUNTDOWN_MS__, DEFAULT_COUNTDOWN_MS);
}

/** mm:ss of the time left, rounded up so the last second shows 00:01, not 00:00. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

export interface IdleTimeout {
  /** Time left before the automatic logout while the prompt shows; null when the user is active. */
  remainingMs: number | null;
  stayLoggedIn: () => void;
  logOutNow: () => void;
}

function recordActivity(at: number): void {
  try {
    localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(at));
  } catch {
    // Storage full or blocked: this tab still counts its own activity.
  }
}

function sharedActivity(): number {
  try {
    return Number(localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY)) || 0;
  } catch {
    return 0;
  }
}

export function useIdleTimeout(onTimeout: () => void): IdleTimeout {
  const [remainingMs, setRemainingMs] = useState<number | null>(null);
  const lastActivityAt = useRef(0);
  /** When the countdown ends; null while no prompt is showing. */
  const logoutAt = useRef<number | null>(null);
  /** When the prompt opened: activity recorded later came from another tab, which keeps the session alive. */
  const promptedAt = useRef(0);
  const onTimeoutRef = useRef(onTimeout);

  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);

  const reset = useCallback(() => {
    lastActivityAt.current = Date.now();
    recordActivity(lastActivityAt.current);
    logoutAt.current = null;
    setRemainingMs(null);
  }, []);

  useEffect(() => {
    lastActivityAt.current = Date.now();
    recordActivity(lastActivityAt.current);
    const onActivity = () => {
      const now = Date.now();
      // While the prompt shows, only 'Stay Logged In' counts as presence.
      if (logoutAt.current !== null || now - lastActivityAt.current < ACTIVITY_DEBOUNCE_MS) return;
      lastActivityAt.current = now;
      recordActivity(now);
    };
    const tick = () => {
      const now = Date.now();
      const shared = sharedActivity();
      if (logoutAt.current !== null && shared >= promptedAt.current) {
        // The user is active in another tab: this tab's prompt closes.
        logoutAt.current = null;
        setRemainingMs(null);
      }
      lastActivityAt.current = Math.max(lastActivityAt.current, shared);
      if (logoutAt.current === null) {
        if (now - lastActivityAt.current < idleMs()) return;
        promptedAt.current = now;
        // Counted from the last activity, so time asleep counts towards the countdown too.
        logoutAt.current = lastActivityAt.current + idleMs() + countdownMs();
      }
      const left = logoutAt.current - now;
      if (left > 0) {
        setRemainingMs(left);
        return;
      }
      logoutAt.current = null;
      lastActivityAt.current = now;
      setRemainingMs(null);
      onTimeoutRef.current();
    };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { capture: true, passive: true }));
    const timer = window.setInterval(tick, TICK_MS);
    return () => {
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity, { capture: true }));
      window.clearInterval(timer);
    };
  }, []);

  const logOutNow = useCallback(() => {
    reset();
    onTimeoutRef.current();
  }, [reset]);

  return { remainingMs, stayLoggedIn: reset, logOutNow };
}
