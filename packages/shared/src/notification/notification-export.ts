/**
 * The notifications page as a file (issue 15 Excel out): the message, when it was received and whether it is read,
 * in the screen's words and formats.
 */
import { formatDisplayDateTime } from '../calendar/dates.ts';
import type { ExportColumn } from '../file/table-export.ts';
import type { Notification } from './notification.schemas.ts';

/** The Status column's words (a chip on screen). */
export function notificationStatusLabel(isRead: boolean): string {
  return isRead ? 'Read' : 'Unread';
}

export const NOTIFICATION_EXPORT_COLUMNS: readonly ExportColumn<Notification>[] = [
  { header: 'Notification', cell: (n) => n.message, width: 80 },
  { header: 'Received', cell: (n) => formatDisplayDateTime(n.notificationTimeSpan), width: 22 },
  { header: 'Status', cell: (n) => notificationStatusLabel(n.isRead), width: 10 },
];
