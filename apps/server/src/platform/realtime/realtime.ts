/** Realtime notifications (issues 20, 35): what other parts use — the announcements, the hub, the listener, the stream. */
export {
  announceSessionsEnded,
  changeAndAnnounceRecords,
  insertAndAnnounceNotes,
  type RealtimeMessage,
} from './realtime.repository.ts';
export { RealtimeHub, listenRealtime, SWEEP_MS, type StreamClient } from './realtime-hub.ts';
export { openEventStream } from './event-stream.ts';
export { RETRY_MS, type CatchUp, type MissedNotification } from './sse-frames.ts';
