/**
 * A signed-in user's realtime stream (server-sent events over a plain GET, so the browser sends its bearer token with
 * fetch): `Ready` at once, `BroadcastMessage` when a notification is written for the user, `SessionEnded` before the
 * server closes it for a session that ended, and a `: ping` comment every sweep. Outside Fastify's reply: the
 * connection stays open until either side closes it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RealtimeHub } from './realtime-hub.ts';

export function openEventStream(
  hub: RealtimeHub,
  request: FastifyRequest,
  reply: FastifyReply,
  who: { userId: number; sessionId: string },
): void {
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
  const send = (event: string | null) => {
    if (!raw.writableEnded) raw.write(event === null ? ': ping\n\n' : `event: ${event}\ndata: {}\n\n`);
  };
  const remove = hub.add({ ...who, send, end: () => raw.end() });
  request.raw.on('close', remove);
  raw.on('close', remove);
  send('Ready');
}
