/**
 * Application payloads (spec §3 time-block row, §7.7; DOMAIN §3). One schema per payload: the form, the server
 * and the e2e tests read these. MW on the wire are numbers with at most 2 decimals; the engine works in hundredths.
 */
import { z } from 'zod';
import { reasonAnswersField } from '../workflow/reasons.schemas.ts';
import { UNITS } from '../api/units.ts';
import { overdueFilterField } from '../api/envelope.ts';
import { requiredMessage } from '../api/messages.ts';
import { dateFilterField, isoDateField } from '../calendar/dates.ts';
import { INT4_MAX, decimalField, recordId, recordIdParam, versionField } from '../validation/number-input.ts';
import { text } from '../validation/text-rule.ts';
import { optionalText } from '../validation/patterns.ts';
import { APPLICATION_TYPES } from './application-types.ts';
import { CHARGE_BASES, STOA_CHARGE_TYPES } from '../config/charges.schemas.ts';
import { APPLICATION_STATUSES } from './application-workflow.ts';
import { validateTimeBlockRows } from './time-blocks.ts';
import { FORM_ACTIONS, WORKFLOW_ACTIONS } from '../workflow/engine.ts';
import { timelineEntrySchema } from '../workflow/record-view.ts';
import { recordActionSchema } from '../workflow/record-view.ts';
import { recordClockSchema } from '../workflow/clocks.ts';
import { nextStepSchema } from '../workflow/next-step.ts';
import { recordFeeSchema } from '../charges/fee-state.ts';

export const applicationTypeSchema = z.enum(APPLICATION_TYPES);
/** The SLDC's list routes group both contingency types under 'Contingency' (spec §2.2 /Contingency). */
export const APPLICATION_LIST_TYPES = ['Advance', 'DayAhead', 'FCFS', 'Contingency'] as const;
export type ApplicationListType = (typeof APPLICATION_LIST_TYPES)[number];
export const APPLICATION_LIST_TYPE_LABELS: Record<ApplicationListType, string> = {
  Advance: 'Advance',
  DayAhead: 'Day Ahead',
  FCFS: 'First Come First Serve',
  Contingency: 'Contingency',
};

export const timeBlockRowSchema = z.object({
  oaFromDate: isoDateField('From Date'),
  oaToDate: isoDateField('To Date'),
  fromTimeBlock: z
    .number({ error: requiredMessage('From Time') })
    .int()
    .min(0)
    .max(95),
  toTimeBlock: z
    .number({ error: requiredMessage('To Time') })
    .int()
    .min(1)
    .max(96),
  oaRequirement: decimalField('Applied Requirement (MW)'),
});
export type TimeBlockRowInput = z.output<typeof timeBlockRowSchema>;

/** Rows checked together: each §5 message lands on its row and field (timeBlocks.{i}.{field}). */
export const timeBlockRowsSchema = z
  .array(timeBlockRowSchema)
  .min(1, 'Add at least one time block')
  .max(200)
  .superRefine((rows, ctx) => {
    for (const issue of validateTimeBlockRows(rows, {})) {
      ctx.addIssue({ code: 'custom', path: [issue.row, issue.field], message: issue.message });
    }
  });

/** POST Application/Submit/{type} with isDraft false: every field and every §5 row rule. */
export const submitApplicationSchema = z.object({
  id: recordId().optional(),
  isDraft: z.boolean(),
  sellerRegistrationId: z
    .number({ error: requiredMessage('Seller') })
    .int()
    .positive()
    .max(INT4_MAX),
  buyerRegistrationId: z
    .number({ error: requiredMessage('Buyer') })
    .int()
    .positive()
    .max(INT4_MAX),
  /** A trader acting for the OA applicant (UpdateTrader); a trader's own application leaves it empty. */
  traderId: recordId().nullable().optional(),
  timeBlocks: timeBlockRowsSchema,
  remarks: optionalText('Remarks', 500),
  /** Optimistic concurrency when saving a saved application again (409 STALE_VERSION when it changed since). */
  version: versionField().optional(),
  /** Submitting a returned application again: an answer to each reason it was returned for (workflow/reasons.ts). */
  reasonAnswers: reasonAnswersField,
});
export type SubmitApplication = z.output<typeof submitApplicationSchema>;

/**
 * The body of POST Application/Submit/{type}: a draft keeps only what is filled, but whatever is filled is checked
 * field by field (a real date, a block 0…96, MW with 2 decimals, ids in range), so a draft never stores what a
 * submission would choke on. A submission (isDraft false) is then checked in full with `submitApplicationSchema`.
 */
export const draftApplicationSchema = submitApplicationSchema.extend({
  sellerRegistrationId: recordId().nullish(),
  buyerRegistrationId: recordId().nullish(),
  timeBlocks: z.array(timeBlockRowSchema.partial()).max(200).default([]),
});

export const savedApplicationSchema = z.object({
  id: z.number(),
  applicationNo: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  message: z.string(),
});

