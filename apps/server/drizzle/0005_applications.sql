CREATE TABLE "application_days" (
	"application_id" integer NOT NULL,
	"date" date NOT NULL,
	"requested" integer[] NOT NULL,
	"allocated" integer[],
	CONSTRAINT "application_days_application_id_date_pk" PRIMARY KEY("application_id","date")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_no" text,
	"type" text NOT NULL,
	"applicant_user_id" integer NOT NULL,
	"trader_user_id" integer,
	"seller_registration_id" integer,
	"buyer_registration_id" integer,
	"status" text NOT NULL,
	"details" jsonb NOT NULL,
	"corridor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"from_date" date,
	"to_date" date,
	"processing_date" date,
	"received_at" timestamp with time zone,
	"seller_consent" text,
	"buyer_consent" text,
	"requested_mwh" integer DEFAULT 0 NOT NULL,
	"allocated_mwh" integer,
	"processing_run_id" integer,
	"congestion_id" integer,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atc_days" (
	"corridor_id" integer NOT NULL,
	"date" date NOT NULL,
	"atc" integer[] NOT NULL,
	"allocated" integer[] NOT NULL,
	"upload_id" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "atc_days_corridor_id_date_pk" PRIMARY KEY("corridor_id","date")
);
--> statement-breakpoint
CREATE TABLE "atc_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "congestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"processing_run_id" integer NOT NULL,
	"corridor_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"from_time_block" integer NOT NULL,
	"to_time_block" integer NOT NULL,
	"available_margin" integer NOT NULL,
	"applied_quantum" integer NOT NULL,
	"application_ids" integer[] NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processing_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processing_date" date NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"application_ids" integer[] NOT NULL,
	"result" jsonb NOT NULL,
	"processed_by" integer,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"allocated_by" integer,
	"allocated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "standing_clearances" (
	"id" serial PRIMARY KEY NOT NULL,
	"clearance_no" text,
	"applicant_user_id" integer NOT NULL,
	"registration_id" integer,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"quantum" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"details" jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"due_on" date,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_days" ADD CONSTRAINT "application_days_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_trader_user_id_users_id_fk" FOREIGN KEY ("trader_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_seller_registration_id_registrations_id_fk" FOREIGN KEY ("seller_registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_buyer_registration_id_registrations_id_fk" FOREIGN KEY ("buyer_registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atc_days" ADD CONSTRAINT "atc_days_corridor_id_corridors_id_fk" FOREIGN KEY ("corridor_id") REFERENCES "public"."corridors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atc_days" ADD CONSTRAINT "atc_days_upload_id_atc_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."atc_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atc_days" ADD CONSTRAINT "atc_days_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atc_uploads" ADD CONSTRAINT "atc_uploads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atc_uploads" ADD CONSTRAINT "atc_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "congestions" ADD CONSTRAINT "congestions_processing_run_id_processing_runs_id_fk" FOREIGN KEY ("processing_run_id") REFERENCES "public"."processing_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "congestions" ADD CONSTRAINT "congestions_corridor_id_corridors_id_fk" FOREIGN KEY ("corridor_id") REFERENCES "public"."corridors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_runs" ADD CONSTRAINT "processing_runs_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_runs" ADD CONSTRAINT "processing_runs_allocated_by_users_id_fk" FOREIGN KEY ("allocated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_clearances" ADD CONSTRAINT "standing_clearances_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_clearances" ADD CONSTRAINT "standing_clearances_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_days_date_idx" ON "application_days" USING btree ("date");--> statement-breakpoint
CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("applicant_user_id");--> statement-breakpoint
CREATE INDEX "applications_trader_idx" ON "applications" USING btree ("trader_user_id");--> statement-breakpoint
CREATE INDEX "applications_batch_idx" ON "applications" USING btree ("type","processing_date","status");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_application_no_key" ON "applications" USING btree ("application_no") WHERE "applications"."application_no" is not null;--> statement-breakpoint
CREATE INDEX "atc_days_date_idx" ON "atc_days" USING btree ("date");--> statement-breakpoint
CREATE INDEX "atc_uploads_kind_idx" ON "atc_uploads" USING btree ("kind","uploaded_at");--> statement-breakpoint
CREATE INDEX "congestions_run_idx" ON "congestions" USING btree ("processing_run_id");--> statement-breakpoint
CREATE INDEX "processing_runs_batch_idx" ON "processing_runs" USING btree ("type","processing_date");--> statement-breakpoint
CREATE INDEX "standing_clearances_applicant_idx" ON "standing_clearances" USING btree ("applicant_user_id");--> statement-breakpoint
CREATE INDEX "standing_clearances_status_idx" ON "standing_clearances" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "standing_clearances_no_key" ON "standing_clearances" USING btree ("clearance_no") WHERE "standing_clearances"."clearance_no" is not null;