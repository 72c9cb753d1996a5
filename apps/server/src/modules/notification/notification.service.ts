/** The signed-in user's notifications (spec §7.10). Other modules raise them through `notify`. */
import { NOTIFICATION_MENU_LIMIT, type Notification, type NotificationPage } from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { insertNotifications } from '../../platform/notifications/notifications.ts';
import type { CatchUp } from '../../platform/realtime/realtime.ts';
import * as repo from './notification.repository.ts';

/** A reconnect replays at most this many notifications (the bell's list is read again anyway). */
const REPLAY_LIMIT = 200;

export const NOTIFICATION_NOT_FOUND = 'This notification was not found.';

function toNotification(r: repo.NotificationRow): Notification {
  return {
    id: r.id,
    message: r.message,
    notificationTimeSpan: r.createdAt.toISOString(),
    isRead: r.readAt !== null,
    link: r.link,
  };
}

export function createNotificationService(deps: AppDeps) {
  const { db } = deps;
  return {
    countUnread: (userId: number) => repo.countUnread(db, userId),

    /**
     * Where a live link starts: after its `Last-Event-ID`, what it missed (oldest first); without one, the user's
     * newest notification id.
     */
    async catchUp(userId: number, afterId: number | null): Promise<CatchUp> {
      if (afterId === null) return { baselineId: await repo.newestNotificationId(db, userId) };
      return { missed: await repo.notificationsAfter(db, userId, afterId, REPLAY_LIMIT) };
    },

    /** The newest unread notifications: the bell lists what is new ('No New Notifications' when none). */
    async listUnread(userId: number): Promise<Notification[]> {
      return (await repo.listUnread(db, userId, NOTIFICATION_MENU_LIMIT)).map(toNotification);
    },

    /** Every notification of the user, read or not, one page at a time (the notifications page). */
    async listPage(userId: number, page: repo.Paging): Promise<NotificationPage> {
      const { rows, total } = await repo.listPage(db, userId, page);
      return { notificationList: rows.map(toNotification), dataCount: total };
    },

    markAllRead: (userId: number) => repo.markAllRead(db, userId, deps.now()),

    /** Marks one notification read (opening it from the bell); another user's is 404, as one that does not exist. */
    async markRead(userId: number, id: number): Promise<number> {
      const marked = await repo.markRead(db, userId, id, deps.now());
      if (marked === null) throw new AppError('not-found', NOTIFICATION_NOT_FOUND);
      return marked;
    },

    /** Raise a notification inside the caller's transaction. */
    notify: (tx: DbOrTx, userId: number, message: string, link: string | null = null) =>
      insertNotifications(tx, [{ userId, message, link }]),
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
