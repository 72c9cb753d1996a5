/** Runtime configuration from the environment, parsed once (ARCHITECTURE §4; the README's table mirrors this). */
import { isIP } from 'node:net';
import { z } from 'zod';
import type { PoolSettings } from './db/client.ts';

/** An IP address or a CIDR block ('10.0.0.0/8', 'fd00::/8'). */
function isAddressOrBlock(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (default: the socket's address is the client), a hop count (`1`: trust the nearest proxy's
 * X-Forwarded-For entry) or a comma-separated list of proxy addresses and CIDR blocks to trust.
 */
const trustProxySchema = z
  .string()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    const text = value.trim();
    if (text === '' || text === 'false') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const list = text.split(',').map((part) => part.trim());
    if (list.every(isAddressOrBlock)) return list;
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, a hop count or a list of IPs / CIDR blocks' });
    return z.NEVER;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    TRUST_PROXY: trustProxySchema,
    /** The OpenAPI document and its UI at /api/docs: open by default, closed in production unless 'on'. */
    API_DOCS: z.enum(['on', 'off']).optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    /** PostgreSQL: waiting for a connection (new or pooled) before a request answers 503. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    /** PostgreSQL: statement_timeout of every connection; 0 = none (migrations and processing may run long). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(0),
    /** PostgreSQL: the server ends a transaction left idle this long (a stuck request cannot hold locks). */
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
    /** PostgreSQL: the pool's connections per instance (the server's max_connections bounds all instances). */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    REFRESH_TOKEN_TTL_MINUTES: z.coerce
      .number()
      .int()
      .positive()
      .default(12 * 60),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('STOA Portal <no-reply@localhost>'),
    SEED: z.enum(['demo', 'none']).default('demo'),
    CAPTCHA_FIXED: z.string().min(1).optional(),
    TZ_BUSINESS: z.string().default('Asia/Kolkata'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Failed sign-ins inside the window: per user name from all addresses together, and per address + user name,
     * before that name locks; per address, the ceiling past which every failure asks for care with the new captcha
     * (it never locks: a crowd behind one address must not keep a real user out).
     */
    LOGIN_MAX_FAILURES_PER_USER: z.coerce.number().int().positive().default(10),
    LOGIN_MAX_FAILURES_PER_IP_USER: z.coerce.number().int().positive().default(5),
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(30),
    LOGIN_LOCKOUT_MINUTES: z.coerce.number().int().positive().default(15),
    /**
     * The flood guard on the public sign-in calls (Account/Captcha and Account/authenticate, each counted on its own):
     * requests a minute from one address, per instance. An office behind one NAT address is one address, so the
     * default lets a 200-user shift-start rush (a captcha and a sign-in each, retries included) through many times
     * over; the lockout per user name (above), counted in the database, is what stops guessing.
     */
    LOGIN_REQUESTS_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(1200),
    /**
     * The dashboard's role-wide figures (queues, overdue, money, the week) are shared for this long between the users
     * who see the same figures; any write through this instance makes the next reader compute afresh. 0: off.
     */
    DASHBOARD_CACHE_MS: z.coerce.number().int().min(0).default(5000),
    /** The portal's address as users reach it, for links in mail. */
    PORTAL_URL: z.string().url().optional(),
    /** How often the mail worker looks for due mail (it is also woken at once when mail is queued). */
    MAIL_POLL_MS: z.coerce.number().int().positive().default(5000),
    /** Verification codes: lifetime and wrong tries before the code locks. */
    VERIFICATION_CODE_TTL_MINUTES: z.coerce.number().int().positive().default(30),
    VERIFICATION_CODE_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
    /** Where the built SPA lives; the server serves it with a fallback to index.html. */
    WEB_DIST_DIR: z.string().optional(),
    /** The user manual's screenshots (default: the repository's docs/manual/screens, taken by the e2e walk). */
    MANUAL_SCREENS_DIR: z.string().optional(),
    /**
     * SIGTERM: how long requests in flight and the job running may take to finish before their connections are cut
     * (below the 30 s a supervisor — systemd, Kubernetes — waits before it kills).
     */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(25_000),
    /** Recurring jobs (registration expiry …): on in a server, off in API tests, which run them by hand. */
    JOBS: z.enum(['on', 'off']).default('on'),
    /** Moves the server's clock by whole days (demo and end-to-end tests of expiry); refused in production. */
    CLOCK_OFFSET_DAYS: z.coerce.number().int().default(0),
    /** Largest accepted upload (default 10 MB). */
    FILE_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    /** Imports (ATC, holidays): an xlsx may unpack to at most this much, all its parts together (default 32 MB). */
    IMPORT_MAX_UNZIPPED_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(32 * 1024 * 1024),
    /** Imports: rows and cells one file may hold, all sheets together (an ATC file of 2,000 rows has 196,098). */
    IMPORT_MAX_ROWS: z.coerce.number().int().positive().default(5000),
    IMPORT_MAX_CELLS: z.coerce.number().int().positive().default(250_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.CLOCK_OFFSET_DAYS !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['CLOCK_OFFSET_DAYS'],
        message: 'CLOCK_OFFSET_DAYS is for tests only and is refused when NODE_ENV=production',
      });
    }
    if (env.NODE_ENV === 'production' && env.CAPTCHA_FIXED) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_FIXED'],
        message: 'CAPTCHA_FIXED is for tests only and is refused when NODE_ENV=production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'JWT_SECRET is required when NODE_ENV=production',
      });
    }
  });

export type Config = z.infer<typeof envSchema>;

/** Parse the environment; throws one readable error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Is /api/docs served? */
export function apiDocsOpen(config: Pick<Config, 'API_DOCS' | 'NODE_ENV'>): boolean {
  return (config.API_DOCS ?? (config.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
}

/** The PostgreSQL pool's size and time-outs from the configuration. */
export function poolSettingsOf(config: Config): PoolSettings {
  return {
    connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    max: config.DATABASE_POOL_MAX,
  };
}

/** The portal's public address, for links in mail (no trailing slash). */
export function portalUrlOf(config: Pick<Config, 'PORTAL_URL' | 'PORT'>): string {
  return (config.PORTAL_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
