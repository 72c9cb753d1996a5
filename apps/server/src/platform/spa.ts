/**
 * Serves the built SPA from the same port as the API: hashed assets with a long cache, and `index.html` for any
 * other GET that is not an API call (client-side routes). Unknown /api paths answer the 404 envelope.
 * The web build writes a `.br` and a `.gz` next to every text file (apps/web/vite.config.ts `precompress`): a client
 * that accepts them gets those bytes as they are (`preCompressed`), with the original file's type and caching, so
 * @fastify/compress (app.ts) never compresses a static file per request.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@stoa/shared';
import { requestFailure } from './errors.ts';

export async function registerSpa(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const root = webDistDir ? path.resolve(webDistDir) : undefined;
  const hasSpa = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      // The compressed copies are not files of their own: /assets/x.js.br is a 404 like any unknown file.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'no built SPA found: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?', 1)[0]!.toLowerCase();
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // A missing file (an old hashed asset, a typo) is a 404, not the SPA: only client routes fall back.
    const isFile = pathname.startsWith('/assets/') || /\.[a-z0-9]+$/.test(pathname);
    if (hasSpa && !isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(requestFailure('NOT_FOUND', MESSAGES.apiNotFound));
  });
}