/** A party a form may choose (GetSellers, GetBuyers, GetAvailableRegistrations …). */
export const partySchema = z.object({
  registrationId: z.number(),
  registrationNo: z.string().nullable(),
  entityName: z.string(),
  entityType: z.string(),
  userId: z.number(),
  transmissionZone: z.string().nullable(),
  /** Seller's ex-bus capacity and buyer's contract demand (MW), null when the side does not apply. */
  exBusCapacity: z.number().nullable(),
  contractDemand: z.number().nullable(),
  /** The registration's validity (an early renewal's starts the day after the one it renews ends). */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
});
export type Party = z.infer<typeof partySchema>;

/** The period a party list is asked for: only registrations in force on every day of it are offered. */
export const partyPeriodQuerySchema = z
  .object({
    fromDate: isoDateField('From Date').optional(),
    toDate: isoDateField('To Date').optional(),
  })
  .refine((q) => !q.fromDate || !q.toDate || q.toDate >= q.fromDate, {
    path: ['toDate'],
    message: 'To Date must be on or after From Date',
  });
export type PartyPeriodQuery = z.output<typeof partyPeriodQuerySchema>;
export const partyListSchema = z.array(partySchema);

export const remainingQuantumQuerySchema = z.object({
  SellerId: recordIdParam(),
  BuyerId: recordIdParam(),
  FromTimeBlock: z.coerce.number().int().min(0).max(95),
  ToTimeBlock: z.coerce.number().int().min(1).max(96),
  OAFromDate: isoDateField('From Date'),
  OAToDate: isoDateField('To Date'),
  /** The application being edited: its own allocation does not count against it. */
  ApplicationId: recordIdParam().optional(),
});
export const remainingQuantumSchema = z.object({
  remainingQuatumBuyer: z.number(),
  remainingQuatumSeller: z.number(),
  /** The lower of the two: the most a row may request. */
  remaining: z.number(),
});

export const applicationFeeSchema = z.object({
  amount: z.number().describe(UNITS.rupees).nullable(),
  feeType: z.string(),
});

/**
 * GetApplicant/{applicationId} (spec §7.4: the 'Congested Applications' dialog of an e-bidding invitation): who applied
 * and under which registration — its number and validity — for which period.
 */
export const applicantDetailSchema = z.object({
  applicationId: z.number(),
  applicationNo: z.string().nullable(),
  /** When it was submitted (ISO instant); null for a draft. */
  applicationDate: z.string().nullable(),
  applicantUserId: z.number(),
  applicantName: z.string(),
  applicantRole: z.enum(['OABusinessUser', 'Trader']),
  entityType: z.string().nullable(),
  registrationId: z.number().nullable(),
  registrationNo: z.string().nullable(),
  registrationValidFrom: z.string().nullable(),
  registrationValidUntil: z.string().nullable(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
});
export type ApplicantDetail = z.infer<typeof applicantDetailSchema>;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A moment as the spec's `loggedInDateTime` carries it: an ISO date-time (a date alone is its start); without a zone
 * it is read on the business clock (Asia/Kolkata). Out: the instant.
 */
export const loggedInDateTimeField = z
  .string({ error: requiredMessage('Logged In Date Time') })
  .trim()
  .regex(ISO_DATE_TIME, 'Logged In Date Time must be a date and time (YYYY-MM-DDTHH:mm:ss)')
  .transform((value, ctx) => {
    const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/.test(value) && value.includes('T');
    const text = value.length === 10 ? `${value}T00:00:00+05:30` : hasZone ? value : `${value.replace(' ', 'T')}+05:30`;
    const instant = new Date(text);
    if (Number.isNaN(instant.getTime()) || instant.getUTCFullYear() < 2000 || instant.getUTCFullYear() > 2200) {
      ctx.addIssue({ code: 'custom', message: 'Logged In Date Time must be a real date and time' });
      return z.NEVER;
    }
    return instant;
  });

export const applicationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(APPLICATION_STATUSES).optional(),
  applicationNo: text('Application No').trim().max(50).optional(),
  entityName: text('Entity Name').trim().max(120).optional(),
  processingDate: dateFilterField('Processing Date'),
  fromDate: dateFilterField('From Date'),
  toDate: dateFilterField('To Date'),
  overdue: overdueFilterField,
});
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

