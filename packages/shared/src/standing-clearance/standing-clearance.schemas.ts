/**
 * Standing clearance / consent for inter-state STOA (DOMAIN §8): the request's fields with their messages, the
 * draft and submit payloads, the list and the record as the API answers them. One schema serves the form (browser)
 * and the API (server).
 */
import { z } from 'zod';
import { reasonAnswersField } from '../workflow/reasons.schemas.ts';
import { pageQuerySchema } from '../api/envelope.ts';
import { requiredMessage } from '../api/messages.ts';
import { ENTITY_TYPES } from '../auth/roles.ts';
import { isIsoDate, isoDateField } from '../calendar/dates.ts';
import { recordClockSchema } from '../workflow/clocks.ts';
import { nextStepSchema } from '../workflow/next-step.ts';
import { timelineEntrySchema } from '../workflow/record-view.ts';
import { decimalField, recordIdParam, versionField } from '../validation/number-input.ts';
import { jsonObject } from '../validation/text-rule.ts';
import { optionalText, requiredText } from '../validation/patterns.ts';
import { FORM_ACTIONS, WORKFLOW_ACTIONS } from '../workflow/engine.ts';
import { STANDING_CLEARANCE_STATUSES } from './standing-clearance-workflow.ts';
import { recordActionSchema } from '../workflow/record-view.ts';

/** Buy: power drawn from outside the state; Sell: power sent out of the state. */
export const CLEARANCE_DIRECTIONS = ['Buy', 'Sell'] as const;
export type ClearanceDirection = (typeof CLEARANCE_DIRECTIONS)[number];
export const CLEARANCE_DIRECTION_LABELS: Record<ClearanceDirection, string> = {
  Buy: 'Buy (import into the state)',
  Sell: 'Sell (export out of the state)',
};

export const CLEARANCE_KINDS = ['Bilateral', 'PowerExchange'] as const;
export type ClearanceKind = (typeof CLEARANCE_KINDS)[number];
export const CLEARANCE_KIND_LABELS: Record<ClearanceKind, string> = {
  Bilateral: 'Bilateral',
  PowerExchange: 'Power Exchange',
};

export const CLEARANCE_EXCHANGES = ['IEX', 'PXIL', 'HPX'] as const;
export type ClearanceExchange = (typeof CLEARANCE_EXCHANGES)[number];
export const CLEARANCE_EXCHANGE_LABELS: Record<ClearanceExchange, string> = {
  IEX: 'Indian Energy Exchange (IEX)',
  PXIL: 'Power Exchange India Ltd (PXIL)',
  HPX: 'Hindustan Power Exchange (HPX)',
};

/** States and union territories a bilateral counterparty may be in. */
export const COUNTERPARTY_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type CounterpartyState = (typeof COUNTERPARTY_STATES)[number];

export const STANDING_CLEARANCE_LABELS = {
  direction: 'Direction',
  transactionKind: 'Transaction Type',
  counterpartyName: 'Counterparty Name',
  counterpartyState: 'Counterparty State',
  exchange: 'Power Exchange',
  quantumMw: 'Quantum (MW)',
  fromDate: 'From Date',
  toDate: 'To Date',
  remarks: 'Remarks',
} as const;
export type StandingClearanceField = keyof typeof STANDING_CLEARANCE_LABELS;
export const STANDING_CLEARANCE_FIELDS = Object.keys(STANDING_CLEARANCE_LABELS) as StandingClearanceField[];
const L = STANDING_CLEARANCE_LABELS;

