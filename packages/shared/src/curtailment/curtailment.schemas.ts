/**
 * Curtailment payloads (issue 18; the spec names no calls): the SLDC's request (corridor, dates, blocks, the MW to
 * shed, a reason), the plan shown before it is applied (per application, with a token so Apply changes exactly what
 * was previewed), the Applied Curtailments list and the record.
 */
import { z } from 'zod';
import { UNITS } from '../api/units.ts';
import { pageQuerySchema } from '../api/envelope.ts';
import { isoDateField } from '../calendar/dates.ts';
import { requiredMessage } from '../api/messages.ts';
import { APPLICATION_TYPES } from '../application/application-types.ts';
import { decimalField, recordId } from '../validation/number-input.ts';
import { requiredText } from '../validation/patterns.ts';

export const CURTAILMENT_REASONS = ['GridConstraint', 'TransmissionOutage', 'Other'] as const;
export const CURTAILMENT_REASON_LABELS: Record<(typeof CURTAILMENT_REASONS)[number], string> = {
  GridConstraint: 'Grid constraint',
  TransmissionOutage: 'Transmission outage',
  Other: 'Other',
};

export const CURTAILMENT_MESSAGES = {
  toBlockAfterFrom: 'To Time must be after From Time',
  toDateBeforeFrom: 'To Date must be on or after From Date',
  tooLong: 'A curtailment covers at most 31 days',
  nothingToCurtail: 'No approved schedule uses this corridor in the chosen blocks',
  planChanged: 'The schedules changed since the preview: review the new plan and apply again',
  notFound: 'Curtailment not found',
  notVisible: 'This curtailment does not affect your applications',
  past: 'A curtailment cannot change blocks that have already started',
} as const;

export const MAX_CURTAILMENT_DAYS = 31;

export const curtailmentRequestSchema = z
  .object({
    corridorId: recordId(),
    fromDate: isoDateField('From Date'),
    toDate: isoDateField('To Date'),
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
    mw: decimalField('MW to Curtail', { greaterThan: 0, unit: 'MW' }),
    reasonType: z.enum(CURTAILMENT_REASONS, { error: requiredMessage('Reason') }),
    reason: requiredText('Remarks', 1000),
  })
  .superRefine((r, ctx) => {
    if (r.toTimeBlock <= r.fromTimeBlock)
      ctx.addIssue({ code: 'custom', path: ['toTimeBlock'], message: CURTAILMENT_MESSAGES.toBlockAfterFrom });
    if (r.toDate < r.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: CURTAILMENT_MESSAGES.toDateBeforeFrom });
    else if (Date.parse(r.toDate) - Date.parse(r.fromDate) >= MAX_CURTAILMENT_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: CURTAILMENT_MESSAGES.tooLong });
  });
export type CurtailmentRequest = z.output<typeof curtailmentRequestSchema>;
export type CurtailmentRequestInput = z.input<typeof curtailmentRequestSchema>;

/** Apply: the request as previewed, with the preview's token. */
export const applyCurtailmentSchema = z.object({
  request: curtailmentRequestSchema,
  planToken: z.string().trim().min(1).max(128),
});

/** One application's share of a plan or an applied curtailment. Energy in MWh, money in rupees. */
export const curtailedApplicationSchema = z.object({
  applicationId: z.number().int(),
  applicationNo: z.string(),
  applicationType: z.enum(APPLICATION_TYPES),
  applicantName: z.string(),
  scheduledMwh: z.number(),
  curtailedMwh: z.number(),
  /** STU charges reversed (refundable once paid); null in a plan. */
  refund: z.number().describe(UNITS.rupees).nullable(),
  /** Per date, the blocks shed: label and MW. */
  days: z.array(
    z.object({
      date: z.string(),
      /** Each block shed, with its share of the refund (rupees; null in a plan). */
      blocks: z.array(
        z.object({
          block: z.number().int(),
          label: z.string(),
          mw: z.number(),
          refund: z.number().describe(UNITS.rupees).nullable(),
        }),
      ),
    }),
  ),
});

export const curtailmentPlanSchema = z.object({
  planToken: z.string(),
  corridorName: z.string(),
  requestedMwh: z.number(),
  curtailedMwh: z.number(),
  /** What the applications did not have (never taken below zero). */
  unmetMwh: z.number(),
  applications: z.array(curtailedApplicationSchema),
});
export type CurtailmentPlanView = z.infer<typeof curtailmentPlanSchema>;

export const savedCurtailmentSchema = z.object({ id: z.number().int(), curtailmentNo: z.string() });

export const curtailmentListQuerySchema = pageQuerySchema.extend({
  fromDate: isoDateField('From Date').optional(),
  toDate: isoDateField('To Date').optional(),
});

export const curtailmentRowSchema = z.object({
  id: z.number().int(),
  curtailmentNo: z.string(),
  corridorName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  blocks: z.string(),
  mw: z.number(),
  reasonType: z.enum(CURTAILMENT_REASONS),
  reasonLabel: z.string(),
  reason: z.string(),
  curtailedMwh: z.number(),
  applications: z.number().int(),
  appliedAt: z.string(),
  appliedBy: z.string(),
});
export const curtailmentListSchema = z.object({
  items: z.array(curtailmentRowSchema),
  total: z.number().describe(UNITS.count),
});

export const curtailmentDetailSchema = curtailmentRowSchema.extend({
  unmetMwh: z.number(),
  items: z.array(curtailedApplicationSchema),
});
export type CurtailmentDetail = z.infer<typeof curtailmentDetailSchema>;

/** CUR/2026/0001: the year it was applied and its serial in that year. */
export const formatCurtailmentNo = (year: number, serial: number) => `CUR/${year}/${String(serial).padStart(4, '0')}`;
