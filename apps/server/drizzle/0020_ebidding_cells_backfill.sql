-- Congestion records and processed bids from before congestion per block (issue 34): the cells are the period's box,
-- every date from from_date to to_date, blocks [from_time_block, to_time_block); a processed bid priced the whole box.
UPDATE "congestions" AS c
   SET "cells" = (
     SELECT coalesce(jsonb_agg(jsonb_build_object('date', d::date::text, 'from', c.from_time_block,
                                                  'to', least(c.to_time_block, 96)) ORDER BY d), '[]'::jsonb)
       FROM generate_series(c.from_date::timestamp, c.to_date::timestamp, interval '1 day') AS d)
 WHERE c."cells" = '[]'::jsonb AND c.to_time_block > c.from_time_block;--> statement-breakpoint
UPDATE "ebidding_bids" AS b
   SET "award_cells" = (
     SELECT coalesce(jsonb_agg(jsonb_build_object(
              'date', r->>'date', 'from', (r->>'from')::int, 'to', (r->>'to')::int,
              'requested', b.applied_quantum, 'allocated', coalesce(b.allocated_quantum, 0),
              'price', CASE WHEN coalesce(b.allocated_quantum, 0) > 0 THEN b.applicable_price END)), '[]'::jsonb)
       FROM "congestions" AS c, jsonb_array_elements(c."cells") AS r
      WHERE c.id = b.invitation_id)
 WHERE b.status = 'Completed' AND b."award_cells" IS NULL;
