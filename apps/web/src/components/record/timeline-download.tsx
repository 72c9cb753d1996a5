/**
 * "Download timeline": the record's timeline as a PDF or an Excel file (GET /api/Timeline/{recordType}/{id}/Pdf |
 * Xlsx, shared timelineExportPath), saved through the authenticated download.
 */
import { timelineExportPath } from '@stoa/shared';
import { DownloadMenu, serverFileChoice } from '../download-menu.tsx';

export const DOWNLOAD_TIMELINE = 'Download timeline';

export function TimelineDownload({ recordType, recordId }: { recordType: string; recordId: number }) {
  const choices = [
    { format: 'Pdf', label: 'PDF', extension: 'pdf' },
    { format: 'Xlsx', label: 'Excel', extension: 'xlsx' },
  ].map((c) =>
    serverFileChoice(
      c.label,
      timelineExportPath(recordType, recordId, c.format as 'Pdf' | 'Xlsx'),
      `timeline-${recordType}-${recordId}.${c.extension}`,
    ),
  );
  return <DownloadMenu label={DOWNLOAD_TIMELINE} choices={choices} />;
}
