/**
 * A signed-in user's realtime stream (server-sent events over a plain GET, so the browser sends its bearer token with
 * fetch): `Ready` (with the retry hint, and without `Last-Event-ID` the user's newest notification id), then — when
 * the request carries `Last-Event-ID` — one `BroadcastMessage` per notification written since, then live: `BroadcastMessage` per notification, `RecordChanged`
 * when a record the user follows changed, `SessionEnded` before the server closes it for a session that ended, and a
 * `: ping` comment every sweep. Outside Fastify's reply: the connection stays open until either side closes it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@stoa/shared';
import type { RealtimeHub } from './realtime-hub.ts';
import { lastEventIdOf, notificationFrame, readyFrame, type CatchUp } from './sse-frames.ts';

export interface StreamOwner {
  userId: number;
  role: Role;
  sessionId: string;
  /** After a notification id: the user's notifications that followed, oldest first; without: the newest id. */
  catchUp: (afterId: number | null) => Promise<CatchUp>;
}

export function openEventStream(
  hub: RealtimeHub,
  request: FastifyRequest,
  reply: FastifyReply,
  who: StreamOwner,
): void {
  const lastId = lastEventIdOf(request.headers['last-event-id']);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // A proxy must pass each event on as it comes (nginx buffers otherwise).
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  const send = (frame: string) => {
    if (!raw.writableEnded) raw.write(frame);
  };
  // Live first, then Ready and the replay: a notification committed in between may come twice (the client keeps
  // ids), never not.
  const remove = hub.add({ userId: who.userId, role: who.role, sessionId: who.sessionId, send, end: () => raw.end() });
  request.raw.on('close', remove);
  raw.on('close', remove);
  who.catchUp(lastId).then(
    ({ baselineId, missed }) => send(readyFrame(baselineId ?? null) + (missed ?? []).map(notificationFrame).join('')),
    (err: unknown) => {
      // Without its start the client would believe it is whole: end the stream, it comes back and tries again.
      request.log.warn({ err }, 'live link catch-up failed');
      remove();
      raw.end();
    },
  );
}
