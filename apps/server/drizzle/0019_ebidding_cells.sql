ALTER TABLE "congestions" ADD COLUMN "cells" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ebidding_bids" ADD COLUMN "award_cells" jsonb;