-- Lists at scale (issue 14): the "Application No" filter of the application lists is ILIKE '%…%', which no btree
-- serves; a trigram index does. pg_trgm ships with PostgreSQL (contrib, a trusted extension); PGlite 0.5.16 has it
-- only when PGlite.create loads it, which the server does not do — there pg_available_extensions does not list it,
-- this block does nothing and the filter reads the list's rows as before. Not in the drizzle schema (drizzle-kit
-- would create it unconditionally), so the next generated migration never touches it.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "applications_application_no_trgm_idx" ON "applications" USING gin ("application_no" gin_trgm_ops);
  END IF;
EXCEPTION WHEN insufficient_privilege OR undefined_object THEN
  RAISE NOTICE 'pg_trgm was not created (%): application numbers are searched without a trigram index', SQLERRM;
END $$;
