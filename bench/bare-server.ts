// The yardstick of bench/lists.ts: a bare Fastify + pg server that runs, for every GET /list, exactly the statements
// the portal's repository sends for page 1 of Application/GetAll/DayAhead (text, values and statement name as
// recorded by lists.ts, the count included) on a pg Pool of the portal's size, and answers the rows as JSON. No
// authentication, no validation, no serializer schema, no logging: what a list costs when only the SQL is paid for.
// Started by lists.ts as a child process: BARE_DATABASE_URL, BARE_PORT, BARE_STATEMENTS (JSON: [{ name?, text,
// values }]); prints `listening <port>` once ready.
import Fastify from 'fastify';
import pg from 'pg';

interface Statement {
  name?: string;
  text: string;
  values: unknown[];
}

const databaseUrl = process.env.BARE_DATABASE_URL;
const port = Number(process.env.BARE_PORT ?? 0);
const statements = JSON.parse(process.env.BARE_STATEMENTS ?? '[]') as Statement[];
if (!databaseUrl || statements.length === 0) {
  console.error('bare-server: BARE_DATABASE_URL and BARE_STATEMENTS are required');
  process.exit(2);
}

// The portal's pool: the same size (db/client.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
pool.on('error', () => undefined);

const run = (s: Statement) =>
  pool.query(s.name ? { name: s.name, text: s.text, values: s.values } : { text: s.text, values: s.values });

const app = Fastify({ logger: false });
app.get('/list', async () => {
  // One statement (page and count together) or several (sent concurrently, as the portal would).
  const results = await Promise.all(statements.map(run));
  return { results: results.map((r) => r.rows) };
});

const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());

await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : port}`);
