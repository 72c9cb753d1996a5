CREATE TABLE "ebidding_bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"invitation_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"bidder_user_id" integer NOT NULL,
	"applied_quantum" integer NOT NULL,
	"status" text NOT NULL,
	"quoted_price" integer,
	"place" text,
	"authorized_person_name" text,
	"authorized_person_designation" text,
	"is_draft" boolean DEFAULT true NOT NULL,
	"allocated_quantum" integer,
	"applicable_price" integer,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebidding_invitations" (
	"id" integer PRIMARY KEY NOT NULL,
	"bid_invitation_no" text,
	"date_of_invitation" date,
	"status" text NOT NULL,
	"sub_station_details" text,
	"available_margin_substation" integer,
	"transmission_system_details" text,
	"name_of_transmission_system" text,
	"last_date_of_submission" date,
	"dead_line" text,
	"deadline_at" timestamp with time zone,
	"bid_opening_date" date,
	"bid_opening_time" text,
	"floor_price" integer,
	"place" text,
	"signed_on" date,
	"authorized_person_name" text,
	"authorized_person_designation" text,
	"invited_by" integer,
	"invited_at" timestamp with time zone,
	"result" jsonb,
	"processed_by" integer,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ebidding_bids" ADD CONSTRAINT "ebidding_bids_invitation_id_ebidding_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."ebidding_invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebidding_bids" ADD CONSTRAINT "ebidding_bids_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebidding_bids" ADD CONSTRAINT "ebidding_bids_bidder_user_id_users_id_fk" FOREIGN KEY ("bidder_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebidding_invitations" ADD CONSTRAINT "ebidding_invitations_id_congestions_id_fk" FOREIGN KEY ("id") REFERENCES "public"."congestions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebidding_invitations" ADD CONSTRAINT "ebidding_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebidding_invitations" ADD CONSTRAINT "ebidding_invitations_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ebidding_bids_invitation_application_key" ON "ebidding_bids" USING btree ("invitation_id","application_id");--> statement-breakpoint
CREATE INDEX "ebidding_bids_bidder_idx" ON "ebidding_bids" USING btree ("bidder_user_id");--> statement-breakpoint
CREATE INDEX "ebidding_bids_application_idx" ON "ebidding_bids" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ebidding_invitations_no_key" ON "ebidding_invitations" USING btree ("bid_invitation_no") WHERE "ebidding_invitations"."bid_invitation_no" is not null;--> statement-breakpoint
CREATE INDEX "ebidding_invitations_status_idx" ON "ebidding_invitations" USING btree ("status","deadline_at");