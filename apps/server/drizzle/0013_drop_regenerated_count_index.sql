-- For a database migrated while main briefly held a regenerated 0010 that already created the count index under the
-- name applications_list_count_idx (commit 599cdf1): 0012 creates it as applications_submitted_type_idx, this drops
-- the twin. Everywhere else the name never existed and this does nothing.
DROP INDEX IF EXISTS "applications_list_count_idx";
