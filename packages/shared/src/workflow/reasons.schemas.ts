/**
 * Structured reasons (issue 36 item 8): a processor who rejects or returns a record ticks reasons from a list the Admin
 * keeps per record type (plus free text); the applicant sees them as a checklist and answers each when it submits
 * again. Here: the list entry, a step's reasons as the timeline keeps them (code and label at the time, with the
 * applicant's answer on the resubmission), the payloads, the messages and the default lists (seeded by migration
 * 0027_reason_lists_seed; `reasons.test.ts` holds the seed and these lists together).
 */
import { z } from 'zod';
import { requiredMessage } from '../api/messages.ts';
import { optionalText, requiredText } from '../validation/patterns.ts';
import { integerField } from '../validation/number-input.ts';
import type { TimelineRecordType } from './timeline-export.schemas.ts';

/** The record types that keep a reason list: every workflow with a timeline (TIMELINE_RECORD_TYPES; a test holds them equal). */
export const REASON_RECORD_TYPES = [
  'Registration',
  'InterStateRegistration',
  'Application',
  'StandingClearance',
  'Revision',
] as const satisfies readonly TimelineRecordType[];
export type ReasonRecordType = (typeof REASON_RECORD_TYPES)[number];

export const REASON_RECORD_TYPE_LABELS: Record<ReasonRecordType, string> = {
  Application: 'Application',
  Registration: 'Registration',
  InterStateRegistration: 'Inter-State Registration',
  StandingClearance: 'Standing Clearance',
  Revision: 'Revision',
};

export const REASON_MESSAGES = {
  reasonOrComments: 'Choose at least one reason or write comments',
  unknown: (code: string) => `Reason '${code}' is not an active reason for this record`,
  notTaken: 'This step takes no reasons',
  answerMissing: (label: string) => `Answer the reason '${label}'`,
  answerNotAsked: (code: string) => `Reason '${code}' was not asked on this record`,
  codeTaken: 'A reason with this code already exists for the record type',
  codeFixed: 'The code and record type of a reason cannot change: add a new reason instead',
} as const;

/** A reason's code: what programs keep (upper case, digits and underscores). */
export const reasonCodeField = z
  .string({ error: requiredMessage('Code') })
  .trim()
  .min(1, requiredMessage('Code'))
  .max(40, 'Code can be at most 40 characters')
  .regex(/^[A-Z][A-Z0-9_]*$/, 'Code takes capital letters, digits and underscores, starting with a letter');

/** One entry of a record type's list, as the Admin adds or changes it. */
export const reasonInputSchema = z.object({
  recordType: z.enum(REASON_RECORD_TYPES, { error: requiredMessage('Record Type') }),
  code: reasonCodeField,
  label: requiredText('Reason', 120),
  isActive: z.boolean().default(true),
  sortOrder: integerField('Order', { min: 0, max: 999 }).default(0),
});
export type ReasonInput = z.output<typeof reasonInputSchema>;

export const reasonSchema = z.object({
  id: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  recordType: z.enum(REASON_RECORD_TYPES),
  code: z.string(),
  label: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});
export type Reason = z.infer<typeof reasonSchema>;
export const reasonListSchema = z.object({ reasons: z.array(reasonSchema) });

/** A reason a dialog offers (an active entry of the record type's list, in order). */
export const reasonOptionSchema = z.object({ code: z.string(), label: z.string() });
export type ReasonOption = z.infer<typeof reasonOptionSchema>;

/** A step's reason as the timeline keeps it: code and label as they were, the applicant's answer on a resubmission. */
export const stepReasonSchema = reasonOptionSchema.extend({ answer: z.string().nullable().optional() });
export type StepReason = z.infer<typeof stepReasonSchema>;

/** The processor's reasons on Reject / Seek Clarification (with `comments`, the free text). */
export const reasonCodesField = z
  .array(reasonCodeField)
  .max(20, 'At most 20 reasons')
  .refine((codes) => new Set(codes).size === codes.length, 'Reasons must not repeat')
  .optional()
  .transform((codes) => codes ?? []);

/** The applicant's answer to one reason, sent with the resubmission. */
export const reasonAnswerSchema = z.object({ code: reasonCodeField, answer: optionalText('Answer', 1000) });
export type ReasonAnswer = z.input<typeof reasonAnswerSchema>;
export const reasonAnswersField = z.array(reasonAnswerSchema).max(20).optional();

type Defaults = Record<ReasonRecordType, readonly ReasonOption[]>;

/**
 * The lists a new database starts with (the Admin changes them). Application and registration reasons follow the
 * SLDC's checks (DOMAIN §3 STOA check, §7 document verification); each list ends with 'Other' (say it in comments).
 */
export const DEFAULT_REASONS: Defaults = {
  Application: [
    { code: 'INCOMPLETE_DOCUMENTS', label: 'Incomplete documents' },
    { code: 'NO_CORRIDOR_CAPACITY', label: 'Capacity not available on the corridor' },
    { code: 'CLEARANCE_MISSING', label: 'Standing clearance missing or expired' },
    { code: 'DETAILS_MISMATCH', label: 'Details do not match registration' },
    { code: 'FEE_NOT_PAID', label: 'Application fee not paid' },
    { code: 'OTHER', label: 'Other' },
  ],
  Registration: [
    { code: 'INCOMPLETE_DOCUMENTS', label: 'Incomplete documents' },
    { code: 'INVALID_DOCUMENT', label: 'A document is invalid or illegible' },
    { code: 'DETAILS_MISMATCH', label: 'Details do not match the documents' },
    { code: 'CONNECTIVITY_UNVERIFIED', label: 'Connectivity or metering not verified' },
    { code: 'FEE_NOT_PAID', label: 'Registration fee not paid' },
    { code: 'OTHER', label: 'Other' },
  ],
  InterStateRegistration: [
    { code: 'INCOMPLETE_DOCUMENTS', label: 'Incomplete documents' },
    { code: 'DETAILS_MISMATCH', label: 'Details do not match the documents' },
    { code: 'OTHER', label: 'Other' },
  ],
  StandingClearance: [
    { code: 'REGISTRATION_INVALID', label: 'Registration not valid for the period' },
    { code: 'DUES_PENDING', label: 'Dues pending' },
    { code: 'NO_CORRIDOR_CAPACITY', label: 'Capacity not available on the corridor' },
    { code: 'METERING_UNVERIFIED', label: 'Metering not verified' },
    { code: 'OTHER', label: 'Other' },
  ],
  Revision: [
    { code: 'BELOW_MINIMUM', label: 'Change below the minimum revision' },
    { code: 'NOTICE_TOO_SHORT', label: 'Notice period too short' },
    { code: 'OTHER', label: 'Other' },
  ],
};
