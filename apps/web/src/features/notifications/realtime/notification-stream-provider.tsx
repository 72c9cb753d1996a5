import type { ReactNode } from 'react';
import { NotificationLinkContext } from './link-state.ts';
import { useNotificationStream, type LiveQueryKeys } from './use-notification-stream.ts';

/**
 * Holds the tab's share of the browser's realtime link for the signed-in layout and tells the bell and the count
 * query its state. A provider rather than a hook in the layout: a change of state re-renders its readers, not the
 * page. `keysOf` names the queries that show a changed record (the app knows every feature's keys).
 */
export function NotificationStreamProvider({
  userId,
  keysOf,
  children,
}: {
  userId: number;
  keysOf?: LiveQueryKeys;
  children: ReactNode;
}) {
  const state = useNotificationStream(userId, keysOf);
  return <NotificationLinkContext.Provider value={state}>{children}</NotificationLinkContext.Provider>;
}
