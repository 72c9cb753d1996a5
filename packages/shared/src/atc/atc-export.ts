/**
 * The ATC upload history as a file (issue 15 Excel out): file, who and when, the corridor-days written and the period,
 * in the screen's words; the period's first and last day as two date columns, so a sheet sorts and filters by them.
 */
import { formatDisplayDate } from '../calendar/dates.ts';
import type { ExportColumn } from '../file/table-export.ts';
import type { AtcUpload } from './atc.schemas.ts';

/** 'Jan 05, 2027 – Jan 31, 2027', or one date when the upload covers one day. */
export function atcUploadPeriod(upload: Pick<AtcUpload, 'fromDate' | 'toDate'>): string {
  const from = formatDisplayDate(upload.fromDate);
  return upload.fromDate === upload.toDate ? from : `${from} – ${formatDisplayDate(upload.toDate)}`;
}

export const ATC_UPLOAD_EXPORT_COLUMNS: readonly ExportColumn<AtcUpload>[] = [
  { header: 'File', cell: (u) => u.fileName },
  { header: 'Uploaded by', cell: (u) => u.uploadedBy ?? '' },
  { header: 'Uploaded at', kind: 'dateTime', cell: (u) => u.uploadedAt },
  { header: 'Rows', kind: 'count', cell: (u) => u.rowCount },
  { header: 'Period From', kind: 'date', cell: (u) => u.fromDate },
  { header: 'Period To', kind: 'date', cell: (u) => u.toDate },
];
