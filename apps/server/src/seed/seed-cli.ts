/** `npm run db:seed`: migrate, then seed the demo data set if the database has no users. */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { lockDataDir } from '../platform/data-dir-lock.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedDemoIfEmpty } from './demo.ts';

const config = loadConfig();
const release = config.DATABASE_URL ? () => undefined : lockDataDir(config.DATA_DIR);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(path.resolve(config.DATA_DIR), 'pglite'),
});
try {
  await runMigrations(database);
  const seeded = await seedDemoIfEmpty(database.db);
  console.log(seeded ? 'demo data seeded' : 'database already has users: nothing seeded');
} finally {
  await database.close();
  release();
}
