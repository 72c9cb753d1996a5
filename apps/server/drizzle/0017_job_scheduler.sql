CREATE TABLE "job_run_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"result" jsonb,
	"error" text,
	"triggered_by" integer
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "next_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "leased_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "last_status" text;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_run_log" ADD CONSTRAINT "job_run_log_triggered_by_users_id_fk" FOREIGN KEY ("triggered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_run_log_job_idx" ON "job_run_log" USING btree ("job","started_at" DESC NULLS LAST);