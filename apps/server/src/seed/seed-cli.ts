/** `npm run db:seed`: migrate, then seed the demo data set if the database has no users. */
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';

const opened = await openConfiguredDatabase(loadConfig(), { seed: true });
console.log(opened.seeded ? 'demo data seeded' : 'database already has users: nothing seeded');
await opened.close();
