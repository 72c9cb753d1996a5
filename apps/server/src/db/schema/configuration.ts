/**
 * Configuration and master data (spec §2.7; DOMAIN §1, §3, §5). Money, rates and percentages are integer
 * hundredths (paise, 0.01 %); effective-dated rows never overlap within their series (checked by the shared
 * planPeriod in one transaction with a series lock).
 */
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

const changed = {
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
};
const period = {
  effectiveFrom: date('effective_from').notNull(),
  effectiveTo: date('effective_to'),
};

export const stoaCharges = pgTable(
  'stoa_charges',
  {
    id: serial('id').primaryKey(),
    chargeType: text('charge_type').notNull(),
    basis: text('basis').notNull(),
    /** Rs (per kWh, per MW per day, or per day per transaction) × 100. */
    rateHundredths: integer('rate_hundredths').notNull(),
    ...period,
    ...changed,
  },
  (t) => [index('stoa_charges_series_idx').on(t.chargeType, t.effectiveFrom)],
);

export const fees = pgTable(
  'fees',
  {
    id: serial('id').primaryKey(),
    feeType: text('fee_type').notNull(),
    /** Application type (application fee) or entity type (registration and renewal fees). */
    subject: text('subject').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    ...period,
    ...changed,
  },
  (t) => [index('fees_series_idx').on(t.feeType, t.subject, t.effectiveFrom)],
);

export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    date: date('date').notNull(),
    name: text('name').notNull(),
    holidayFileId: integer('holiday_file_id').references(() => holidayFiles.id, { onDelete: 'set null' }),
    ...changed,
  },
  (t) => [uniqueIndex('holidays_date_key').on(t.date)],
);

export const holidayFiles = pgTable('holiday_files', {
  id: serial('id').primaryKey(),
  fileId: uuid('file_id')
    .notNull()
    .references(() => files.id),
  rowsSaved: integer('rows_saved').notNull(),
  rowsRejected: integer('rows_rejected').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  bankName: text('bank_name').notNull(),
  branchName: text('branch_name').notNull(),
  accountHolderName: text('account_holder_name').notNull(),
  accountNumber: text('account_number').notNull(),
  ifsc: text('ifsc').notNull(),
  accountType: text('account_type').notNull(),
  micr: text('micr'),
  branchAddress: text('branch_address'),
  purpose: text('purpose'),
  isActive: boolean('is_active').notNull().default(true),
  ...changed,
});

export const paymentModes = pgTable(
  'payment_modes',
  {
    id: serial('id').primaryKey(),
    mode: text('mode').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    instructions: text('instructions'),
    ...changed,
  },
  (t) => [uniqueIndex('payment_modes_mode_key').on(t.mode)],
);

export const dueRules = pgTable(
  'due_rules',
  {
    id: serial('id').primaryKey(),
    chargeType: text('charge_type').notNull(),
    daysToPay: integer('days_to_pay').notNull(),
    dayKind: text('day_kind').notNull(),
    ...changed,
  },
  (t) => [uniqueIndex('due_rules_charge_type_key').on(t.chargeType)],
);

export const userManuals = pgTable(
  'user_manuals',
  {
    id: serial('id').primaryKey(),
    /** A role, or an OA entity type (spec §6). */
    audience: text('audience').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    ...changed,
  },
  (t) => [uniqueIndex('user_manuals_audience_key').on(t.audience)],
);

export const corridors = pgTable(
  'corridors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    zone: text('zone'),
    direction: text('direction'),
    isActive: boolean('is_active').notNull().default(true),
    ...changed,
  },
  (t) => [uniqueIndex('corridors_name_key').on(t.name)],
);

/**
 * The reasons a processor may give when it rejects or returns a record, one list per record type (issue 36 item 8;
 * shared workflow/reasons.schemas.ts). Timeline steps keep the code and label they were given with, so a list may
 * change without rewriting history.
 */
export const reasonLists = pgTable(
  'reason_lists',
  {
    id: serial('id').primaryKey(),
    recordType: text('record_type').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...changed,
  },
  (t) => [uniqueIndex('reason_lists_type_code_key').on(t.recordType, t.code)],
);

/** One row: the business-rules document (DOMAIN defaults), versioned for optimistic locking. */
export const businessRules = pgTable('business_rules', {
  id: integer('id').primaryKey(),
  rules: jsonb('rules').notNull(),
  version: integer('version').notNull().default(1),
  ...changed,
});

export const tdsConfigs = pgTable(
  'tds_configs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chargeType: text('charge_type').notNull(),
    rateHundredths: integer('rate_hundredths').notNull(),
    section: text('section').notNull(),
    ...period,
    ...changed,
  },
  (t) => [index('tds_configs_series_idx').on(t.userId, t.chargeType, t.effectiveFrom)],
);

export const tdsInterestRates = pgTable('tds_interest_rates', {
  id: serial('id').primaryKey(),
  rateHundredths: integer('rate_hundredths').notNull(),
  ...period,
  ...changed,
});
