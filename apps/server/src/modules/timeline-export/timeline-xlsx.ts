/**
 * A record's timeline as an xlsx: one sheet 'Timeline' through the downloads' writer (platform/table-export.ts) — a
 * bold frozen header with filters, one row per step, oldest first, the time an Excel date-time on the business clock,
 * the comments wrapped (shared TIMELINE_SHEET_COLUMNS).
 */
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { TIMELINE_SHEET_COLUMNS } from '@stoa/shared';
import { writeTableXlsx } from '../../platform/table-export.ts';
import type { RecordTimeline } from './timeline-sources.ts';

export const TIMELINE_SHEET = 'Timeline';

async function* onePage<R>(rows: readonly R[]) {
  yield rows;
}

export async function renderTimelineXlsx(record: RecordTimeline): Promise<Buffer> {
  const out = new PassThrough();
  const [bytes] = await Promise.all([
    buffer(out),
    writeTableXlsx(out, TIMELINE_SHEET, TIMELINE_SHEET_COLUMNS, onePage(record.timeline)),
  ]);
  return bytes;
}
