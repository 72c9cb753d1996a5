/**
 * Timeline export (issue 13 item 8): any record's timeline downloads as a PDF or an xlsx for whoever may read the
 * record. The record types with a timeline, the download's path parameters, the read permission each record type
 * answers to, and the cells of a step — one source for both documents and the web.
 */
import { z } from 'zod';
import type { ApiPermission } from '../auth/access.ts';
import { formatDisplayDateTime } from '../calendar/dates.ts';
import type { ExportColumn } from '../file/table-export.ts';
import { recordIdParam } from '../validation/number-input.ts';
import type { TimelineEntry } from './record-view.ts';
import { reasonsText } from './reasons.ts';

/** The record types whose workflow keeps a timeline (each workflow's `recordType`). */
export const TIMELINE_RECORD_TYPES = [
  'Registration',
  'InterStateRegistration',
  'Application',
  'StandingClearance',
  'Revision',
] as const;
export type TimelineRecordType = (typeof TIMELINE_RECORD_TYPES)[number];

export const TIMELINE_EXPORT_FORMATS = ['Pdf', 'Xlsx'] as const;
export type TimelineExportFormat = (typeof TIMELINE_EXPORT_FORMATS)[number];

/**
 * The permission of each record type's own detail route: the export refuses a role exactly where that route does
 * (403 before the record is read); the record's service then decides 404 / 403 per record.
 */
export const TIMELINE_READ_PERMISSIONS: Record<TimelineRecordType, ApiPermission> = {
  Registration: 'registrationRead',
  InterStateRegistration: 'interStateRead',
  Application: 'applicationRead',
  StandingClearance: 'standingClearanceRead',
  Revision: 'revisionRead',
};

/** GET /api/Timeline/{recordType}/{recordId}/Pdf and …/Xlsx. */
export const timelineExportParamsSchema = z.object({
  recordType: z.enum(TIMELINE_RECORD_TYPES),
  recordId: recordIdParam(),
});
export type TimelineExportParams = z.infer<typeof timelineExportParamsSchema>;

/**
 * The xlsx's columns (issue 36 "Real Excel"): the time an Excel date-time on the business clock, the workflow's words
 * for the action and statuses when the server gave them (else the raw action and statuses), the reasons by their
 * labels (a resubmission's with their answers), the comments wrapped. A first step has no from status: an empty cell.
 */
export const TIMELINE_SHEET_COLUMNS: readonly ExportColumn<TimelineEntry>[] = [
  { header: 'Time (IST)', kind: 'dateTime', cell: (e) => e.at },
  { header: 'Who', cell: (e) => e.actorName },
  { header: 'Role', cell: (e) => e.actorRole },
  { header: 'Action', cell: (e) => e.actionLabel ?? e.action },
  { header: 'From status', cell: (e) => e.fromStatusLabel ?? e.fromStatus ?? '' },
  { header: 'To status', cell: (e) => e.toStatusLabel ?? e.toStatus },
  { header: 'Reasons', kind: 'longText', cell: (e) => reasonsText(e.reasons) },
  { header: 'Comments', kind: 'longText', cell: (e) => e.comments ?? '' },
];

/** The columns of both documents, in order. */
export const TIMELINE_EXPORT_COLUMNS = TIMELINE_SHEET_COLUMNS.map((c) => c.header);

/** A step's cells as text under TIMELINE_EXPORT_COLUMNS (the PDF): the time in the house format on the business clock. */
export function timelineExportCells(entry: TimelineEntry): string[] {
  const [, ...rest] = TIMELINE_SHEET_COLUMNS;
  return [formatDisplayDateTime(entry.at), ...rest.map((c) => String(c.cell(entry) ?? ''))];
}
