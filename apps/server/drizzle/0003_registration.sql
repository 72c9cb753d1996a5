CREATE TABLE "job_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"is_valid" boolean,
	"comments" text,
	"validated_by" integer,
	"validated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registration_serials" (
	"entity_type" text NOT NULL,
	"year" integer NOT NULL,
	"last_serial" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity_type" text NOT NULL,
	"applicant_user_id" integer NOT NULL,
	"previous_registration_id" integer,
	"status" text NOT NULL,
	"registration_no" text,
	"details" jsonb NOT NULL,
	"transco_id" integer,
	"discom_id" integer,
	"submitted_at" timestamp with time zone,
	"approved_on" date,
	"valid_from" date,
	"expired_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trader_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_user_id" integer NOT NULL,
	"trader_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workflow_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" integer,
	"actor_role" text NOT NULL,
	"comments" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_files" ADD CONSTRAINT "registration_files_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_files" ADD CONSTRAINT "registration_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_files" ADD CONSTRAINT "registration_files_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_transco_id_utilities_id_fk" FOREIGN KEY ("transco_id") REFERENCES "public"."utilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_discom_id_utilities_id_fk" FOREIGN KEY ("discom_id") REFERENCES "public"."utilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trader_links" ADD CONSTRAINT "trader_links_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trader_links" ADD CONSTRAINT "trader_links_trader_user_id_users_id_fk" FOREIGN KEY ("trader_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_events" ADD CONSTRAINT "workflow_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_files_reg_file_key" ON "registration_files" USING btree ("registration_id","file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_serials_key" ON "registration_serials" USING btree ("entity_type","year");--> statement-breakpoint
CREATE INDEX "registrations_applicant_idx" ON "registrations" USING btree ("applicant_user_id");--> statement-breakpoint
CREATE INDEX "registrations_status_idx" ON "registrations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "registrations_expiry_idx" ON "registrations" USING btree ("expired_on");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_registration_no_key" ON "registrations" USING btree ("registration_no") WHERE "registrations"."kind" = 'Registration' and "registrations"."registration_no" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "trader_links_active_key" ON "trader_links" USING btree ("applicant_user_id","trader_user_id") WHERE "trader_links"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "workflow_events_record_idx" ON "workflow_events" USING btree ("record_type","record_id");