/** Realtime notifications (issue 20): what other parts use — the announcement, the hub, the listener, the stream. */
export { announce, changeAndAnnounce, type RealtimeMessage } from './realtime.repository.ts';
export { RealtimeHub, listenRealtime, SWEEP_MS, type StreamClient } from './realtime-hub.ts';
export { openEventStream } from './event-stream.ts';
