/**
 * Structured logs without secrets: a request is logged by method, URL, IP and the client's X-App-Name /
 * X-App-Version; headers that carry credentials are never written.
 */
import type { FastifyServerOptions } from 'fastify';

interface LoggedRequest {
  method: string;
  url: string;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers["x-refresh-token"]', 'req.headers.cookie'],
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: request.url,
        ip: request.ip,
        appName: request.headers['x-app-name'],
        appVersion: request.headers['x-app-version'],
      }),
    },
  };
}
