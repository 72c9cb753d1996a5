/**
 * Money (DOMAIN §5 "One ledger"; spec §7.9): a due is one record's one due type (its identity only); every amount is
 * an immutable ledger entry on a due in integer paise, signed (+ owed, − settled); payments with the dues they
 * settle; refunds; TDS challans. Balances are sums over ledger_entries, never stored.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { files } from './file.ts';

const paise = (name: string) => bigint(name, { mode: 'number' });

export const dues = pgTable(
  'dues',
  {
    id: serial('id').primaryKey(),
    partyUserId: integer('party_user_id')
      .notNull()
      .references(() => users.id),
    /** Registration | Application | TdsChallan */
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    /** What the record's web path needs: a registration's entity type, an application's type. */
    recordKind: text('record_kind'),
    /** The record's number when the due was raised (registration, application or challan number). */
    recordNo: text('record_no').notNull(),
    /** What else names it: an e-bidding charge's invitation number. */
    reference: text('reference'),
    /** DUE_TYPES: a charge type of configuration or TdsInterest. */
    dueType: text('due_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dues_record_type_key').on(t.recordType, t.recordId, t.dueType),
    index('dues_party_idx').on(t.partyUserId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** RCPT/<year>/<serial>, issued on approval. */
    receiptNo: text('receipt_no'),
    partyUserId: integer('party_user_id')
      .notNull()
      .references(() => users.id),
    /** PAYMENT_MODES */
    mode: text('mode').notNull(),
    referenceNo: text('reference_no').notNull(),
    bankName: text('bank_name').notNull(),
    paymentDate: date('payment_date').notNull(),
    /** What was remitted (gross − TDS). */
    amountPaise: paise('amount_paise').notNull(),
    tdsPaise: paise('tds_paise').notNull(),
    proofFileId: uuid('proof_file_id').references(() => files.id),
    /** Submitted | Approved | Reverted */
    status: text('status').notNull(),
    revertReason: text('revert_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // A double click or a retry never records a payment twice (a reverted one may be paid again on its reference).
    uniqueIndex('payments_reference_key')
      .on(t.partyUserId, t.mode, sql`lower(${t.referenceNo})`)
      .where(sql`${t.status} <> 'Reverted'`),
    uniqueIndex('payments_receipt_no_key')
      .on(t.receiptNo)
      .where(sql`${t.receiptNo} is not null`),
    index('payments_status_idx').on(t.status, t.submittedAt),
    index('payments_party_idx').on(t.partyUserId),
  ],
);

/** The dues a payment settles, with the split decided when it was made (gross = TDS + net). */
export const paymentItems = pgTable(
  'payment_items',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    dueId: integer('due_id')
      .notNull()
      .references(() => dues.id),
    grossPaise: paise('gross_paise').notNull(),
    tdsPaise: paise('tds_paise').notNull(),
    /** The TDS rate applied, hundredths of a percent (2 % → 200). */
    tdsRate: integer('tds_rate').notNull(),
    netPaise: paise('net_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.dueId] }), index('payment_items_due_idx').on(t.dueId)],
);

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    partyUserId: integer('party_user_id')
      .notNull()
      .references(() => users.id),
    amountPaise: paise('amount_paise').notNull(),
    mode: text('mode').notNull(),
    referenceNo: text('reference_no').notNull(),
    refundDate: date('refund_date').notNull(),
    remarks: text('remarks'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('refunds_record_idx').on(t.recordType, t.recordId)],
);

/** A month's TDS challan of a party (DOMAIN §5): deposited by the 7th of the next month, reconciled by the SLDC. */
export const tdsChallans = pgTable(
  'tds_challans',
  {
    id: serial('id').primaryKey(),
    partyUserId: integer('party_user_id')
      .notNull()
      .references(() => users.id),
    /** 'YYYY-MM' of the deductions. */
    month: text('month').notNull(),
    challanNo: text('challan_no').notNull(),
    bsrCode: text('bsr_code'),
    depositDate: date('deposit_date').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    proofFileId: uuid('proof_file_id').references(() => files.id),
    /** Submitted | Approved | Reverted */
    status: text('status').notNull(),
    revertReason: text('revert_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('tds_challans_month_key')
      .on(t.partyUserId, t.month)
      .where(sql`${t.status} <> 'Reverted'`),
    index('tds_challans_status_idx').on(t.status),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    dueId: integer('due_id')
      .notNull()
      .references(() => dues.id),
    /** LEDGER_KINDS: Charge | Reversal | Payment | TdsDeduction | Refund */
    kind: text('kind').notNull(),
    /** Signed: + owed, − settled. */
    amountPaise: paise('amount_paise').notNull(),
    /** A charge's pay-by date (null: payable once approved). */
    dueOn: date('due_on'),
    /** Where the pay-by is a moment of that date (a day-ahead fee's processing cut-off), the instant; null: by the
     * end of `due_on`. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** The business date of the event (a payment's date for its settlement and TDS). */
    entryDate: date('entry_date').notNull(),
    /** The rule that produced the amount, in words. */
    rule: text('rule').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    refundId: integer('refund_id').references(() => refunds.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('ledger_entries_due_idx').on(t.dueId),
    index('ledger_entries_payment_idx')
      .on(t.paymentId)
      .where(sql`${t.paymentId} is not null`),
  ],
);

/**
 * Reminders already sent (issue 20): one row per kind, subject and stage, so each reminder goes out once however
 * often its job runs (an INSERT … ON CONFLICT DO NOTHING claims it). 'payment-due': a due's id, 'due-soon' |
 * 'overdue'; 'tds-challan': the payer's user id, 'YYYY-MM:due-soon' | 'YYYY-MM:overdue-YYYY-MM' (the deductions'
 * month, then the interest month the reminder was sent in).
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    kind: text('kind').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    stage: text('stage').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectId, t.stage] })],
);
