/**
 * A one-off success message handed to the next page through router state (spec §8: 'Password successfully set!
 * Please login.' on /login, 'Verification code send to your email' on /set-password). Router state rather than a
 * query string, so the text never shows in the address bar and a shared link does not repeat it.
 */
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
