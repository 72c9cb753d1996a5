/**
 * The last line behind the pool's own listeners (db/client.ts): an error nobody caught is logged, never swallowed.
 * A lost database connection is not a reason to stop serving (the next request gets a new connection), so the
 * process stays up for those; anything else is a bug in an unknown state: logged as fatal, then the process exits
 * (a supervisor restarts it), as Node would have done without the listener.
 */
import { isDatabaseUnavailable } from './db-errors.ts';

export interface GuardLog {
  warn(obj: object, msg: string): void;
  fatal(obj: object, msg: string): void;
}

/** What the process does with an error that reached the top: 'survived' or 'exited'. */
export function handleProcessError(
  log: GuardLog,
  exit: (code: number) => void,
  kind: 'uncaughtException' | 'unhandledRejection',
  err: unknown,
): 'survived' | 'exited' {
  if (isDatabaseUnavailable(err)) {
    log.warn({ err, kind }, 'database connection lost; the process keeps serving');
    return 'survived';
  }
  log.fatal({ err, kind }, 'unexpected error; exiting');
  exit(1);
  return 'exited';
}

export function installProcessGuards(log: GuardLog, exit: (code: number) => void = process.exit): void {
  process.on('uncaughtException', (err) => handleProcessError(log, exit, 'uncaughtException', err));
  process.on('unhandledRejection', (reason) => handleProcessError(log, exit, 'unhandledRejection', reason));
}
