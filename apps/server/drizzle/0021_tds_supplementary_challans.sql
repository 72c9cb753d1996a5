CREATE TABLE "tds_challan_deductions" (
	"challan_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "tds_challan_deductions_challan_id_entry_id_pk" PRIMARY KEY("challan_id","entry_id")
);
--> statement-breakpoint
DROP INDEX "tds_challans_month_key";--> statement-breakpoint
ALTER TABLE "tds_challans" ADD COLUMN "is_supplementary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tds_challan_deductions" ADD CONSTRAINT "tds_challan_deductions_challan_id_tds_challans_id_fk" FOREIGN KEY ("challan_id") REFERENCES "public"."tds_challans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_challan_deductions" ADD CONSTRAINT "tds_challan_deductions_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tds_challan_deductions_live_key" ON "tds_challan_deductions" USING btree ("entry_id") WHERE "tds_challan_deductions"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tds_challans_submitted_key" ON "tds_challans" USING btree ("party_user_id","month") WHERE "tds_challans"."status" = 'Submitted';--> statement-breakpoint
CREATE INDEX "tds_challans_month_idx" ON "tds_challans" USING btree ("party_user_id","month");