import { createContext, useContext } from 'react';
import type { LinkState } from './notification-stream.ts';

/**
 * The state of this tab's realtime link, for the bell (failure alert) and the count query (no polling while open).
 * Without the signed-in layout's provider (a bell rendered alone) it reads 'connecting': poll, show no failure.
 */
export const NotificationLinkContext = createContext<LinkState>('connecting');

export function useNotificationLink(): LinkState {
  return useContext(NotificationLinkContext);
}
