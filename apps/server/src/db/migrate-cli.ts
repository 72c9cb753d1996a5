/** `npm run db:migrate`: apply migrations to DATABASE_URL, or to the PGlite database under DATA_DIR. */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { lockDataDir } from '../platform/data-dir-lock.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const config = loadConfig();
const release = config.DATABASE_URL ? () => undefined : lockDataDir(config.DATA_DIR);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(path.resolve(config.DATA_DIR), 'pglite'),
});
try {
  await runMigrations(database);
  console.log(`migrations applied (${database.kind})`);
} finally {
  await database.close();
  release();
}
