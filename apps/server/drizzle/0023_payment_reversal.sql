DROP INDEX "payments_reference_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversed_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_bank_reference_key" ON "payments" USING btree (lower(regexp_replace(btrim("bank_name"), '[[:space:]]+', ' ', 'g')),lower(btrim("reference_no"))) WHERE "payments"."status" <> 'Reverted';