CREATE TABLE "dues" (
	"id" serial PRIMARY KEY NOT NULL,
	"party_user_id" integer NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"record_kind" text,
	"record_no" text NOT NULL,
	"reference" text,
	"due_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"due_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"due_on" date,
	"entry_date" date NOT NULL,
	"rule" text NOT NULL,
	"payment_id" integer,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "payment_items" (
	"payment_id" integer NOT NULL,
	"due_id" integer NOT NULL,
	"gross_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"tds_rate" integer NOT NULL,
	"net_paise" bigint NOT NULL,
	CONSTRAINT "payment_items_payment_id_due_id_pk" PRIMARY KEY("payment_id","due_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_no" text,
	"party_user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"reference_no" text NOT NULL,
	"bank_name" text NOT NULL,
	"payment_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"proof_file_id" uuid,
	"status" text NOT NULL,
	"revert_reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"submitted_by" integer,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"party_user_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"mode" text NOT NULL,
	"reference_no" text NOT NULL,
	"refund_date" date NOT NULL,
	"remarks" text,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" integer
);
--> statement-breakpoint
CREATE TABLE "tds_challans" (
	"id" serial PRIMARY KEY NOT NULL,
	"party_user_id" integer NOT NULL,
	"month" text NOT NULL,
	"challan_no" text NOT NULL,
	"bsr_code" text,
	"deposit_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"proof_file_id" uuid,
	"status" text NOT NULL,
	"revert_reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dues" ADD CONSTRAINT "dues_party_user_id_users_id_fk" FOREIGN KEY ("party_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_due_id_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."dues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_due_id_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."dues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_party_user_id_users_id_fk" FOREIGN KEY ("party_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_party_user_id_users_id_fk" FOREIGN KEY ("party_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_challans" ADD CONSTRAINT "tds_challans_party_user_id_users_id_fk" FOREIGN KEY ("party_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_challans" ADD CONSTRAINT "tds_challans_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_challans" ADD CONSTRAINT "tds_challans_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dues_record_type_key" ON "dues" USING btree ("record_type","record_id","due_type");--> statement-breakpoint
CREATE INDEX "dues_party_idx" ON "dues" USING btree ("party_user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_due_idx" ON "ledger_entries" USING btree ("due_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("payment_id") WHERE "ledger_entries"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_items_due_idx" ON "payment_items" USING btree ("due_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("party_user_id","mode",lower("reference_no")) WHERE "payments"."status" <> 'Reverted';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_no_key" ON "payments" USING btree ("receipt_no") WHERE "payments"."receipt_no" is not null;--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "payments_party_idx" ON "payments" USING btree ("party_user_id");--> statement-breakpoint
CREATE INDEX "refunds_record_idx" ON "refunds" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tds_challans_month_key" ON "tds_challans" USING btree ("party_user_id","month") WHERE "tds_challans"."status" <> 'Reverted';--> statement-breakpoint
CREATE INDEX "tds_challans_status_idx" ON "tds_challans" USING btree ("status");