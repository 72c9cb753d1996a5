/** The signed-in user's notifications (spec §7.10). Other modules raise them through `notify`. */
import { NOTIFICATION_MENU_LIMIT, type Notification } from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertNotifications } from '../../platform/notifications/notifications.ts';
import * as repo from './notification.repository.ts';

export function createNotificationService(deps: AppDeps) {
  const { db } = deps;
  return {
    countUnread: (userId: number) => repo.countUnread(db, userId),

    /** The newest unread notifications: the bell lists what is new ('No New Notifications' when none). */
    async listUnread(userId: number): Promise<Notification[]> {
      const rows = await repo.listUnread(db, userId, NOTIFICATION_MENU_LIMIT);
      return rows.map((r) => ({
        id: r.id,
        message: r.message,
        notificationTimeSpan: r.createdAt.toISOString(),
        isRead: r.readAt !== null,
      }));
    },

    markAllRead: (userId: number) => repo.markAllRead(db, userId, deps.now()),

    /** Raise a notification inside the caller's transaction. */
    notify: (tx: DbOrTx, userId: number, message: string, link: string | null = null) =>
      insertNotifications(tx, [{ userId, message, link }]),
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
