CREATE TABLE "inter_state_registration_files" (
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
CREATE TABLE "inter_state_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_user_id" integer NOT NULL,
	"sector" text NOT NULL,
	"status" text NOT NULL,
	"registration_no" text,
	"details" jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_on" date,
	"expired_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inter_state_registration_files" ADD CONSTRAINT "inter_state_registration_files_registration_id_inter_state_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."inter_state_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inter_state_registration_files" ADD CONSTRAINT "inter_state_registration_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inter_state_registration_files" ADD CONSTRAINT "inter_state_registration_files_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inter_state_registrations" ADD CONSTRAINT "inter_state_registrations_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inter_state_registration_files_reg_file_key" ON "inter_state_registration_files" USING btree ("registration_id","file_id");--> statement-breakpoint
CREATE INDEX "inter_state_registration_files_file_idx" ON "inter_state_registration_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "inter_state_registrations_applicant_idx" ON "inter_state_registrations" USING btree ("applicant_user_id");--> statement-breakpoint
CREATE INDEX "inter_state_registrations_status_idx" ON "inter_state_registrations" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "inter_state_registrations_registration_no_key" ON "inter_state_registrations" USING btree ("registration_no") WHERE "inter_state_registrations"."registration_no" is not null;