export const STANDING_CLEARANCE_MESSAGES = {
  submitted: 'Standing clearance request submitted successfully!',
  draftSaved: 'Standing clearance request saved as draft.',
  notFound: 'Standing clearance request not found.',
  notVisible: 'You do not have access to this standing clearance request.',
  notEditable: 'This standing clearance request cannot be edited in its current status.',
  changedElsewhere: 'The request was changed elsewhere. Reload to see the latest values.',
  toBeforeFrom: 'To Date must be on or after From Date',
  fromInPast: 'From Date cannot be in the past',
  noRegistration:
    'You need an approved registration (Injecting, Drawee or Both entity) to apply for standing clearance.',
  sellNeedsInjecting: 'Sell needs an approved Injecting or Both entity registration',
  buyNeedsDrawee: 'Buy needs an approved Drawee or Both entity registration',
  certificateNotIssued: 'The clearance certificate is issued once the request is approved.',
  checksFailed: 'The request fails the checks marked Fail: reject it or seek clarification.',
} as const;

const nullableText = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * The request as submitted (every field checked). The counterparty fields belong to a bilateral transaction, the
 * exchange to a power-exchange one; the other kind's fields are cleared. Cross-field rules run even while other
 * fields fail, so one Submit reports everything at once.
 */
export const standingClearanceDetailsSchema = z
  .object({
    direction: z.enum(CLEARANCE_DIRECTIONS, { error: requiredMessage(L.direction) }),
    transactionKind: z.enum(CLEARANCE_KINDS, { error: requiredMessage(L.transactionKind) }),
    counterpartyName: nullableText,
    counterpartyState: nullableText,
    exchange: nullableText,
    quantumMw: decimalField(L.quantumMw, { greaterThan: 0 }),
    fromDate: isoDateField(L.fromDate),
    toDate: isoDateField(L.toDate),
    remarks: optionalText(L.remarks, 500),
  })
  .superRefine(
    (d, ctx) => {
      if (d.transactionKind === 'Bilateral') {
        const name = requiredText(L.counterpartyName).safeParse(d.counterpartyName ?? '');
        if (!name.success)
          ctx.addIssue({ code: 'custom', path: ['counterpartyName'], message: name.error.issues[0]!.message });
        if (!(COUNTERPARTY_STATES as readonly string[]).includes(d.counterpartyState ?? '')) {
          ctx.addIssue({ code: 'custom', path: ['counterpartyState'], message: requiredMessage(L.counterpartyState) });
        }
      }
      if (
        d.transactionKind === 'PowerExchange' &&
        !(CLEARANCE_EXCHANGES as readonly string[]).includes(d.exchange ?? '')
      ) {
        ctx.addIssue({ code: 'custom', path: ['exchange'], message: requiredMessage(L.exchange) });
      }
      const { fromDate, toDate } = d as { fromDate: unknown; toDate: unknown };
      if (typeof fromDate === 'string' && typeof toDate === 'string' && isIsoDate(fromDate) && isIsoDate(toDate)) {
        if (toDate < fromDate)
          ctx.addIssue({ code: 'custom', path: ['toDate'], message: STANDING_CLEARANCE_MESSAGES.toBeforeFrom });
      }
    },
    { when: () => true },
  )
  .transform((d) => ({
    ...d,
    counterpartyName: d.transactionKind === 'Bilateral' ? d.counterpartyName : null,
    counterpartyState: d.transactionKind === 'Bilateral' ? (d.counterpartyState as CounterpartyState) : null,
    exchange: d.transactionKind === 'PowerExchange' ? (d.exchange as ClearanceExchange) : null,
  }));
export type StandingClearanceDetails = z.output<typeof standingClearanceDetailsSchema>;
export type StandingClearanceDetailsInput = z.input<typeof standingClearanceDetailsSchema>;

/**
 * A draft: the table keeps direction, MW and period as columns, so a draft names them (in a good format); every
 * other field is kept as typed and checked on Submit.
 */
export const standingClearanceDraftSchema = z.object({
  direction: z.enum(CLEARANCE_DIRECTIONS, { error: requiredMessage(L.direction) }),
  transactionKind: z
    .enum(CLEARANCE_KINDS)
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
  counterpartyName: nullableText.catch(null),
  counterpartyState: nullableText.catch(null),
  exchange: nullableText.catch(null),
  quantumMw: decimalField(L.quantumMw, { greaterThan: 0 }),
  fromDate: isoDateField(L.fromDate),
  toDate: isoDateField(L.toDate),
  remarks: nullableText.catch(null),
});
export type StandingClearanceDraft = z.output<typeof standingClearanceDraftSchema>;

