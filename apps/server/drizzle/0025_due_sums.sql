CREATE TABLE "due_sums" (
	"due_id" integer PRIMARY KEY NOT NULL,
	"charged" bigint DEFAULT 0 NOT NULL,
	"settled" bigint DEFAULT 0 NOT NULL,
	"tds" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"due_on" date,
	"due_at" timestamp with time zone,
	"raised_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "due_sums" ADD CONSTRAINT "due_sums_due_id_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."dues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "due_sums_open_idx" ON "due_sums" USING btree ("due_on") WHERE "due_sums"."balance" > 0;--> statement-breakpoint
-- An insert's entries, summed per due and added to what the due had.
CREATE FUNCTION "due_sums_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "due_sums" AS s ("due_id", "charged", "settled", "tds", "refunded", "balance", "due_on", "due_at", "raised_on")
  SELECT n."due_id",
    coalesce(sum(n."amount_paise") FILTER (WHERE n."kind" IN ('Charge', 'Reversal')), 0),
    coalesce(-sum(n."amount_paise") FILTER (WHERE n."kind" IN ('Payment', 'TdsDeduction')), 0),
    coalesce(-sum(n."amount_paise") FILTER (WHERE n."kind" = 'TdsDeduction'), 0),
    coalesce(sum(n."amount_paise") FILTER (WHERE n."kind" = 'Refund'), 0),
    sum(n."amount_paise"),
    max(n."due_on") FILTER (WHERE n."kind" = 'Charge'),
    max(n."due_at") FILTER (WHERE n."kind" = 'Charge'),
    min(n."entry_date")
  FROM "new_entries" n
  GROUP BY n."due_id"
  ON CONFLICT ("due_id") DO UPDATE SET
    "charged" = s."charged" + excluded."charged",
    "settled" = s."settled" + excluded."settled",
    "tds" = s."tds" + excluded."tds",
    "refunded" = s."refunded" + excluded."refunded",
    "balance" = s."balance" + excluded."balance",
    "due_on" = greatest(s."due_on", excluded."due_on"),
    "due_at" = greatest(s."due_at", excluded."due_at"),
    "raised_on" = least(s."raised_on", excluded."raised_on");
  RETURN NULL;
END $$;
--> statement-breakpoint
-- These dues' sums counted afresh from the ledger.
CREATE FUNCTION "due_sums_count"(touched integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "due_sums" WHERE "due_id" = ANY(touched);
  INSERT INTO "due_sums" ("due_id", "charged", "settled", "tds", "refunded", "balance", "due_on", "due_at", "raised_on")
  SELECT e."due_id",
    coalesce(sum(e."amount_paise") FILTER (WHERE e."kind" IN ('Charge', 'Reversal')), 0),
    coalesce(-sum(e."amount_paise") FILTER (WHERE e."kind" IN ('Payment', 'TdsDeduction')), 0),
    coalesce(-sum(e."amount_paise") FILTER (WHERE e."kind" = 'TdsDeduction'), 0),
    coalesce(sum(e."amount_paise") FILTER (WHERE e."kind" = 'Refund'), 0),
    sum(e."amount_paise"),
    max(e."due_on") FILTER (WHERE e."kind" = 'Charge'),
    max(e."due_at") FILTER (WHERE e."kind" = 'Charge'),
    min(e."entry_date")
  FROM "ledger_entries" e
  WHERE e."due_id" = ANY(touched)
  GROUP BY e."due_id";
END $$;
--> statement-breakpoint
-- Entries are immutable; where one is changed or deleted all the same (test fixtures), the dues it touched are
-- counted afresh.
CREATE FUNCTION "due_sums_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "due_sums_count"(ARRAY(SELECT DISTINCT "due_id" FROM "old_entries"));
  ELSE
    PERFORM "due_sums_count"(ARRAY(SELECT "due_id" FROM "old_entries" UNION SELECT "due_id" FROM "new_entries"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_sums_insert" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "due_sums_add"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_sums_delete" AFTER DELETE ON "ledger_entries"
  REFERENCING OLD TABLE AS "old_entries" FOR EACH STATEMENT EXECUTE FUNCTION "due_sums_recount"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_sums_update" AFTER UPDATE ON "ledger_entries"
  REFERENCING OLD TABLE AS "old_entries" NEW TABLE AS "new_entries" FOR EACH STATEMENT
  EXECUTE FUNCTION "due_sums_recount"();
--> statement-breakpoint
-- What the ledger holds today.
SELECT "due_sums_count"(ARRAY(SELECT DISTINCT "due_id" FROM "ledger_entries"));
