/**
 * Inter-state registrations (spec §2.2 /inter-state-registration): an entity of the state registered for
 * inter-state transactions. Its documents live in record_documents and its timeline in workflow_events (record
 * type 'InterStateRegistration'); numbers come from registration_serials (key 'InterState').
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './account.ts';

export const interStateRegistrations = pgTable(
  'inter_state_registrations',
  {
    id: serial('id').primaryKey(),
    applicantUserId: integer('applicant_user_id')
      .notNull()
      .references(() => users.id),
    /** A registered entity sector (spec §3), fixed when the record is created. */
    sector: text('sector').notNull(),
    status: text('status').notNull(),
    /** Issued on approval: STOA/IS/<year>/<serial>. */
    registrationNo: text('registration_no'),
    /** The form's payload (InterStateDetails once submitted; whatever was typed while a draft). */
    details: jsonb('details').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedOn: date('approved_on'),
    expiredOn: date('expired_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('inter_state_registrations_applicant_idx').on(t.applicantUserId),
    index('inter_state_registrations_status_idx').on(t.status),
    // The lists (issue 14), in their order (updated first, then id): every submitted one (the SLDC), and an
    // applicant's own.
    index('inter_state_registrations_list_idx')
      .on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'Draft'`),
    index('inter_state_registrations_own_list_idx').on(
      t.applicantUserId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('inter_state_registrations_registration_no_key')
      .on(t.registrationNo)
      .where(sql`${t.registrationNo} is not null`),
  ],
);
