/**
 * ATC margins, STOA applications, their processing and standing clearances (spec §2.2 /applications,
 * /intra-state-stoa, /inter-state-stoa, /standing-clearance-power; DOMAIN §1–3, §8). MW are integer hundredths
 * throughout; a day's 96 blocks are one integer array (index 0 = block 1), so a corridor-day or an application-day is
 * one row. Timelines live in workflow_events (record types 'Application' and 'StandingClearance').
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
  uuid,
} from 'drizzle-orm/pg-core';
import type { CellRun } from '@stoa/shared';
import { users } from './account.ts';
import { files } from './file.ts';
import { corridors } from './configuration.ts';
import { registrations } from './registration.ts';

/** An ATC file the SLDC uploaded (intra-state or inter-state), kept for the upload history. */
export const atcUploads = pgTable(
  'atc_uploads',
  {
    id: serial('id').primaryKey(),
    /** 'IntraState' | 'InterState' (a corridor kind). */
    kind: text('kind').notNull(),
    fileId: uuid('file_id').references(() => files.id),
    fileName: text('file_name').notNull(),
    /** Corridor-days written by this upload. */
    rowCount: integer('row_count').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('atc_uploads_kind_idx').on(t.kind, t.uploadedAt)],
);

/**
 * One corridor on one date: the declared ATC and the MW allocated to applications (reserved at allocation,
 * released when an allocated application is rejected or withdrawn). Remaining margin = atc − allocated, per
 * block. Processing locks these rows (FOR UPDATE), so two allocations of the same capacity serialise.
 */
export const atcDays = pgTable(
  'atc_days',
  {
    corridorId: integer('corridor_id')
      .notNull()
      .references(() => corridors.id),
    date: date('date').notNull(),
    atc: integer('atc').array().notNull(),
    allocated: integer('allocated').array().notNull(),
    uploadId: integer('upload_id').references(() => atcUploads.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.corridorId, t.date] }), index('atc_days_date_idx').on(t.date)],
);

/** A STOA application (DOMAIN §3). */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    /** Issued on submission: <TYPE CODE>/<year>/<serial>. */
    applicationNo: text('application_no'),
    /** An ApplicationType. */
    type: text('type').notNull(),
    /** Who applied: the OA applicant or the trader acting for the parties. */
    applicantUserId: integer('applicant_user_id')
      .notNull()
      .references(() => users.id),
    traderUserId: integer('trader_user_id').references(() => users.id),
    sellerRegistrationId: integer('seller_registration_id').references(() => registrations.id),
    buyerRegistrationId: integer('buyer_registration_id').references(() => registrations.id),
    status: text('status').notNull(),
    /** The form's payload (ApplicationDetails once submitted). */
    details: jsonb('details').notNull(),
    /** Corridors the transaction uses (DOMAIN §1), fixed on submission. */
    corridorIds: integer('corridor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    /** The batch it is processed in: the delivery date, the receipt date (FCFS) or the delivery month's first day. */
    processingDate: date('processing_date'),
    /** Receipt instant: FCFS and contingency order. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Consent of the parties to a trader's application: 'Pending' | 'Given' | 'Refused' (null: no trader). */
    sellerConsent: text('seller_consent'),
    buyerConsent: text('buyer_consent'),
    /**
     * Requested and allocated energy (MWh hundredths) for lists: bigint, as a draft's unchecked rows (or a month of a
     * large schedule) can pass an integer's 21,474,836.47 MWh.
     */
    requestedMwh: bigint('requested_mwh', { mode: 'number' }).notNull().default(0),
    allocatedMwh: bigint('allocated_mwh', { mode: 'number' }),
    processingRunId: integer('processing_run_id'),
    congestionId: integer('congestion_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('applications_applicant_idx').on(t.applicantUserId),
    index('applications_trader_idx').on(t.traderUserId),
    index('applications_batch_idx').on(t.type, t.processingDate, t.status),
    index('applications_status_idx').on(t.status),
    // The lists (issue 14). The SLDC's list of a type, newest first: its order expression exactly (listApplications),
    // submitted ones only, so a page is the index's first entries.
    index('applications_list_idx')
      .on(t.type, sql`coalesce(${t.submittedAt}, ${t.createdAt}) desc`, t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'Draft'`),
    // A list's count: the submitted applications of a type in one key, deduplicated into posting lists (a seventh of
    // the list index's size) — the count's index-only scan runs about 1.5× as fast.
    index('applications_submitted_type_idx')
      .on(t.type)
      .where(sql`${t.status} <> 'Draft'`),
    // The same order over every type: the Contingency list (two types) walks it and skips the other types.
    index('applications_list_all_idx')
      .on(sql`coalesce(${t.submittedAt}, ${t.createdAt}) desc`, t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'Draft'`),
    // An applicant's own list: the applications naming its registrations as seller or buyer.
    index('applications_seller_idx').on(t.sellerRegistrationId),
    index('applications_buyer_idx').on(t.buyerRegistrationId),
    uniqueIndex('applications_application_no_key')
      .on(t.applicationNo)
      .where(sql`${t.applicationNo} is not null`),
  ],
);

