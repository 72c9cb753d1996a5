/** A record's timeline as a PDF or xlsx download, for whoever may read the record, and only them. */
import {
  MESSAGES,
  TIMELINE_READ_PERMISSIONS,
  can,
  type TimelineExportFormat,
  type TimelineRecordType,
} from '@stoa/shared';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { renderTimelinePdf } from './timeline-pdf.ts';
import { renderTimelineXlsx } from './timeline-xlsx.ts';
import type { RecordTimeline, TimelineSources } from './timeline-sources.ts';

export interface TimelineDownload {
  fileName: string;
  contentType: string;
  content: Buffer;
}

const CONTENT_TYPES: Record<TimelineExportFormat, string> = {
  Pdf: 'application/pdf',
  Xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** 'Timeline-Registration-STOA-INJ-2026-0001.pdf', 'Timeline-Application-12.xlsx': safe in any file system. */
export function timelineFileName(recordType: TimelineRecordType, reference: string, format: TimelineExportFormat) {
  const safe = reference.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return `Timeline-${recordType}-${safe}.${format.toLowerCase()}`;
}

export function createTimelineExportService(sources: TimelineSources, now: () => Date) {
  /** The record through its own detail read: 403 where its detail route's permission refuses the role first. */
  async function readTimeline(principal: Principal, recordType: TimelineRecordType, id: number) {
    if (!can(principal.role, TIMELINE_READ_PERMISSIONS[recordType])) {
      throw new AppError('forbidden', MESSAGES.forbidden);
    }
    return sources[recordType](principal, id);
  }

  const render = (record: RecordTimeline, format: TimelineExportFormat) =>
    format === 'Pdf' ? renderTimelinePdf(record, now()) : renderTimelineXlsx(record);

  return {
    /** The timeline of one record as a document of `format`, with its file name. */
    async download(
      principal: Principal,
      recordType: TimelineRecordType,
      id: number,
      format: TimelineExportFormat,
    ): Promise<TimelineDownload> {
      const record = await readTimeline(principal, recordType, id);
      return {
        fileName: timelineFileName(recordType, record.reference, format),
        contentType: CONTENT_TYPES[format],
        content: await render(record, format),
      };
    },
  };
}

export type TimelineExportService = ReturnType<typeof createTimelineExportService>;
