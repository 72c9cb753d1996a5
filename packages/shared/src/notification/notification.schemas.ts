/** Notifications (spec §3 Notification, §7.10). */
import { z } from 'zod';

export const notificationCountSchema = z.object({ count: z.number().int() });

/** POST /api/Notification/MarkAllRead: how many notifications it marked read. */
export const markAllReadResponseSchema = z.object({ marked: z.number().int() });

export const notificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  /** When the notification was raised, ISO 8601; the web shows it relative to now ("5 minutes ago"). */
  notificationTimeSpan: z.string(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.array(notificationSchema);

/** How many of the newest notifications the bell menu lists. */
export const NOTIFICATION_MENU_LIMIT = 20;
