/**
 * Inter-state registrations (spec §2.2 /inter-state-registration): an entity of the state registered for
 * inter-state transactions, with its documents and the verifier's marks. The timeline lives in workflow_events
 * (record type 'InterStateRegistration'); numbers come from registration_serials (key 'InterState').
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { files } from './file.ts';

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
    uniqueIndex('inter_state_registrations_registration_no_key')
      .on(t.registrationNo)
      .where(sql`${t.registrationNo} is not null`),
  ],
);

/** The documents of an inter-state registration with the verifier's marks. */
export const interStateRegistrationFiles = pgTable(
  'inter_state_registration_files',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => interStateRegistrations.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    documentType: text('document_type').notNull(),
    isValid: boolean('is_valid'),
    comments: text('comments'),
    validatedBy: integer('validated_by').references(() => users.id),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inter_state_registration_files_reg_file_key').on(t.registrationId, t.fileId),
    index('inter_state_registration_files_file_idx').on(t.fileId),
  ],
);
