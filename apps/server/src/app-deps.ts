/** What buildApp needs from the outside world; tests pass their own (a fresh database, a fixed clock). */
import type { Config } from './config.ts';
import type { DatabaseHandle, Db } from './db/client.ts';
import type { TokenService } from './platform/tokens.ts';
import type { Mail } from './platform/mail/mail.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  database: DatabaseHandle;
  tokens: TokenService;
  /** The clock; tests move it. */
  now: () => Date;
}

/** What services get: the outside world plus the app's own mail. */
export interface ServiceDeps extends AppDeps {
  mail: Mail;
}
