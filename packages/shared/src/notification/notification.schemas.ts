/** Notifications (spec §3 Notification, §7.10). */
import { z } from 'zod';

export const notificationCountSchema = z.object({ count: z.number().int() });

/** POST /api/Notification/MarkAllRead and /MarkRead/{id}: how many notifications it marked read. */
export const markAllReadResponseSchema = z.object({ marked: z.number().int() });

export const notificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  /** When the notification was raised, ISO 8601; the web shows it relative to now ("5 minutes ago"). */
  notificationTimeSpan: z.string(),
  isRead: z.boolean(),
  /** The web path of the record (or list) the notification is about, for the recipient's role; null when none. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.array(notificationSchema);

/** GET /api/Notification/GetAll: one page of every notification of the signed-in user, newest first. */
export const notificationPageSchema = z.object({
  notificationList: z.array(notificationSchema),
  dataCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** How many of the newest notifications the bell menu lists. */
export const NOTIFICATION_MENU_LIMIT = 20;
