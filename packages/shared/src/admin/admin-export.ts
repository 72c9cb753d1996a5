/**
 * The Admin's lists as files (issue 15 Excel out): the Users List and the mail outbox with the grids' data columns
 * (not View, Edit, Reset Password) in the screen's words — a user's Pending chip as a Status column, the Enabled and
 * Defaulter switches as Yes / No —, the outbox's times as Excel date-times (IST wall clock).
 */
import type { z } from 'zod';
import { exportQueryOf, type ExportColumn } from '../file/table-export.ts';
import {
  OUTBOX_STATUS_LABELS,
  outboxQuerySchema,
  userListQuerySchema,
  type OutboxItem,
  type User,
} from './admin.schemas.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const USER_EXPORT_COLUMNS: ExportColumn<User>[] = [
  { header: 'First Name', cell: (u) => u.firstName },
  { header: 'Last Name', cell: (u) => u.lastName },
  { header: 'User Name', cell: (u) => u.userName },
  { header: 'Status', cell: (u) => u.status },
  { header: 'Email', cell: (u) => u.email },
  { header: 'Enabled', cell: (u) => yesNo(u.isEnabled) },
  { header: 'Defaulter', cell: (u) => yesNo(u.isDefaulter) },
];

export const OUTBOX_EXPORT_COLUMNS: ExportColumn<OutboxItem>[] = [
  { header: 'Created', kind: 'dateTime', cell: (m) => m.createdAt },
  { header: 'To', cell: (m) => m.to },
  { header: 'Subject', cell: (m) => m.subject },
  { header: 'Status', cell: (m) => OUTBOX_STATUS_LABELS[m.status] },
  { header: 'Attempts', kind: 'count', cell: (m) => m.attempts },
];

/** GET Admin/GetUsers/Export: the list's filters (every page of them) and the file's format. */
export const userExportQuerySchema = exportQueryOf(userListQuerySchema);
export type UserExportQuery = z.output<typeof userExportQuerySchema>;

/** GET Admin/Outbox/Export: the recipient filter (every page of it) and the file's format. */
export const outboxExportQuerySchema = exportQueryOf(outboxQuerySchema);
export type OutboxExportQuery = z.output<typeof outboxExportQuerySchema>;