/** POST StandingClearance/Submit: a draft (isDraft) or a submission of `details`, new or saved again (`id`). */
export const submitStandingClearanceSchema = z.object({
  id: recordIdParam().nullish(),
  isDraft: z.boolean({ error: requiredMessage('isDraft') }),
  details: jsonObject('Details', { error: requiredMessage('Details') }),
  /** Optimistic concurrency for saves of an existing request. */
  version: versionField().nullish(),
  /** Submitting a returned request again: an answer to each reason it was returned for (workflow/reasons.ts). */
  reasonAnswers: reasonAnswersField,
});
export type SubmitStandingClearanceRequest = z.input<typeof submitStandingClearanceSchema>;

export const clearanceStatusSchema = z.object({
  status: z.enum(STANDING_CLEARANCE_STATUSES),
  statusDescription: z.string(),
});

export const savedStandingClearanceSchema = z.object({
  id: z.number().int(),
  status: z.enum(STANDING_CLEARANCE_STATUSES),
  version: z.number().int(),
  dueOn: z.string().nullable(),
});
export type SavedStandingClearance = z.infer<typeof savedStandingClearanceSchema>;

/** The statutory clock of an undecided request (standing-clearance-rules clearanceDue). */
export const clearanceDueSchema = recordClockSchema;
export type ClearanceDue = z.infer<typeof clearanceDueSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The applicant's registration (GetMyRegistration) and the SLDC's checks
// ---------------------------------------------------------------------------------------------------------------
export const clearanceRegistrationSchema = z.object({
  registrationId: z.number().int(),
  registrationNo: z.string().nullable(),
  entityType: z.enum(ENTITY_TYPES),
  validFrom: z.string().nullable(),
  expiredOn: z.string().nullable(),
  /** Installed − auxiliary (injecting and both); the Sell limit. */
  exBusCapacityMw: z.number().nullable(),
  /** The Buy limit (drawee and both). */
  contractDemandMw: z.number().nullable(),
  stoaInjectionQuantumMw: z.number().nullable(),
  stoaDrawlQuantumMw: z.number().nullable(),
  /** The directions the registration allows. */
  directions: z.array(z.enum(CLEARANCE_DIRECTIONS)),
});
export type ClearanceRegistration = z.infer<typeof clearanceRegistrationSchema>;

export const myClearanceRegistrationSchema = z.object({
  entityName: z.string(),
  registration: clearanceRegistrationSchema.nullable(),
});
export type MyClearanceRegistration = z.infer<typeof myClearanceRegistrationSchema>;

export const CLEARANCE_CHECK_KEYS = ['registration', 'capacity', 'overlap', 'dues', 'corridor'] as const;
export type ClearanceCheckKey = (typeof CLEARANCE_CHECK_KEYS)[number];
export const CLEARANCE_CHECK_LABELS: Record<ClearanceCheckKey, string> = {
  registration: 'Registration valid on the period',
  capacity: 'MW within capacity',
  overlap: 'No overlap beyond capacity',
  dues: 'No dues (not a defaulter)',
  corridor: 'Margin on the inter-state corridor',
};
export const CLEARANCE_CHECK_OUTCOMES = ['Pass', 'Fail', 'Warning'] as const;
export type ClearanceCheckOutcome = (typeof CLEARANCE_CHECK_OUTCOMES)[number];

export const clearanceCheckSchema = z.object({
  key: z.enum(CLEARANCE_CHECK_KEYS),
  label: z.string(),
  outcome: z.enum(CLEARANCE_CHECK_OUTCOMES),
  detail: z.string(),
});
export type ClearanceCheck = z.infer<typeof clearanceCheckSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Lists and the record
// ---------------------------------------------------------------------------------------------------------------
export const CLEARANCE_SORTS = ['recent', 'due'] as const;
export type ClearanceSort = (typeof CLEARANCE_SORTS)[number];
export const CLEARANCE_SORT_LABELS: Record<ClearanceSort, string> = {
  recent: 'Latest first',
  due: 'Answer due (earliest first)',
};

