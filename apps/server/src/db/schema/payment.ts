/**
 * Money (DOMAIN §5 "One ledger"; spec §7.9): a due is one record's one due type (its identity only); every amount is
 * an immutable ledger entry on a due in integer paise, signed (+ owed, − settled); payments with the dues they
 * settle; refunds; TDS challans. Balances are sums over ledger_entries; due_sums keeps them per due for lists.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

/**
 * How a bank and a reference compare (the unique index and the look-up use the same expressions): case and the
 * spaces around and between words do not make another bank or another reference.
 */
export const bankKeyOf = (column: SQLWrapper | SQL) =>
  sql`lower(regexp_replace(btrim(${column}), '[[:space:]]+', ' ', 'g'))`;
export const referenceKeyOf = (column: SQLWrapper | SQL) => sql`lower(btrim(${column}))`;

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
    /** PAYMENT_STATUSES: Submitted | Approved | Reverted | Reversed */
    status: text('status').notNull(),
    revertReason: text('revert_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** A reconciled payment that bounced (DD dishonoured, NEFT returned): the SLDC's reason, when and who. */
    reversalReason: text('reversal_reason'),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversedBy: integer('reversed_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // A reference (UTR, DD number) is used once at its bank, by any payer: one of two payers sending it at once wins.
    // A reverted payment (refused before reconciling) frees it; a reversed (bounced) one keeps it.
    uniqueIndex('payments_bank_reference_key')
      .on(bankKeyOf(t.bankName), referenceKeyOf(t.referenceNo))
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

/**
 * A TDS challan of a party's month (DOMAIN §5): deposited by the 7th of the next month, reconciled by the SLDC. It
 * deposits exactly the deductions it names (tds_challan_deductions); once one is approved, the deductions recorded
 * later (late or back-dated payments) go on a supplementary challan of the same month. One awaits reconciliation at
 * a time per party and month.
 */
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
    /** Made after a challan of the month was approved, for the deductions recorded since. */
    isSupplementary: boolean('is_supplementary').notNull().default(false),
    /** Submitted | Approved | Reverted */
    status: text('status').notNull(),
    revertReason: text('revert_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('tds_challans_submitted_key')
      .on(t.partyUserId, t.month)
      .where(sql`${t.status} = 'Submitted'`),
    index('tds_challans_month_idx').on(t.partyUserId, t.month),
    index('tds_challans_status_idx').on(t.status),
  ],
);

/**
 * The TdsDeduction entries a challan deposits. A deduction is on one live challan at most (the partial unique
 * index): reverting a challan releases its deductions (released_at) for the next one, and keeps the record.
 */
export const tdsChallanDeductions = pgTable(
  'tds_challan_deductions',
  {
    challanId: integer('challan_id')
      .notNull()
      .references(() => tdsChallans.id),
    entryId: integer('entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    /** When the challan was reverted (null while it is submitted or approved). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.challanId, t.entryId] }),
    uniqueIndex('tds_challan_deductions_live_key')
      .on(t.entryId)
      .where(sql`${t.releasedAt} is null`),
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
 * Each due's sums over its ledger entries, kept by the database (issue 35): a statement-level trigger on
 * ledger_entries adds every insert's amounts in the same transaction (migration 0025), so lists page and total the
 * dues without aggregating the whole ledger. The ledger stays the source: money decisions (MakePayment's check, a
 * refund) sum the entries themselves, and a test holds the two equal.
 */
export const dueSums = pgTable(
  'due_sums',
  {
    dueId: integer('due_id')
      .primaryKey()
      .references(() => dues.id),
    /** Charges and reversals. */
    charged: paise('charged').notNull().default(0),
    /** Payments and TDS deductions (positive). */
    settled: paise('settled').notNull().default(0),
    tds: paise('tds').notNull().default(0),
    refunded: paise('refunded').notNull().default(0),
    /** The sum of every entry: + owed, − overpaid. */
    balance: paise('balance').notNull().default(0),
    /** The latest Charge entry's pay-by date and instant. */
    dueOn: date('due_on'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** The first entry's business date. */
    raisedOn: date('raised_on').notNull(),
  },
  (t) => [
    index('due_sums_open_idx')
      .on(t.dueOn)
      .where(sql`${t.balance} > 0`),
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
