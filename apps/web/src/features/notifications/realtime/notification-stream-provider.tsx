import type { ReactNode } from 'react';
import { NotificationLinkContext } from './link-state.ts';
import { useNotificationStream } from './use-notification-stream.ts';

/**
 * Holds the tab's one realtime link for the signed-in layout and tells the bell and the count query its state.
 * A provider rather than a hook in the layout: a change of state re-renders its readers, not the page.
 */
export function NotificationStreamProvider({ userId, children }: { userId: number; children: ReactNode }) {
  const state = useNotificationStream(userId);
  return <NotificationLinkContext.Provider value={state}>{children}</NotificationLinkContext.Provider>;
}
