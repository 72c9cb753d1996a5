/**
 * Hot queries as prepared statements (issue 14): a query is built once per database handle and shape, with
 * `sql.placeholder` for its values, and then only executed. On PostgreSQL drizzle sends it as a node-postgres named
 * statement, so each pooled connection parses and plans it once (PostgreSQL may then keep a generic plan); PGlite
 * ignores the name and runs the text. A statement name always stands for one SQL text in this process (a shape's key
 * names it), as node-postgres requires per connection; an empty name is node-postgres' unnamed statement.
 */
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

const byDb = new WeakMap<object, Map<string, unknown>>();
const names = new Map<string, string>();

/**
 * How many shapes get a named statement. Each named statement stays planned on every pooled connection for the
 * connection's life; filters combine into many shapes, so past this many (rare ones, or a caller walking every
 * combination) a shape runs unnamed: still built once, parsed and planned per execution.
 */
export const MAX_NAMED_STATEMENTS = 100;

/** The statement name of a shape: its prefix and a number, short and stable for the process ('' once past the cap). */
function nameOf(key: string): string {
  let name = names.get(key);
  if (name === undefined) {
    const prefix = key.replace(/[^a-z0-9_]/gi, '_').slice(0, 40);
    name = names.size < MAX_NAMED_STATEMENTS ? `${prefix}_${names.size + 1}` : '';
    names.set(key, name);
  }
  return name;
}

/**
 * The prepared query of `key` on `db`, built by `build(name)` the first time (`build` calls `.prepare(name)`). A
 * transaction gets a fresh one each time: its statements run on its own connection and end with it.
 */
export function preparedOn<T>(db: DbOrTx, key: string, build: (name: string) => T): T {
  if (is(db, PgTransaction)) return build(nameOf(key));
  let cache = byDb.get(db);
  if (!cache) {
    cache = new Map();
    byDb.set(db, cache);
  }
  let query = cache.get(key) as T | undefined;
  if (query === undefined) {
    query = build(nameOf(key));
    cache.set(key, query);
  }
  return query;
}
