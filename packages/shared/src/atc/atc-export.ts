/**
 * The ATC upload history as a file (issue 15 Excel out): file, who and when, the corridor-days written and the period,
 * in the screen's words and formats.
 */
import { formatDisplayDate, formatDisplayDateTime } from '../calendar/dates.ts';
import type { ExportColumn } from '../file/table-export.ts';
import type { AtcUpload } from './atc.schemas.ts';

/** 'Jan 05, 2027 – Jan 31, 2027', or one date when the upload covers one day. */
export function atcUploadPeriod(upload: Pick<AtcUpload, 'fromDate' | 'toDate'>): string {
  const from = formatDisplayDate(upload.fromDate);
  return upload.fromDate === upload.toDate ? from : `${from} – ${formatDisplayDate(upload.toDate)}`;
}

export const ATC_UPLOAD_EXPORT_COLUMNS: readonly ExportColumn<AtcUpload>[] = [
  { header: 'File', cell: (u) => u.fileName, width: 36 },
  { header: 'Uploaded by', cell: (u) => u.uploadedBy ?? '', width: 24 },
  { header: 'Uploaded at', cell: (u) => formatDisplayDateTime(u.uploadedAt), width: 22 },
  { header: 'Rows', cell: (u) => u.rowCount, width: 8 },
  { header: 'Period', cell: atcUploadPeriod, width: 28 },
];
