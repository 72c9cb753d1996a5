/**
 * Master data the SLDC keeps (spec §2.7 Configurations; DOMAIN §1): utilities with zones, corridors, holidays,
 * the SLDC's bank accounts, payment modes and due-date rules.
 */
import { z } from 'zod';
import { UTILITY_TYPES } from '../auth/roles.ts';
import { isoDateField } from '../calendar/dates.ts';
import { requiredMessage } from '../api/messages.ts';
import { optionalText, PATTERN_MESSAGES, PATTERNS, requiredText } from '../validation/patterns.ts';
import { integerField } from '../validation/number-input.ts';
import { CHARGE_TYPES } from './charges.schemas.ts';

const stamp = { id: z.number().int(), updatedAt: z.string(), updatedBy: z.string().nullable() };

// --- Utilities (TRANSCO / DISCOM) ---------------------------------------------------------------------------------

export const utilityInputSchema = z.object({
  name: requiredText('Name', 120),
  type: z.enum(UTILITY_TYPES, { error: requiredMessage('Utility Type') }),
  zones: z
    .array(requiredText('Zone', 60), { error: 'At least one zone is required' })
    .min(1, 'At least one zone is required')
    .max(50)
    .refine((zones) => new Set(zones.map((z) => z.toLowerCase())).size === zones.length, 'Zones must not repeat'),
});
export type UtilityInput = z.output<typeof utilityInputSchema>;
export const utilityDetailSchema = z.object({
  ...stamp,
  name: z.string(),
  type: z.enum(UTILITY_TYPES),
  zones: z.array(z.string()),
  /** Users connected to the utility: a utility in use cannot be deleted and its zones in use stay. */
  userCount: z.number().int(),
});
export type UtilityDetail = z.infer<typeof utilityDetailSchema>;

// --- Corridors (DOMAIN §1) ------------------------------------------------------------------------------------------

export const CORRIDOR_KINDS = ['IntraState', 'InterState'] as const;
export type CorridorKind = (typeof CORRIDOR_KINDS)[number];
export const CORRIDOR_KIND_LABELS: Record<CorridorKind, string> = {
  IntraState: 'Intra-state',
  InterState: 'Inter-state',
};
export const CORRIDOR_DIRECTIONS = ['Import', 'Export'] as const;

export const corridorInputSchema = z
  .object({
    name: requiredText('Corridor Name', 120),
    kind: z.enum(CORRIDOR_KINDS, { error: requiredMessage('Corridor Type') }),
    /** The transmission zone an intra-state corridor serves. */
    zone: optionalText('Zone', 60),
    /** State import or export, for inter-state corridors. */
    direction: z
      .enum(CORRIDOR_DIRECTIONS)
      .nullish()
      .transform((v) => v ?? null),
    isActive: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'IntraState' && !value.zone) {
      ctx.addIssue({ code: 'custom', path: ['zone'], message: requiredMessage('Zone') });
    }
    if (value.kind === 'InterState' && !value.direction) {
      ctx.addIssue({ code: 'custom', path: ['direction'], message: requiredMessage('Direction') });
    }
  })
  .transform((value) => ({
    ...value,
    zone: value.kind === 'IntraState' ? value.zone : null,
    direction: value.kind === 'InterState' ? value.direction : null,
  }));
export type CorridorInput = z.output<typeof corridorInputSchema>;
export const corridorSchema = z.object({
  ...stamp,
  name: z.string(),
  kind: z.enum(CORRIDOR_KINDS),
  zone: z.string().nullable(),
  direction: z.enum(CORRIDOR_DIRECTIONS).nullable(),
  isActive: z.boolean(),
});
export type Corridor = z.infer<typeof corridorSchema>;

// --- Holidays ---------------------------------------------------------------------------------------------------

export const holidayInputSchema = z.object({
  date: isoDateField('Date'),
  name: requiredText('Holiday Name', 100),
});
export type HolidayInput = z.output<typeof holidayInputSchema>;
export const holidaySchema = z.object({
  ...stamp,
  date: z.string(),
  name: z.string(),
  /** The uploaded file the holiday came from, when it did. */
  fileName: z.string().nullable(),
});
export type Holiday = z.infer<typeof holidaySchema>;
export const holidayQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100) });

