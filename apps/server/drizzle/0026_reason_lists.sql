CREATE TABLE "reason_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_type" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "workflow_events" ADD COLUMN "reasons" jsonb;--> statement-breakpoint
ALTER TABLE "reason_lists" ADD CONSTRAINT "reason_lists_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reason_lists_type_code_key" ON "reason_lists" USING btree ("record_type","code");