/**
 * The numbers of the rules (DOMAIN §3, §4, §5, §6, §7, §8): application windows per type, the e-bidding pricing
 * rule, revision and cancellation parameters, registration validity and the statutory clocks. One document, kept
 * by the Admin on the Network and Rules page; DEFAULT_BUSINESS_RULES are DOMAIN.md's defaults.
 */
import { z } from 'zod';
import { TIME_OF_DAY } from '../application/time-blocks.ts';
import { decimalField, integerField, versionField } from '../validation/number-input.ts';
import { text } from '../validation/text-rule.ts';
import { requiredText } from '../validation/patterns.ts';

const timeOfDay = (label: string) => text(label).regex(TIME_OF_DAY, `${label} must be a time of day (HH:mm)`);

export const E_BIDDING_PRICING_RULES = ['National', 'Uniform', 'PayAsBid'] as const;
export type EBiddingPricingRule = (typeof E_BIDDING_PRICING_RULES)[number];
export const E_BIDDING_PRICING_LABELS: Record<EBiddingPricingRule, string> = {
  National: 'Full allocations pay the lowest full-allocation quote; a partial allocation pays its own quote',
  Uniform: 'All pay the lowest accepted price',
  PayAsBid: 'Each pays its own quote',
};

export const businessRulesSchema = z.object({
  applicationWindows: z.object({
    Advance: z.object({
      /** Months ahead one may apply for (M+1 … M+n). */
      monthsAhead: integerField('Months Ahead', { min: 1, max: 12, unit: 'months' }),
      /** Cut-off in days before the end of month M for delivery in M+1, M+2, M+3. */
      cutoffDaysBeforeMonthEnd: z.tuple([
        integerField('Cut-off for M+1', { max: 31 }),
        integerField('Cut-off for M+2', { max: 31 }),
        integerField('Cut-off for M+3', { max: 31 }),
      ]),
    }),
    FCFS: z.object({
      minDaysBeforeStart: integerField('Days Before Start', { max: 60, unit: 'days' }),
      monthsAhead: integerField('Months Ahead', { max: 3, unit: 'months' }),
      processingWorkingDays: integerField('Processing Working Days', { min: 1, max: 30, unit: 'working days' }),
    }),
    DayAhead: z.object({
      openDaysBefore: integerField('Opens Days Before', { min: 1, max: 30, unit: 'days' }),
      cutoffTime: timeOfDay('Cut-off Time'),
    }),
    ContingencyDayAhead: z.object({ opensAt: timeOfDay('Opens At') }),
    ContingencySameDay: z.object({
      minBlocksAfterReceipt: integerField('Blocks After Receipt', { min: 1, max: 96, unit: 'blocks' }),
    }),
  }),
  eBidding: z.object({ pricingRule: z.enum(E_BIDDING_PRICING_RULES) }),
  revision: z.object({
    /** A revision takes effect from this block after the request (the request's block counts as the first). */
    effectiveFromBlock: integerField('Effective From Block', { min: 1, max: 96 }),
    minRevisionPercent: decimalField('Minimum Revision (%)', { max: 100 }),
    /** Less notice than this still pays STU charges on the original schedule for this many days. */
    noticeDays: integerField('Notice Days', { max: 30, unit: 'days' }),
  }),
  registration: z.object({ validityMonths: integerField('Validity (months)', { min: 1, max: 120 }) }),
  standingClearance: z.object({ responseWorkingDays: integerField('Response (working days)', { min: 1, max: 30 }) }),
  defaulter: z.object({ daysPastDue: integerField('Days Past Due', { min: 1, max: 365, unit: 'days' }) }),
  /** Reminders (issue 20): a due, and a month's TDS challan, are called 'due soon' this many days before their date. */
  reminders: z
    .object({ dueSoonDays: integerField('Reminder Days Before Due', { min: 1, max: 30, unit: 'days' }).default(3) })
    .default({ dueSoonDays: 3 }),
  /** Statutory clocks of the waiting steps (working days after the record entered the step; issue #13). */
  clocks: z
    .object({
      // Each key has its own default: a rules document saved before a key existed still reads.
      registrationStepWorkingDays: integerField('Registration step (working days)', { min: 1, max: 30 }).default(3),
      interStateStepWorkingDays: integerField('Inter-state registration step (working days)', {
        min: 1,
        max: 30,
      }).default(3),
      applicationStepWorkingDays: integerField('Application approval step (working days)', { min: 1, max: 30 }).default(
        2,
      ),
    })
    .default({ registrationStepWorkingDays: 3, interStateStepWorkingDays: 3, applicationStepWorkingDays: 2 }),
  tds: z.object({
    defaultRatePercent: decimalField('Default TDS Rate (%)', { greaterThan: 0, max: 100 }),
    defaultSection: requiredText('Default TDS Section', 20),
    /** Challans for a month's deductions are due by this day of the next month (30 April for March). */
    challanDueDay: integerField('Challan Due Day', { min: 1, max: 28 }),
  }),
});
export type BusinessRules = z.output<typeof businessRulesSchema>;

export const DEFAULT_BUSINESS_RULES: BusinessRules = {
  applicationWindows: {
    Advance: { monthsAhead: 3, cutoffDaysBeforeMonthEnd: [10, 5, 0] },
    FCFS: { minDaysBeforeStart: 4, monthsAhead: 1, processingWorkingDays: 3 },
    DayAhead: { openDaysBefore: 3, cutoffTime: '15:00' },
    ContingencyDayAhead: { opensAt: '15:00' },
    ContingencySameDay: { minBlocksAfterReceipt: 4 },
  },
  eBidding: { pricingRule: 'National' },
  revision: { effectiveFromBlock: 4, minRevisionPercent: 2, noticeDays: 2 },
  registration: { validityMonths: 12 },
  standingClearance: { responseWorkingDays: 3 },
  defaulter: { daysPastDue: 90 },
  reminders: { dueSoonDays: 3 },
  clocks: { registrationStepWorkingDays: 3, interStateStepWorkingDays: 3, applicationStepWorkingDays: 2 },
  tds: { defaultRatePercent: 2, defaultSection: '194C', challanDueDay: 7 },
};

export const businessRulesResponseSchema = z.object({
  rules: businessRulesSchema,
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export const businessRulesUpdateSchema = z.object({ rules: businessRulesSchema, version: versionField(0) });
