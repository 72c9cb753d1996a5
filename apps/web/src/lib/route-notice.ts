/**
 * A one-off success message handed to the next page through router state (spec §8: 'Password successfully set!
 * Please login.' on /login, 'Verification code send to your email' on /set-password). Router state rather than a
 * query string, so the text never shows in the address bar and a shared link does not repeat it.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Notice } from '../components/page-notice.tsx';

export interface RouteNotice {
  notice: string;
}

export function withNotice(notice: string): RouteNotice {
  return { notice };
}

/** The notice carried by `location.state`, or null for any other state. */
export function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice } = state;
  return typeof notice === 'string' && notice.trim() !== '' ? notice : null;
}

/** The success text handed over on arrival, as the page's notice: shown until dismissed or replaced. */
export function useRouteNotice() {
  const carried = noticeOf(useLocation().state);
  return useState<Notice | null>(carried ? { severity: 'success', message: carried } : null);
}
