/** `npm run db:migrate`: apply migrations to DATABASE_URL, or to the PGlite database under DATA_DIR. */
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from './open-configured.ts';

const opened = await openConfiguredDatabase(loadConfig(), { seed: false });
console.log(`migrations applied (${opened.database.kind})`);
await opened.close();
