-- Each challan recorded before supplementary challans deposited exactly its month's deductions as they stood when
-- it was uploaded (its amount had to equal them, one live challan a month): it names the TdsDeduction entries of
-- its party and month recorded by then. Deductions recorded later (late or back-dated payments) stay on no challan:
-- they are what a supplementary challan deposits. A reverted challan's deductions are released.
INSERT INTO "tds_challan_deductions" ("challan_id", "entry_id", "released_at")
SELECT c."id", e."id", CASE WHEN c."status" = 'Reverted' THEN coalesce(c."decided_at", c."submitted_at") END
  FROM "tds_challans" c
  JOIN "dues" d ON d."party_user_id" = c."party_user_id"
  JOIN "ledger_entries" e ON e."due_id" = d."id" AND e."kind" = 'TdsDeduction'
   AND to_char(e."entry_date", 'YYYY-MM') = c."month" AND e."created_at" <= c."submitted_at";
