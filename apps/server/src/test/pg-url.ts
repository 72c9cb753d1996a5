/** Helpers to point a PostgreSQL URL at another database of the same server. */
export function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The same server, connected to its `postgres` maintenance database (to create and drop databases). */
export function adminUrl(url: string): string {
  return databaseUrlFor(url, 'postgres');
}
