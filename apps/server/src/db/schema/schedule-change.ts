/**
 * Revisions and curtailments (issue 18; DOMAIN §6): a revision request of an approved application (workflow record
 * type 'Revision'), an applied curtailment with the blocks it shed per application and date, and every change made to
 * an application's allocated schedule with its consequence on the charges (the record's schedule history). MW are
 * integer hundredths, 96 blocks per date; energy in block-hundredths (÷ 400 = MWh); money in paise.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { applications } from './application.ts';
import { corridors } from './configuration.ts';

export const revisionRequests = pgTable(
  'revision_requests',
  {
    id: serial('id').primaryKey(),
    revisionNo: text('revision_no').notNull(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    applicantUserId: integer('applicant_user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    reason: text('reason').notNull(),
    /** The rows as asked: dates, blocks and the new MW in hundredths. */
    rows: jsonb('rows').notNull(),
    effectiveDate: date('effective_date').notNull(),
    effectiveBlock: integer('effective_block').notNull(),
    /** What it changes (RevisionImpact): as previewed at the request, as applied once approved. */
    impact: jsonb('impact').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('revision_requests_no_key').on(t.revisionNo),
    index('revision_requests_application_idx').on(t.applicationId),
    index('revision_requests_applicant_idx').on(t.applicantUserId),
    index('revision_requests_list_idx').on(t.requestedAt.desc(), t.id.desc()),
    // One open request per application: a second would revise a schedule the first may change.
    uniqueIndex('revision_requests_open_key')
      .on(t.applicationId)
      .where(sql`${t.status} = 'Submitted'`),
  ],
);

export const curtailments = pgTable(
  'curtailments',
  {
    id: serial('id').primaryKey(),
    curtailmentNo: text('curtailment_no').notNull(),
    corridorId: integer('corridor_id')
      .notNull()
      .references(() => corridors.id),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    fromBlock: integer('from_block').notNull(),
    toBlock: integer('to_block').notNull(),
    /** The MW asked to shed in each block (hundredths). */
    mw: integer('mw').notNull(),
    reasonType: text('reason_type').notNull(),
    reason: text('reason').notNull(),
    requestedUnits: bigint('requested_units', { mode: 'number' }).notNull(),
    curtailedUnits: bigint('curtailed_units', { mode: 'number' }).notNull(),
    appliedBy: integer('applied_by')
      .notNull()
      .references(() => users.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('curtailments_no_key').on(t.curtailmentNo),
    index('curtailments_list_idx').on(t.appliedAt.desc(), t.id.desc()),
  ],
);

/** What a curtailment shed from one application on one date (hundredths per block). */
export const curtailmentItems = pgTable(
  'curtailment_items',
  {
    curtailmentId: integer('curtailment_id')
      .notNull()
      .references(() => curtailments.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    shed: integer('shed').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.curtailmentId, t.applicationId, t.date] }),
    index('curtailment_items_application_idx').on(t.applicationId),
  ],
);

/** One change of an application's allocated schedule (a revision or a curtailment) and what it did to the charges. */
export const scheduleChanges = pgTable(
  'schedule_changes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sourceId: integer('source_id').notNull(),
    sourceNo: text('source_no').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** The changed dates' blocks before and after ({ date: hundredths[96] }). */
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    /** Reduced dates still charged STU on the `before` blocks (the cancellation charge). */
    keptDates: text('kept_dates')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    energyBefore: bigint('energy_before', { mode: 'number' }).notNull(),
    energyAfter: bigint('energy_after', { mode: 'number' }).notNull(),
    stuBefore: bigint('stu_before', { mode: 'number' }),
    stuAfter: bigint('stu_after', { mode: 'number' }),
    operatingBefore: bigint('operating_before', { mode: 'number' }),
    operatingAfter: bigint('operating_after', { mode: 'number' }),
  },
  (t) => [
    index('schedule_changes_application_idx').on(t.applicationId, t.id),
    index('schedule_changes_source_idx').on(t.kind, t.sourceId),
  ],
);
