/**
 * The Admin's lists as files (issue 15 Excel out): the Users List and the mail outbox with the grids' data columns
 * (not View, Edit, Reset Password) in the screen's words — a user's Pending chip as a Status column, the Enabled and
 * Defaulter switches as Yes / No —, the outbox's times 'MMM DD, YYYY h:mm A' in IST.
 */
import type { z } from 'zod';
import { formatDisplayDateTime } from '../calendar/dates.ts';
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
  { header: 'First Name', cell: (u) => u.firstName, width: 20 },
  { header: 'Last Name', cell: (u) => u.lastName, width: 20 },
  { header: 'User Name', cell: (u) => u.userName, width: 22 },
  { header: 'Status', cell: (u) => u.status, width: 10 },
  { header: 'Email', cell: (u) => u.email, width: 32 },
  { header: 'Enabled', cell: (u) => yesNo(u.isEnabled), width: 10 },
  { header: 'Defaulter', cell: (u) => yesNo(u.isDefaulter), width: 10 },
];

export const OUTBOX_EXPORT_COLUMNS: ExportColumn<OutboxItem>[] = [
  { header: 'Created', cell: (m) => formatDisplayDateTime(m.createdAt), width: 22 },
  { header: 'To', cell: (m) => m.to, width: 32 },
  { header: 'Subject', cell: (m) => m.subject, width: 48 },
  { header: 'Status', cell: (m) => OUTBOX_STATUS_LABELS[m.status], width: 10 },
  { header: 'Attempts', cell: (m) => m.attempts, width: 10 },
];

/** GET Admin/GetUsers/Export: the list's filters (every page of them) and the file's format. */
export const userExportQuerySchema = exportQueryOf(userListQuerySchema);
export type UserExportQuery = z.output<typeof userExportQuerySchema>;

/** GET Admin/Outbox/Export: the recipient filter (every page of it) and the file's format. */
export const outboxExportQuerySchema = exportQueryOf(outboxQuerySchema);
export type OutboxExportQuery = z.output<typeof outboxExportQuerySchema>;