export const applicationRowSchema = z.object({
  id: z.number(),
  applicationNo: z.string().nullable(),
  type: applicationTypeSchema,
  status: z.enum(APPLICATION_STATUSES),
  statusLabel: z.string(),
  applicantName: z.string(),
  sellerName: z.string().nullable(),
  buyerName: z.string().nullable(),
  traderName: z.string().nullable(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  processingDate: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** The largest requested MW in any row, requested and allocated energy (MWh). */
  maxRequirement: z.number(),
  requestedMwh: z.number(),
  /**
   * The energy now scheduled (MWh): as allocated, then lowered by every approved revision and applied curtailment
   * (applications.allocated_mwh, kept by each change); null until allocated and once released. The lists' 'Scheduled'.
   */
  allocatedMwh: z.number().nullable(),
  /** The statutory clock of the status it waits in (lists); null when none runs. */
  clock: recordClockSchema.nullable().optional(),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;
export const applicationListSchema = z.object({
  items: z.array(applicationRowSchema),
  total: z.number().describe(UNITS.count),
});

/** A run of equal blocks of a schedule: requested and allocated MW from one label to another on one date. */
export const scheduleSegmentSchema = z.object({
  date: z.string(),
  fromTimeBlock: z.number(),
  toTimeBlock: z.number(),
  requested: z.number(),
  allocated: z.number().nullable(),
  requestedMwh: z.number(),
  allocatedMwh: z.number().nullable(),
});
export type ScheduleSegment = z.infer<typeof scheduleSegmentSchema>;

export const CONSENT_STATES = ['Pending', 'Given', 'Refused'] as const;

export const applicationDetailSchema = z.object({
  id: z.number(),
  applicationNo: z.string().nullable(),
  type: applicationTypeSchema,
  status: z.enum(APPLICATION_STATUSES),
  statusLabel: z.string(),
  applicant: z.object({ userId: z.number(), name: z.string(), role: z.string() }),
  trader: z.object({ userId: z.number(), name: z.string() }).nullable(),
  seller: partySchema.nullable(),
  buyer: partySchema.nullable(),
  /** As saved (a draft's rows may be incomplete), each with its MWh once complete. */
  timeBlocks: z.array(
    z.object({
      oaFromDate: z.string().optional(),
      oaToDate: z.string().optional(),
      fromTimeBlock: z.number().optional(),
      toTimeBlock: z.number().optional(),
      oaRequirement: z.number().optional(),
      mwh: z.number().nullable(),
    }),
  ),
  remarks: z.string().nullable(),
  totalMwh: z.number().describe(UNITS.mwh),
  corridors: z.array(z.object({ id: z.number(), name: z.string() })),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  processingDate: z.string().nullable(),
  receivedAt: z.string().nullable(),
  consent: z.object({ seller: z.enum(CONSENT_STATES), buyer: z.enum(CONSENT_STATES) }).nullable(),
  /** The block-wise schedule once allocated (or requested only, before). */
  schedule: z.array(scheduleSegmentSchema),
  allocatedMwh: z.number().nullable(),
  /** The application fee: what is charged and owed, where it stands, its pay-by and (its payer's) Pay link. */
  fee: recordFeeSchema,
  timeline: z.array(timelineEntrySchema),
  actions: z.array(z.enum(WORKFLOW_ACTIONS)),
  /** The caller's buttons read off the workflow table: words, question, comment rule, why disabled. */
  actionBar: z.array(recordActionSchema),
  /** The statutory clock of the status it waits in; null when none runs. */
  clock: recordClockSchema.nullable(),
  /** What happens next: who acts, what they do, by when and where (the workflow's nextSteps). */
  nextStep: nextStepSchema.nullable(),
  formActions: z.array(z.enum(FORM_ACTIONS)),
  /** The caller is a party asked for consent and has not answered yet. */
  canConsent: z.boolean(),
  canEdit: z.boolean(),
  canDownload: z.boolean(),
  version: z.number(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const applicationActionResultSchema = z.object({
  id: z.number(),
  status: z.enum(APPLICATION_STATUSES),
  statusLabel: z.string(),
  message: z.string(),
});

// --- STOA check and processing -----------------------------------------------------------------------------------

export const stoaCheckSchema = z.object({
  applicationId: z.number(),
  checks: z.array(z.object({ name: z.string(), passed: z.boolean(), detail: z.string() })),
  passed: z.boolean(),
});

export const processingDateSchema = z.object({
  type: applicationTypeSchema,
  processingDate: z.string(),
  pending: z.number(),
  allocated: z.number(),
  lastRun: z.enum(['Assessed', 'Allocated']).nullable(),
});
export const processingDateListSchema = z.array(processingDateSchema);

export const allocateProRataSchema = z.object({
  type: applicationTypeSchema,
  processingDate: isoDateField('Processing Date'),
});

export const approveTraderRequestSchema = z.object({ comments: text('Comments').trim().max(1000).optional() });

/** GetOpenAccessDetails: the approved schedule with its charges (the PDF's content). */
export const openAccessDetailsSchema = z.object({
  applicationId: z.number(),
  applicationNo: z.string().nullable(),
  schedule: z.array(scheduleSegmentSchema),
  totalMwh: z.number().describe(UNITS.mwh),
  allocatedMwh: z.number().nullable(),
  /** One line per charge and rate period (each delivery day at the rate in force that day). */
  charges: z.array(
    z.object({
      chargeType: z.enum(STOA_CHARGE_TYPES),
      label: z.string(),
      basis: z.string(),
      rateBasis: z.enum(CHARGE_BASES),
      fromDate: z.string(),
      toDate: z.string(),
      days: z.number(),
      quantity: z.number(),
      quantityUnit: z.enum(['MWh', 'MW-days', 'days']),
      rate: z.number().describe(UNITS.chargeRate),
      amount: z.number().describe(UNITS.rupees),
      amountPaise: z.number().describe(UNITS.paise),
    }),
  ),
  totalCharges: z.number().describe(UNITS.rupees),
});
export type OpenAccessDetails = z.infer<typeof openAccessDetailsSchema>;
