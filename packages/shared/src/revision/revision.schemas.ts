/**
 * Revision requests' payloads (issue 18; the spec names no calls): the form (rows of new MW on dates × blocks, 0
 * cancels), the preview of what it changes (effective block, energy, the cancellation charge's days, charges before
 * and after), the list, the record and an application's schedule history.
 */
import { z } from 'zod';
import { UNITS } from '../api/units.ts';
import { pageQuerySchema } from '../api/envelope.ts';
import { isoDateField } from '../calendar/dates.ts';
import { timeBlockRowSchema } from '../application/application.schemas.ts';
import { APPLICATION_TYPES } from '../application/application-types.ts';
import { decimalField, recordId } from '../validation/number-input.ts';
import { requiredText } from '../validation/patterns.ts';
import { recordClockSchema } from '../workflow/clocks.ts';
import { nextStepSchema } from '../workflow/next-step.ts';
import { recordActionSchema, timelineEntrySchema } from '../workflow/record-view.ts';
import { FORM_ACTIONS, WORKFLOW_ACTIONS } from '../workflow/engine.ts';
import { REVISION_STATUSES } from './revision-workflow.ts';

export const REVISION_FORM_MESSAGES = {
  toBlockAfterFrom: 'To Time must be after From Time',
  toDateBeforeFrom: 'To Date must be on or after From Date',
  notRevisable: 'Only an approved application can be revised',
  notFound: 'Revision request not found',
  notVisible: 'This revision request belongs to another applicant',
  nothingLeft: 'No block of this application is left to revise: its schedule has ended',
  upward: 'A revision can only lower the schedule; apply for more as a new application',
} as const;

/** One row of the form: the new MW (0 cancels) from a date and block to a date and block. */
export const NEW_MW_LABEL = 'New MW';

export const revisionRowSchema = timeBlockRowSchema
  .extend({ oaRequirement: decimalField(NEW_MW_LABEL, { unit: 'MW' }) })
  .superRefine((row, ctx) => {
    if (row.toTimeBlock <= row.fromTimeBlock)
      ctx.addIssue({ code: 'custom', path: ['toTimeBlock'], message: REVISION_FORM_MESSAGES.toBlockAfterFrom });
    if (row.oaToDate < row.oaFromDate)
      ctx.addIssue({ code: 'custom', path: ['oaToDate'], message: REVISION_FORM_MESSAGES.toDateBeforeFrom });
  });

/** POST Revision/Preview and Revision/Add. */
export const revisionRequestSchema = z.object({
  applicationId: recordId(),
  rows: z.array(revisionRowSchema).min(1, 'Add at least one time block').max(200),
  reason: requiredText('Reason', 1000),
});
export type RevisionRequest = z.output<typeof revisionRequestSchema>;
export type RevisionRequestInput = z.input<typeof revisionRequestSchema>;

const pointSchema = z.object({ date: z.string(), block: z.number().int(), label: z.string() });

/** What a revision changes (the preview, and the record as requested). Money in rupees, energy in MWh. */
export const revisionImpactSchema = z.object({
  effectiveFrom: pointSchema,
  days: z.array(z.object({ date: z.string(), beforeMwh: z.number(), afterMwh: z.number() })),
  energyBeforeMwh: z.number(),
  energyAfterMwh: z.number(),
  reducedMwh: z.number(),
  /** The reduction as a share of the schedule's energy, 2 decimals. */
  reducedPercent: z.number(),
  minimumPercent: z.number(),
  /** Reduced dates still charged STU on the original schedule (less than the notice days' notice). */
  keptDates: z.array(z.string()),
  stuBefore: z.number().describe(UNITS.rupees),
  stuAfter: z.number().describe(UNITS.rupees),
  operatingBefore: z.number().describe(UNITS.rupees),
  operatingAfter: z.number().describe(UNITS.rupees),
});
export type RevisionImpact = z.infer<typeof revisionImpactSchema>;

export const savedRevisionSchema = z.object({ id: z.number().int(), revisionNo: z.string() });

/** An approved application the caller may revise, with what is left of it. */
export const revisableApplicationSchema = z.object({
  id: z.number().int(),
  applicationNo: z.string(),
  applicationType: z.enum(APPLICATION_TYPES),
  fromDate: z.string(),
  toDate: z.string(),
  allocatedMwh: z.number(),
  /** Its allocated MW per date, 96 blocks each (MW, 2 decimals). */
  days: z.array(z.object({ date: z.string(), blocks: z.array(z.number()) })),
  effectiveFrom: pointSchema,
});
export const revisableApplicationsSchema = z.array(
  revisableApplicationSchema.omit({ days: true, effectiveFrom: true }),
);

export const revisionListQuerySchema = pageQuerySchema.extend({
  status: z.enum(REVISION_STATUSES).optional(),
  applicationNo: z.string().trim().max(50).optional(),
});

export const revisionRowViewSchema = z.object({
  id: z.number().int(),
  revisionNo: z.string(),
  applicationId: z.number().int(),
  applicationNo: z.string(),
  applicationType: z.enum(APPLICATION_TYPES),
  applicantName: z.string(),
  requestedAt: z.string(),
  effectiveFrom: pointSchema,
  reducedMwh: z.number(),
  status: z.enum(REVISION_STATUSES),
  statusLabel: z.string(),
});
export const revisionListSchema = z.object({
  items: z.array(revisionRowViewSchema),
  total: z.number().describe(UNITS.count),
});

export const revisionDetailSchema = revisionRowViewSchema.extend({
  reason: z.string(),
  rows: z.array(
    z.object({
      oaFromDate: isoDateField('From Date'),
      oaToDate: isoDateField('To Date'),
      fromTimeBlock: z.number().int(),
      toTimeBlock: z.number().int(),
      mw: z.number(),
    }),
  ),
  impact: revisionImpactSchema,
  decidedAt: z.string().nullable(),
  timeline: z.array(timelineEntrySchema),
  formActions: z.array(z.enum(FORM_ACTIONS)),
  actions: z.array(z.enum(WORKFLOW_ACTIONS)),
  actionBar: z.array(recordActionSchema),
  clock: recordClockSchema.nullable(),
  /** What happens next: who acts, what they do, by when and where (the workflow's nextSteps). */
  nextStep: nextStepSchema.nullable(),
});
export type RevisionDetail = z.infer<typeof revisionDetailSchema>;

export const revisionActionResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(REVISION_STATUSES),
  statusLabel: z.string(),
});

export const SCHEDULE_CHANGE_KINDS = ['Original', 'Revision', 'Curtailment', 'Current'] as const;

/** An application's schedule history: the original, each change with its consequence, the current schedule. */
export const scheduleHistorySchema = z.array(
  z.object({
    kind: z.enum(SCHEDULE_CHANGE_KINDS),
    /** The revision or curtailment number (null: the original and the current schedule). */
    sourceNo: z.string().nullable(),
    /** The web path of the revision or curtailment. */
    link: z.string().nullable(),
    at: z.string().nullable(),
    energyMwh: z.number(),
    stuCharges: z.number().describe(UNITS.rupees),
    operatingCharges: z.number().describe(UNITS.rupees),
    /** What the change did to the charges (negative: reversed, refundable once paid). */
    chargeChange: z.number().describe(UNITS.rupees),
    keptDates: z.array(z.string()),
  }),
);
export type ScheduleHistory = z.infer<typeof scheduleHistorySchema>;

/** REV/2026/0001: the year of the request and its serial in that year. */
export const formatRevisionNo = (year: number, serial: number) => `REV/${year}/${String(serial).padStart(4, '0')}`;
