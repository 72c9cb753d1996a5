/** PostgreSQL's SQLSTATE of a failed query, through Drizzle's wrapper (`cause`) on both drivers; null if none. */
export function sqlStateOf(err: unknown): string | null {
  for (let e: unknown = err, hops = 0; e && typeof e === 'object' && hops < 5; e = (e as Error).cause, hops += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** A unique index refused the row: someone took the value between our check and our insert. */
export function isUniqueViolation(err: unknown): boolean {
  return sqlStateOf(err) === '23505';
}
