/**
 * Structured logs without secrets: a request is logged by method, URL, IP and the client's X-App-Name /
 * X-App-Version; headers that carry credentials are never written. In production the lines of one event-loop turn
 * go to stdout in one write (batchedStdout), not one synchronous write per line — a busy list costs no write per
 * request; errors are logged as before, and whatever is pending is written when the process exits.
 */
import type { FastifyServerOptions } from 'fastify';

interface LoggedRequest {
  method: string;
  url: string;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface LineSink {
  write(line: string): void;
}

/** Most a batch holds before it is written at once (a burst never grows the buffer without bound). */
const MAX_BATCH_BYTES = 64 * 1024;

/**
 * A pino destination that gathers lines and writes them once per event-loop turn (setImmediate), at once when a
 * batch passes 64 KB, and synchronously on process exit (process.stdout is synchronous for files and pipes).
 */
export function batchedStdout(
  out: { write(chunk: string): unknown } = process.stdout,
  onExit: (flush: () => void) => void = (flush) => process.on('exit', flush),
): LineSink & { flush(): void } {
  let lines: string[] = [];
  let bytes = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (lines.length === 0) return;
    const chunk = lines.join('');
    lines = [];
    bytes = 0;
    out.write(chunk);
  };
  onExit(flush);
  return {
    write(line: string) {
      lines.push(line);
      bytes += line.length;
      if (bytes >= MAX_BATCH_BYTES) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}

export function loggerOptions(
  level: string,
  options: { production?: boolean; stream?: LineSink } = {},
): FastifyServerOptions['logger'] {
  // Not pino's default destination (asynchronous writes, flushed synchronously at exit): its last lines could come out
  // of order at exit (a shutdown's phases). process.stdout writes synchronously to files and pipes.
  const stream = options.stream ?? (options.production ? batchedStdout() : process.stdout);
  return {
    level,
    stream,
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