/** The filters of GET StandingClearance/GetAll: the house paging, status, direction, only the overdue ones, the order. */
export const standingClearanceListFilterSchema = pageQuerySchema.extend({
  status: z.enum(STANDING_CLEARANCE_STATUSES).optional(),
  direction: z.enum(CLEARANCE_DIRECTIONS).optional(),
  /** 'true': only undecided requests past their answer date. */
  overdue: z.enum(['true', 'false']).optional(),
  sort: z.enum(CLEARANCE_SORTS).optional(),
});
export type StandingClearanceListQuery = z.infer<typeof standingClearanceListFilterSchema>;

/** The list call's query as the API reads it: `page` is taken as an alias of `pageNumber`. */
export const standingClearanceListQuerySchema = z.preprocess(
  (raw) =>
    raw && typeof raw === 'object' && !('pageNumber' in raw) && 'page' in raw
      ? { ...raw, pageNumber: (raw as { page: unknown }).page }
      : raw,
  standingClearanceListFilterSchema,
);

export const standingClearanceRowSchema = z.object({
  id: z.number().int(),
  clearanceNo: z.string().nullable(),
  entityName: z.string(),
  direction: z.enum(CLEARANCE_DIRECTIONS),
  transactionKind: z.enum(CLEARANCE_KINDS).nullable(),
  /** 'Name (State)' for a bilateral transaction, the exchange for a power-exchange one. */
  counterparty: z.string().nullable(),
  quantumMw: z.number(),
  fromDate: z.string(),
  toDate: z.string(),
  submittedOn: z.string().nullable(),
  dueOn: z.string().nullable(),
  /** The clock while undecided; null for drafts, returned and decided requests. */
  due: clearanceDueSchema.nullable(),
  decidedOn: z.string().nullable(),
  updatedOn: z.string(),
  status: clearanceStatusSchema,
});
export type StandingClearanceRow = z.infer<typeof standingClearanceRowSchema>;

export const standingClearanceListSchema = z.object({
  standingClearanceList: z.array(standingClearanceRowSchema),
  dataCount: z.number().int(),
});
export type StandingClearanceList = z.infer<typeof standingClearanceListSchema>;

export const standingClearanceDetailSchema = standingClearanceRowSchema.extend({
  applicantUserId: z.number().int(),
  registrationNo: z.string().nullable(),
  /** The form's payload (a draft's may be partial). */
  details: z.record(z.string(), z.unknown()),
  /** The SLDC's checks (SLDC roles, once submitted); null for the applicant and for drafts. */
  checks: z.array(clearanceCheckSchema).nullable(),
  timeline: z.array(timelineEntrySchema),
  formActions: z.array(z.enum(FORM_ACTIONS)),
  actions: z.array(z.enum(WORKFLOW_ACTIONS)),
  /** The caller's buttons read off the workflow table: words, question, comment rule, why disabled. */
  actionBar: z.array(recordActionSchema),
  /** The statutory clock of the status it waits in; null when none runs. */
  clock: recordClockSchema.nullable(),
  /** What happens next: who acts, what they do, by when and where (the workflow's nextSteps). */
  nextStep: nextStepSchema.nullable(),
  /** The certificate PDF is there (approved). */
  canDownload: z.boolean(),
  version: z.number().int(),
});
export type StandingClearanceDetail = z.infer<typeof standingClearanceDetailSchema>;

export const standingClearanceActionResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(STANDING_CLEARANCE_STATUSES),
  clearanceNo: z.string().nullable(),
});
export type StandingClearanceActionResult = z.infer<typeof standingClearanceActionResultSchema>;

/** Numbers issued on approval: SC/<year>/<4-digit serial>. */
export function formatClearanceNo(year: number, serial: number): string {
  return `SC/${year}/${String(serial).padStart(4, '0')}`;
}
