CREATE TABLE "curtailment_items" (
	"curtailment_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"date" date NOT NULL,
	"shed" integer[] NOT NULL,
	CONSTRAINT "curtailment_items_curtailment_id_application_id_date_pk" PRIMARY KEY("curtailment_id","application_id","date")
);
--> statement-breakpoint
CREATE TABLE "curtailments" (
	"id" serial PRIMARY KEY NOT NULL,
	"curtailment_no" text NOT NULL,
	"corridor_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"from_block" integer NOT NULL,
	"to_block" integer NOT NULL,
	"mw" integer NOT NULL,
	"reason_type" text NOT NULL,
	"reason" text NOT NULL,
	"requested_units" bigint NOT NULL,
	"curtailed_units" bigint NOT NULL,
	"applied_by" integer NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revision_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"revision_no" text NOT NULL,
	"application_id" integer NOT NULL,
	"applicant_user_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"rows" jsonb NOT NULL,
	"effective_date" date NOT NULL,
	"effective_block" integer NOT NULL,
	"impact" jsonb NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"source_no" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"kept_dates" text[] DEFAULT '{}'::text[] NOT NULL,
	"energy_before" bigint NOT NULL,
	"energy_after" bigint NOT NULL,
	"stu_before" bigint,
	"stu_after" bigint,
	"operating_before" bigint,
	"operating_after" bigint
);
--> statement-breakpoint
ALTER TABLE "curtailment_items" ADD CONSTRAINT "curtailment_items_curtailment_id_curtailments_id_fk" FOREIGN KEY ("curtailment_id") REFERENCES "public"."curtailments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curtailment_items" ADD CONSTRAINT "curtailment_items_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curtailments" ADD CONSTRAINT "curtailments_corridor_id_corridors_id_fk" FOREIGN KEY ("corridor_id") REFERENCES "public"."corridors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curtailments" ADD CONSTRAINT "curtailments_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_requests" ADD CONSTRAINT "revision_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_requests" ADD CONSTRAINT "revision_requests_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "curtailment_items_application_idx" ON "curtailment_items" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "curtailments_no_key" ON "curtailments" USING btree ("curtailment_no");--> statement-breakpoint
CREATE INDEX "curtailments_list_idx" ON "curtailments" USING btree ("applied_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "revision_requests_no_key" ON "revision_requests" USING btree ("revision_no");--> statement-breakpoint
CREATE INDEX "revision_requests_application_idx" ON "revision_requests" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "revision_requests_applicant_idx" ON "revision_requests" USING btree ("applicant_user_id");--> statement-breakpoint
CREATE INDEX "revision_requests_list_idx" ON "revision_requests" USING btree ("requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "revision_requests_open_key" ON "revision_requests" USING btree ("application_id") WHERE "revision_requests"."status" = 'Submitted';--> statement-breakpoint
CREATE INDEX "schedule_changes_application_idx" ON "schedule_changes" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "schedule_changes_source_idx" ON "schedule_changes" USING btree ("kind","source_id");