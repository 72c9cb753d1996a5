/**
 * Registrations and renewals of open-access entities and traders (spec §3, §7.8; DOMAIN §7; their documents live in
 * record_documents), the workflow timeline every workflow shares, and the traders applicants add (§7.5).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { utilities } from './utility.ts';

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    /** 'Registration' | 'Renewal' */
    kind: text('kind').notNull(),
    entityType: text('entity_type').notNull(),
    applicantUserId: integer('applicant_user_id')
      .notNull()
      .references(() => users.id),
    /** A renewal's registration being renewed. */
    previousRegistrationId: integer('previous_registration_id'),
    status: text('status').notNull(),
    /** Issued on approval (a renewal keeps its registration's number). */
    registrationNo: text('registration_no'),
    /** The form's payload (RegistrationDetails once submitted; whatever was typed while a draft). */
    details: jsonb('details').notNull(),
    /** The utilities the chain runs through (copied from the details so lists filter in SQL). */
    transcoId: integer('transco_id').references(() => utilities.id),
    discomId: integer('discom_id').references(() => utilities.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedOn: date('approved_on'),
    validFrom: date('valid_from'),
    expiredOn: date('expired_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('registrations_applicant_idx').on(t.applicantUserId),
    index('registrations_status_idx').on(t.status),
    index('registrations_expiry_idx').on(t.expiredOn),
    // The lists (issue 14), in their order (updated first, then id): the SLDC's (every submitted one of a kind) and a
    // DISCOM's or TRANSCO's (its own utility's submitted ones); an applicant's own list reads registrations_applicant_idx.
    index('registrations_list_idx')
      .on(t.kind, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'Draft'`),
    index('registrations_discom_list_idx')
      .on(t.discomId, t.kind, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'Draft'`),
    index('registrations_transco_list_idx')
      .on(t.transcoId, t.kind, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'Draft'`),
    uniqueIndex('registrations_registration_no_key')
      .on(t.registrationNo)
      .where(sql`${t.kind} = 'Registration' and ${t.registrationNo} is not null`),
  ],
);

/** Serials of the registration numbers, per entity type and year. */
export const registrationSerials = pgTable(
  'registration_serials',
  {
    entityType: text('entity_type').notNull(),
    year: integer('year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [uniqueIndex('registration_serials_key').on(t.entityType, t.year)],
);

/** Every workflow step of every record (registrations now; applications, revisions, payments later). */
export const workflowEvents = pgTable(
  'workflow_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'Registration' | 'InterStateRegistration' | … */
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorRole: text('actor_role').notNull(),
    comments: text('comments'),
    /** A Reject / Return's reasons ({ code, label }[]), a resubmission's answers to them ({ code, label, answer }[]). */
    reasons: jsonb('reasons').$type<{ code: string; label: string; answer?: string | null | undefined }[]>(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflow_events_record_idx').on(t.recordType, t.recordId)],
);

/** The traders an OA applicant added (spec §7.5). Deleting keeps the row (removedAt) for the record. */
export const traderLinks = pgTable(
  'trader_links',
  {
    id: serial('id').primaryKey(),
    applicantUserId: integer('applicant_user_id')
      .notNull()
      .references(() => users.id),
    traderUserId: integer('trader_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trader_links_active_key')
      .on(t.applicantUserId, t.traderUserId)
      .where(sql`${t.removedAt} is null`),
  ],
);

export const jobRuns = pgTable('job_runs', {
  /** A recurring job's name (e.g. 'registration-expiry'). */
  job: text('job').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastResult: jsonb('last_result'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the scheduler runs it next (issue 20): claimed by one instance at a time (leasedUntil). */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  /** 'Succeeded' | 'Failed' of the latest run; failures in a row (the retry back-off). */
  lastStatus: text('last_status'),
  failures: integer('failures').notNull().default(0),
});

/** Every run of a recurring job (the Admin's jobs page): when, how it was started, how it ended. */
export const jobRunLog = pgTable(
  'job_run_log',
  {
    id: serial('id').primaryKey(),
    job: text('job').notNull(),
    /** 'Schedule' | 'Manual' */
    trigger: text('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** 'Succeeded' | 'Failed' */
    status: text('status').notNull(),
    result: jsonb('result'),
    error: text('error'),
    triggeredBy: integer('triggered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('job_run_log_job_idx').on(t.job, t.startedAt.desc())],
);
