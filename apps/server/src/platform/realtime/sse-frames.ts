/**
 * The live link's frames (issue 35; server-sent events, the WHATWG event-stream format). A notification carries its
 * id (the client sends the highest it saw as `Last-Event-ID` on a reconnect and the server replays what followed);
 * a record change names the records (type and id), nothing else. A `retry:` line tells the client when to come back.
 */
import { liveRecordOfLink, type LiveRecord } from '@stoa/shared';

export interface MissedNotification {
  id: number;
  link: string | null;
}

/** Where a link starts: after `Last-Event-ID`, what it missed; without, the newest notification id (0: none). */
export type CatchUp = { baselineId: number; missed?: never } | { baselineId?: never; missed: MissedNotification[] };

/** Milliseconds a client waits before reconnecting after the server ended its stream. */
export const RETRY_MS = 2_000;

/**
 * `Ready`, with the user's newest notification id when the client came without `Last-Event-ID` (its baseline: a
 * reconnect then replays what follows it, even for a client that has seen no notification yet).
 */
export const readyFrame = (baselineId: number | null, retryMs = RETRY_MS) =>
  `retry: ${retryMs}\n${baselineId === null ? '' : `id: ${baselineId}\n`}event: Ready\ndata: {}\n\n`;
export const pingFrame = ': ping\n\n';
export const sessionEndedFrame = 'event: SessionEnded\ndata: {}\n\n';
export const retryFrame = (retryMs: number) => `retry: ${retryMs}\n\n`;

export function notificationFrame(note: MissedNotification): string {
  const record = liveRecordOfLink(note.link);
  const data = JSON.stringify({ id: note.id, records: record ? [record] : [] });
  return `id: ${note.id}\nevent: BroadcastMessage\ndata: ${data}\n\n`;
}

export const recordsFrame = (records: readonly LiveRecord[]) =>
  `event: RecordChanged\ndata: ${JSON.stringify({ records })}\n\n`;

/** A `Last-Event-ID` header's notification id, or null when absent or not one. */
export function lastEventIdOf(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}
