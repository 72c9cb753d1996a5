ALTER TABLE "applications" ALTER COLUMN "requested_mwh" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "allocated_mwh" SET DATA TYPE bigint;