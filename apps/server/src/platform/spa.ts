/**
 * Serves the built SPA from the same port as the API: hashed assets with a long cache, and `index.html` for any
 * other GET that is not an API call (client-side routes). Unknown /api paths answer the 404 envelope.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@stoa/shared';
import { failure } from './errors.ts';

export async function registerSpa(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const root = webDistDir ? path.resolve(webDistDir) : undefined;
  const hasSpa = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'no built SPA found: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.toLowerCase().startsWith('/api/');
    if (hasSpa && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(failure([{ fieldName: null, errorMessages: [MESSAGES.apiNotFound] }]));
  });
}