/** An application's schedule on one date: requested and allocated MW hundredths per block. */
export const applicationDays = pgTable(
  'application_days',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    requested: integer('requested').array().notNull(),
    allocated: integer('allocated').array(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.date] }), index('application_days_date_idx').on(t.date)],
);

/**
 * One processing of a batch (type, processing date): the assessment, and once resolved the allocation with its
 * explanation. Unique per batch and state, so two users processing at once produce one allocation.
 */
export const processingRuns = pgTable(
  'processing_runs',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    processingDate: date('processing_date').notNull(),
    /** 'Assessed' | 'Allocated' */
    status: text('status').notNull(),
    /** 'ApproveAll' | 'ProRata' | 'InOrder' | 'EBidding' once allocated. */
    method: text('method'),
    applicationIds: integer('application_ids').array().notNull(),
    result: jsonb('result').notNull(),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
    allocatedBy: integer('allocated_by').references(() => users.id, { onDelete: 'set null' }),
    allocatedAt: timestamp('allocated_at', { withTimezone: true }),
  },
  (t) => [index('processing_runs_batch_idx').on(t.type, t.processingDate)],
);

/** Congestion found in an Advance batch: the applications, corridor, period and margin for e-bidding (DOMAIN §4). */
export const congestions = pgTable(
  'congestions',
  {
    id: serial('id').primaryKey(),
    processingRunId: integer('processing_run_id')
      .notNull()
      .references(() => processingRuns.id),
    corridorId: integer('corridor_id')
      .notNull()
      .references(() => corridors.id),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    /** Label indexes (0..96) of the congested period's first and end block (the span of `cells`, for the form). */
    fromTimeBlock: integer('from_time_block').notNull(),
    toTimeBlock: integer('to_time_block').notNull(),
    /** Exactly the congested blocks (DOMAIN §4): runs `{ date, from, to }` of 0-based blocks [from, to). */
    cells: jsonb('cells').$type<CellRun[]>().notNull().default([]),
    /** The least margin in the period and the sum of the congested applications' largest requests (hundredths). */
    availableMargin: integer('available_margin').notNull(),
    appliedQuantum: integer('applied_quantum').notNull(),
    applicationIds: integer('application_ids').array().notNull(),
    /** 'Open' until an e-bidding invitation takes it. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('congestions_run_idx').on(t.processingRunId)],
);

/** Standing clearance / consent for an inter-state transaction (DOMAIN §8). */
export const standingClearances = pgTable(
  'standing_clearances',
  {
    id: serial('id').primaryKey(),
    /** Issued on approval: SC/<year>/<serial>. */
    clearanceNo: text('clearance_no'),
    applicantUserId: integer('applicant_user_id')
      .notNull()
      .references(() => users.id),
    registrationId: integer('registration_id').references(() => registrations.id),
    /** 'Buy' | 'Sell' */
    direction: text('direction').notNull(),
    status: text('status').notNull(),
    quantum: integer('quantum').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    /** The form's payload (transaction kind, counterparty or exchange, remarks). */
    details: jsonb('details').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The statutory answer date (submission + N working days). */
    dueOn: date('due_on'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('standing_clearances_applicant_idx').on(t.applicantUserId),
    index('standing_clearances_status_idx').on(t.status),
    // The lists (issue 14), in their default order (updated first, then id): every submitted one (the SLDC), and an
    // applicant's own.
    index('standing_clearances_list_idx')
      .on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'Draft'`),
    index('standing_clearances_own_list_idx').on(
      t.applicantUserId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('standing_clearances_no_key')
      .on(t.clearanceNo)
      .where(sql`${t.clearanceNo} is not null`),
  ],
);
