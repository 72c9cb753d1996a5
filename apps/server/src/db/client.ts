/**
 * One database handle for both drivers (STACK pitfall 7): embedded PGlite under DATA_DIR by default, a PostgreSQL
 * server when DATABASE_URL is set. The rest of the server sees only `Db`.
 */
import { PGlite } from '@electric-sql/pglite';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services pass it to repositories so one state change is one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Is this handle a transaction (its reads see its own writes), not the database? */
export const isTransaction = (db: DbOrTx): db is Tx => db instanceof PgTransaction;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close: () => Promise<void> };

export interface OpenOptions {
  /** postgres://… — when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined means in memory. */
  dataDir?: string | undefined;
  /** A PGlite data-dir dump to start from (tests open copies of a migrated template). */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL only: the pool's size, how long to wait for a connection, the server-side time-outs (0 = none). */
  pool?: Partial<PoolSettings> | undefined;
}

export interface PoolSettings {
  /** Connecting, or waiting for a free pooled connection; past it the request answers 503. */
  connectMs: number;
  /** statement_timeout of every connection. */
  statementMs: number;
  /** idle_in_transaction_session_timeout: the server ends a transaction left idle this long. */
  idleInTransactionMs: number;
  /** The pool's connections. */
  max: number;
}

export const DEFAULT_POOL_SETTINGS: PoolSettings = {
  connectMs: 10_000,
  statementMs: 0,
  idleInTransactionMs: 60_000,
  max: 10,
};

/**
 * A pool whose connections can die under it (pg_terminate_backend, a fail-over, a time-out) without taking the
 * process along: pg emits `error` on a client whose socket ends, and pg-pool listens only while the client is idle.
 * A client checked out for a transaction would crash the process with an unhandled `error` event; every client
 * gets its own listener instead. The query that was running receives the error itself (the error handler answers
 * 503), and the pool drops the dead client on release and connects a new one for the next request.
 */
async function openPool(databaseUrl: string, settings: PoolSettings): Promise<pg.Pool> {
  // The PostgreSQL driver loads only when it is used: an embedded start does without it.
  const { default: pgDriver } = await import('pg');
  const pool = new pgDriver.Pool({
    connectionString: databaseUrl,
    max: settings.max,
    connectionTimeoutMillis: settings.connectMs,
    ...(settings.statementMs > 0 ? { statement_timeout: settings.statementMs } : {}),
    ...(settings.idleInTransactionMs > 0 ? { idle_in_transaction_session_timeout: settings.idleInTransactionMs } : {}),
  });
  const ignore = () => undefined;
  pool.on('connect', (client) => client.on('error', ignore));
  pool.on('error', ignore);
  return pool;
}

/**
 * PGlite's shared buffers. Its default, 128 MB, costs ~0.4 s more at every open on 2 cores (measured: 1.3–1.8 s
 * against 0.8–1.2 s); 32 MB also holds the whole demo database, and a 93 MB table scanned or read by key was no
 * slower with it (reads past the buffers come from the OS's file cache).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = await openPool(options.databaseUrl, { ...DEFAULT_POOL_SETTINGS, ...options.pool });
    const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const pglite = await PGlite.create({
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}
