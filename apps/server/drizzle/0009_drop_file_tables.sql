DROP TABLE "registration_files" CASCADE;--> statement-breakpoint
DROP TABLE "inter_state_registration_files" CASCADE;