CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"form_name" text NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"record_type" text,
	"record_id" text
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"account_type" text NOT NULL,
	"micr" text,
	"branch_address" text,
	"purpose" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "business_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "corridors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"zone" text,
	"direction" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "due_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"charge_type" text NOT NULL,
	"days_to_pay" integer NOT NULL,
	"day_kind" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"fee_type" text NOT NULL,
	"subject" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "holiday_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"rows_saved" integer NOT NULL,
	"rows_rejected" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"holiday_file_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "payment_modes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"instructions" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "stoa_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"charge_type" text NOT NULL,
	"basis" text NOT NULL,
	"rate_hundredths" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "tds_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"charge_type" text NOT NULL,
	"rate_hundredths" integer NOT NULL,
	"section" text NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "tds_interest_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"rate_hundredths" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "user_manuals" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"file_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "utilities" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_rules" ADD CONSTRAINT "business_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corridors" ADD CONSTRAINT "corridors_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_rules" ADD CONSTRAINT "due_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_files" ADD CONSTRAINT "holiday_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_files" ADD CONSTRAINT "holiday_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_holiday_file_id_holiday_files_id_fk" FOREIGN KEY ("holiday_file_id") REFERENCES "public"."holiday_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_modes" ADD CONSTRAINT "payment_modes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stoa_charges" ADD CONSTRAINT "stoa_charges_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_configs" ADD CONSTRAINT "tds_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_configs" ADD CONSTRAINT "tds_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_interest_rates" ADD CONSTRAINT "tds_interest_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_manuals" ADD CONSTRAINT "user_manuals_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_manuals" ADD CONSTRAINT "user_manuals_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_uploaded_by_idx" ON "files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "files_record_idx" ON "files" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corridors_name_key" ON "corridors" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "due_rules_charge_type_key" ON "due_rules" USING btree ("charge_type");--> statement-breakpoint
CREATE INDEX "fees_series_idx" ON "fees" USING btree ("fee_type","subject","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_key" ON "holidays" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_modes_mode_key" ON "payment_modes" USING btree ("mode");--> statement-breakpoint
CREATE INDEX "stoa_charges_series_idx" ON "stoa_charges" USING btree ("charge_type","effective_from");--> statement-breakpoint
CREATE INDEX "tds_configs_series_idx" ON "tds_configs" USING btree ("user_id","charge_type","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "user_manuals_audience_key" ON "user_manuals" USING btree ("audience");