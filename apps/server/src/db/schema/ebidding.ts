/**
 * E-bidding (spec §2.3, §3 Bid invitation and Proposal; DOMAIN §4): one invitation per congestion record (Form ST2,
 * status None until the SLDC drafts it) and one bid row per invited application (Form ST3; the spec's e-bidding
 * application and proposal). A congestion record without an invitation row reads as status None. MW and Rs/kWh are integer hundredths.
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
} from 'drizzle-orm/pg-core';
import type { AwardRun } from '@stoa/shared';
import { users } from './account.ts';
import { applications, congestions } from './application.ts';

export const ebiddingInvitations = pgTable(
  'ebidding_invitations',
  {
    /** The congestion record's id: one invitation per record, created when the SLDC first saves it. */
    id: integer('id')
      .primaryKey()
      .references(() => congestions.id),
    /** EB/<year>/<serial>, issued when first sent. */
    bidInvitationNo: text('bid_invitation_no'),
    dateOfInvitation: date('date_of_invitation'),
    /** None | Draft | Initiated | Submitted | Completed | Expired */
    status: text('status').notNull(),
    subStationDetails: text('sub_station_details'),
    availableMarginSubstation: integer('available_margin_substation'),
    transmissionSystemDetails: text('transmission_system_details'),
    nameOfTransmissionSystem: text('name_of_transmission_system'),
    lastDateOfSubmission: date('last_date_of_submission'),
    /** 'HH:mm', IST. */
    deadLine: text('dead_line'),
    /** The instant bids close (last date + deadline, IST): the expiry job's and the bid check's clock. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    bidOpeningDate: date('bid_opening_date'),
    bidOpeningTime: text('bid_opening_time'),
    floorPrice: integer('floor_price'),
    place: text('place'),
    signedOn: date('signed_on'),
    authorizedPersonName: text('authorized_person_name'),
    authorizedPersonDesignation: text('authorized_person_designation'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** The clearing as processed: margin, pricing rule and awards (the answer of a repeated process call). */
    result: jsonb('result'),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('ebidding_invitations_no_key')
      .on(t.bidInvitationNo)
      .where(sql`${t.bidInvitationNo} is not null`),
    index('ebidding_invitations_status_idx').on(t.status, t.deadlineAt),
  ],
);

export const ebiddingBids = pgTable(
  'ebidding_bids',
  {
    id: serial('id').primaryKey(),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => ebiddingInvitations.id),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    /** The application's owner: the one who bids (an OA applicant or a trader). */
    bidderUserId: integer('bidder_user_id')
      .notNull()
      .references(() => users.id),
    /** The application's largest request in the congested period (hundredths of a MW). */
    appliedQuantum: integer('applied_quantum').notNull(),
    /** None | Draft | Submitted | Completed | Withdrawn */
    status: text('status').notNull(),
    quotedPrice: integer('quoted_price'),
    place: text('place'),
    authorizedPersonName: text('authorized_person_name'),
    authorizedPersonDesignation: text('authorized_person_designation'),
    isDraft: boolean('is_draft').notNull().default(true),
    /** The largest award and the lowest applicable price over its congested blocks (the lists' one figure). */
    allocatedQuantum: integer('allocated_quantum'),
    applicablePrice: integer('applicable_price'),
    /** The award per congested block as processed: runs of equal request, award and applicable price (AwardRun). */
    awardCells: jsonb('award_cells').$type<AwardRun[]>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('ebidding_bids_invitation_application_key').on(t.invitationId, t.applicationId),
    index('ebidding_bids_bidder_idx').on(t.bidderUserId),
    index('ebidding_bids_application_idx').on(t.applicationId),
  ],
);
