/**
 * Every API answer is someone's data or a token: `Cache-Control: no-store` on each, so no browser, proxy or shared
 * cache keeps a copy (downloads set their own `private, no-store`; the API docs are static and keep theirs).
 */
import type { FastifyInstance } from 'fastify';

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url.toLowerCase();
    if (url.startsWith('/api/') && !url.startsWith('/api/docs') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
