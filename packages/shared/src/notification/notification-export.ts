/**
 * The notifications page as a file (issue 15 Excel out): the message, when it was received and whether it is read,
 * in the screen's words; the time an Excel date-time (file/sheet-cells.ts).
 */
import type { ExportColumn } from '../file/table-export.ts';
import type { Notification } from './notification.schemas.ts';

/** The Status column's words (a chip on screen). */
export function notificationStatusLabel(isRead: boolean): string {
  return isRead ? 'Read' : 'Unread';
}

export const NOTIFICATION_EXPORT_COLUMNS: readonly ExportColumn<Notification>[] = [
  { header: 'Notification', kind: 'longText', cell: (n) => n.message },
  { header: 'Received', kind: 'dateTime', cell: (n) => n.notificationTimeSpan },
  { header: 'Status', cell: (n) => notificationStatusLabel(n.isRead) },
];