export const holidayPreviewRowSchema = z.object({
  rowNo: z.number().int(),
  date: z.string().nullable(),
  name: z.string(),
  errors: z.array(z.string()),
});
export type HolidayPreviewRow = z.infer<typeof holidayPreviewRowSchema>;
export const holidayPreviewSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  rows: z.array(holidayPreviewRowSchema),
  validCount: z.number().int(),
  errorCount: z.number().int(),
});
export type HolidayPreview = z.infer<typeof holidayPreviewSchema>;
export const holidayFileRequestSchema = z.object({ fileId: z.string().uuid('Please choose a file to upload.') });
export const holidayFileSchema = z.object({
  id: z.number().int(),
  fileId: z.string(),
  fileName: z.string(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string(),
  rowsSaved: z.number().int(),
  rowsRejected: z.number().int(),
});
export type HolidayFile = z.infer<typeof holidayFileSchema>;
export const holidayImportResultSchema = z.object({
  saved: z.number().int(),
  rejected: z.number().int(),
  file: holidayFileSchema,
});

// --- SLDC bank accounts -----------------------------------------------------------------------------------------

export const BANK_ACCOUNT_TYPES = ['Current', 'Savings'] as const;
export const bankAccountInputSchema = z.object({
  bankName: requiredText('Bank Name', 120),
  branchName: requiredText('Branch Name', 120),
  accountHolderName: requiredText('Account Holder Name', 120),
  accountNumber: z
    .string({ error: requiredMessage('Account Number') })
    .trim()
    .min(1, requiredMessage('Account Number'))
    .regex(/^\d{9,18}$/, 'Account Number must be 9 to 18 digits'),
  ifsc: z
    .string({ error: requiredMessage('IFSC') })
    .trim()
    .min(1, requiredMessage('IFSC'))
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(PATTERNS.ifsc, PATTERN_MESSAGES.ifsc)),
  accountType: z.enum(BANK_ACCOUNT_TYPES, { error: requiredMessage('Account Type') }),
  micr: z
    .string()
    .trim()
    .regex(/^(\d{9})?$/, 'MICR must be 9 digits')
    .nullish()
    .transform((v) => (v ? v : null)),
  branchAddress: optionalText('Branch Address', 300),
  /** What applicants pay into it (e.g. 'Fees and STOA charges'). */
  purpose: optionalText('Purpose', 200),
  isActive: z.boolean().default(true),
});
export type BankAccountInput = z.output<typeof bankAccountInputSchema>;
/** What applicants see: the active accounts and what they need to pay into them. */
export const bankAccountPublicSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  branchName: z.string(),
  accountHolderName: z.string(),
  accountNumber: z.string(),
  ifsc: z.string(),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  purpose: z.string().nullable(),
});
export type BankAccountPublic = z.infer<typeof bankAccountPublicSchema>;
/** The SLDC business user and the Admin see everything. */
export const bankAccountSchema = bankAccountPublicSchema.extend({
  ...stamp,
  micr: z.string().nullable(),
  branchAddress: z.string().nullable(),
  isActive: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountListSchema = z.object({
  /** 'full' for the SLDC business user and Admin; 'public' for applicants (fewer fields, active only). */
  view: z.enum(['full', 'public']),
  accounts: z.array(bankAccountSchema.partial().extend(bankAccountPublicSchema.shape)),
});

// --- Payment modes and due-date rules ---------------------------------------------------------------------------

export const PAYMENT_MODES = ['DemandDraft', 'BankDeposit', 'NEFT'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  DemandDraft: 'Demand Draft',
  BankDeposit: 'Bank Deposit',
  NEFT: 'NEFT',
};
export const paymentModeInputSchema = z.object({
  isEnabled: z.boolean(),
  instructions: optionalText('Instructions', 500),
});
export const paymentModeSchema = z.object({
  ...stamp,
  mode: z.enum(PAYMENT_MODES),
  isEnabled: z.boolean(),
  instructions: z.string().nullable(),
});
export type PaymentModeRow = z.infer<typeof paymentModeSchema>;

export const DAY_KINDS = ['Calendar', 'Working'] as const;
export const dueRuleInputSchema = z.object({
  daysToPay: integerField('Days to Pay', { min: 1, max: 365, unit: 'days' }),
  dayKind: z.enum(DAY_KINDS, { error: requiredMessage('Day Kind') }),
});
export const dueRuleSchema = z.object({
  ...stamp,
  chargeType: z.enum(CHARGE_TYPES),
  daysToPay: z.number().int(),
  dayKind: z.enum(DAY_KINDS),
});
export type DueRule = z.infer<typeof dueRuleSchema>;

/** The list answers (GetAll). */
export const holidayListSchema = z.object({ holidays: z.array(holidaySchema) });
export const holidayFileListSchema = z.object({ files: z.array(holidayFileSchema) });
export const utilityDetailListSchema = z.object({ utilities: z.array(utilityDetailSchema) });
export const paymentModeListSchema = z.object({ paymentModes: z.array(paymentModeSchema) });
export const dueRuleListSchema = z.object({ dueRules: z.array(dueRuleSchema) });
export const corridorListSchema = z.object({ corridors: z.array(corridorSchema) });
