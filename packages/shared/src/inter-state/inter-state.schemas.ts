/**
 * Inter-state registration payloads (spec §2.2, §3, §7.3): the multi-step form's details with its messages, the
 * list row and query, the detail and the save request. One schema serves the form (browser) and the API (server).
 */
import { z } from 'zod';
import { reasonAnswersField } from '../workflow/reasons.schemas.ts';
import { overdueFilterField, pageQuerySchema } from '../api/envelope.ts';
import { requiredMessage } from '../api/messages.ts';
import { RECORD_STATUSES } from '../registration/registration-workflow.ts';
import {
  VOLTAGE_LEVELS,
  fileDetailSchema,
  registrationDraftDetailsSchema,
  statusObjectSchema,
  timelineEntrySchema,
} from '../registration/registration.schemas.ts';
import { ZONES } from '../utility/utility.schemas.ts';
import { decimalField, recordIdParam, versionField } from '../validation/number-input.ts';
import { text } from '../validation/text-rule.ts';
import { emailField, mobileField, optionalText, requiredText } from '../validation/patterns.ts';
import { FORM_ACTIONS, WORKFLOW_ACTIONS } from '../workflow/engine.ts';
import { REGISTERED_ENTITY_SECTORS, RLDCS } from './inter-state-sectors.ts';
import { recordActionSchema } from '../workflow/record-view.ts';
import { recordClockSchema } from '../workflow/clocks.ts';
import { nextStepSchema } from '../workflow/next-step.ts';

export const INTER_STATE_MESSAGES = {
  injectionOrDrawl: 'Give the maximum injection or drawl (MW)',
  declaration: 'Accept the declaration to submit',
  duplicateDocument: 'This document is given twice',
  submitted: 'Inter-state registration submitted successfully!',
  draftSaved: 'Inter-state registration saved as draft.',
  notFound: 'Inter-state registration not found.',
  notVisible: 'You do not have access to this inter-state registration.',
  notEditable: 'This inter-state registration cannot be edited in its current status.',
  sectorNotYours: 'Choose a sector you may register',
  sectorFixed: 'The sector of a saved registration cannot be changed',
  alreadyOpen: 'You already have an inter-state registration of this sector in process or in force.',
  fileNotOwn: 'Upload the document again: the file was not uploaded by you for a registration.',
  verifyOnlySubmitted: 'Documents are verified while the registration awaits SLDC verification.',
  fileNotPart: 'The document is not part of this registration.',
  changedElsewhere: 'The registration was changed elsewhere. Reload to see the latest values.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The form: one object per step
// ---------------------------------------------------------------------------------------------------------------
export const INTER_STATE_STEPS = {
  general: 'General',
  connection: 'Connection',
  contact: 'Contact',
  documents: 'Documents',
  declaration: 'Declaration',
} as const;
export type InterStateStep = keyof typeof INTER_STATE_STEPS;
export const INTER_STATE_STEP_KEYS = Object.keys(INTER_STATE_STEPS) as InterStateStep[];

/** The step a validation issue belongs to: the first segment of its path. */
export function interStateStepOf(path: readonly PropertyKey[]): InterStateStep | null {
  const head = path[0];
  return typeof head === 'string' && head in INTER_STATE_STEPS ? (head as InterStateStep) : null;
}

export const INTER_STATE_LABELS = {
  sector: 'Sector',
  rldc: 'RLDC',
  intraStateRegistrationNo: 'Intra-State Registration No.',
  connectivityPoint: 'Connectivity Point',
  voltageLevel: 'Voltage Level (kV)',
  transmissionZone: 'Transmission Zone',
  maxInjectionMw: 'Maximum Injection (MW)',
  maxDrawlMw: 'Maximum Drawl (MW)',
  meterNumber: 'Interface meter (SEM) number',
  contactPersonName: 'Contact Person Name',
  contactPersonDesignation: 'Contact Person Designation',
  contactNumber: 'Contact Number',
  contactEmail: 'Contact Email',
  place: 'Place',
  authorizedPersonName: 'Authorized Person Name',
  authorizedPersonDesignation: 'Authorized Person Designation',
} as const;
const L = INTER_STATE_LABELS;

export const interStateGeneralSchema = z.object({
  sector: z.enum(REGISTERED_ENTITY_SECTORS, { error: requiredMessage(L.sector) }),
  rldc: z.enum(RLDCS, { error: requiredMessage(L.rldc) }),
  intraStateRegistrationNo: optionalText(L.intraStateRegistrationNo, 50),
});

const MW_FIELDS: readonly PropertyKey[] = ['maxInjectionMw', 'maxDrawlMw'];

export const interStateConnectionSchema = z
  .object({
    connectivityPoint: requiredText(L.connectivityPoint),
    voltageLevel: z.coerce
      .number({ error: requiredMessage(L.voltageLevel) })
      .refine((v) => (VOLTAGE_LEVELS as readonly number[]).includes(v), requiredMessage(L.voltageLevel)),
    transmissionZone: z.enum(ZONES, { error: requiredMessage(L.transmissionZone) }),
    maxInjectionMw: decimalField(L.maxInjectionMw),
    maxDrawlMw: decimalField(L.maxDrawlMw),
    meterNumber: requiredText(L.meterNumber, 50),
  })
  .refine((c) => c.maxInjectionMw > 0 || c.maxDrawlMw > 0, {
    message: INTER_STATE_MESSAGES.injectionOrDrawl,
    path: ['maxInjectionMw'],
    // Checked as soon as both quantities are good numbers, whatever the other fields of the step hold.
    when: ({ issues }) => !issues.some((i) => MW_FIELDS.includes(i.path?.[0] ?? '')),
  });

export const interStateContactSchema = z.object({
  contactPersonName: requiredText(L.contactPersonName, 100),
  contactPersonDesignation: requiredText(L.contactPersonDesignation, 100),
  contactNumber: mobileField(L.contactNumber),
  contactEmail: emailField(L.contactEmail),
});

/** The documents of an inter-state registration; `required` ones must be there to submit. */
export const INTER_STATE_DOCUMENT_TYPES = {
  authorisationLetter: { label: 'Authorisation Letter', required: true },
  meterCertificate: { label: 'Interface Meter (SEM) Certificate', required: true },
  connectivityApproval: { label: 'Connectivity Approval', required: false },
} as const satisfies Record<string, { label: string; required: boolean }>;
export type InterStateDocumentType = keyof typeof INTER_STATE_DOCUMENT_TYPES;
export const INTER_STATE_DOCUMENT_KEYS = Object.keys(INTER_STATE_DOCUMENT_TYPES) as InterStateDocumentType[];

export function interStateDocumentLabel(documentType: string): string {
  return (INTER_STATE_DOCUMENT_TYPES as Record<string, { label: string }>)[documentType]?.label ?? documentType;
}

export const interStateDocumentSchema = z.object({
  documentType: z.enum(INTER_STATE_DOCUMENT_KEYS as [InterStateDocumentType, ...InterStateDocumentType[]]),
  fileId: z.string().uuid('Upload the document again'),
});

export const interStateDeclarationSchema = z.object({
  accurate: z.boolean({ error: INTER_STATE_MESSAGES.declaration }).refine((v) => v, INTER_STATE_MESSAGES.declaration),
  place: requiredText(L.place, 100),
  authorizedPersonName: requiredText(L.authorizedPersonName, 100),
  authorizedPersonDesignation: requiredText(L.authorizedPersonDesignation, 100),
});

/** The documents: each required type once, no type twice (issues at 'documents.<type>'). */
export const interStateDocumentsSchema = z.array(interStateDocumentSchema).superRefine((docs, ctx) => {
  for (const type of INTER_STATE_DOCUMENT_KEYS) {
    if (INTER_STATE_DOCUMENT_TYPES[type].required && !docs.some((doc) => doc.documentType === type)) {
      ctx.addIssue({ code: 'custom', path: [type], message: requiredMessage(INTER_STATE_DOCUMENT_TYPES[type].label) });
    }
  }
  docs.forEach((doc, i) => {
    if (docs.findIndex((o) => o.documentType === doc.documentType) < i)
      ctx.addIssue({ code: 'custom', path: [doc.documentType], message: INTER_STATE_MESSAGES.duplicateDocument });
  });
});

/** The submitted payload, one object per step; every step is checked, so Submit flags all of them at once. */
export const interStateDetailsSchema = z.object({
  general: interStateGeneralSchema,
  connection: interStateConnectionSchema,
  contact: interStateContactSchema,
  documents: interStateDocumentsSchema,
  declaration: interStateDeclarationSchema,
});
export type InterStateDetails = z.output<typeof interStateDetailsSchema>;
export type InterStateDetailsInput = z.input<typeof interStateDetailsSchema>;

/** POST InterStateRegistration/Submit: a draft keeps what was typed (unchecked); a submission is checked in full. */
export const submitInterStateSchema = z.object({
  /** The draft or returned registration saved again; absent for a new one. */
  id: recordIdParam().nullish(),
  isDraft: z.boolean(),
  details: registrationDraftDetailsSchema,
  /** Optimistic concurrency for saves of an existing record. */
  version: versionField().nullish(),
  /** Submitting a returned registration again: an answer to each reason it was returned for (workflow/reasons.ts). */
  reasonAnswers: reasonAnswersField,
});
export type SubmitInterStateRequest = z.input<typeof submitInterStateSchema>;

export const savedInterStateSchema = z.object({
  id: z.number().int(),
  status: z.enum(RECORD_STATUSES),
  version: z.number().int(),
});
export type SavedInterState = z.infer<typeof savedInterStateSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------
export const interStateRowSchema = z.object({
  id: z.number().int(),
  registrationNo: z.string().nullable(),
  entityName: z.string(),
  sector: z.enum(REGISTERED_ENTITY_SECTORS),
  rldc: z.string().nullable(),
  maxInjectionMw: z.number().nullable(),
  maxDrawlMw: z.number().nullable(),
  transmissionZone: z.string().nullable(),
  submittedOn: z.string().nullable(),
  updatedOn: z.string(),
  expiredOn: z.string().nullable(),
  status: statusObjectSchema,
  /** The statutory clock of the status it waits in (lists); null when none runs. */
  clock: recordClockSchema.nullable().optional(),
});
export type InterStateRow = z.infer<typeof interStateRowSchema>;

export const interStateListSchema = z.object({
  registrationList: z.array(interStateRowSchema),
  dataCount: z.number().int(),
});
export type InterStateList = z.infer<typeof interStateListSchema>;

export const interStateListQuerySchema = pageQuerySchema.extend({
  status: z.enum(RECORD_STATUSES).optional(),
  sector: z.enum(REGISTERED_ENTITY_SECTORS).optional(),
  entityName: text('Entity Name').trim().max(200).optional(),
  overdue: overdueFilterField,
});
export type InterStateListQuery = z.infer<typeof interStateListQuerySchema>;

export const interStateDetailSchema = interStateRowSchema.extend({
  applicantUserId: z.number().int(),
  approvedOn: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  files: z.array(fileDetailSchema),
  timeline: z.array(timelineEntrySchema),
  /** What the caller may do (spec §4 form actions) and the workflow actions behind them. */
  formActions: z.array(z.enum(FORM_ACTIONS)),
  actions: z.array(z.enum(WORKFLOW_ACTIONS)),
  /** The caller's buttons read off the workflow table: words, question, comment rule, why disabled. */
  actionBar: z.array(recordActionSchema),
  /** The statutory clock of the status it waits in; null when none runs. */
  clock: recordClockSchema.nullable(),
  /** What happens next: who acts, what they do, by when and where (the workflow's nextSteps). */
  nextStep: nextStepSchema.nullable(),
  /** The caller marks the documents valid or invalid now (the SLDC business user, pending its verification). */
  canVerifyDocuments: z.boolean(),
  version: z.number().int(),
});
export type InterStateDetail = z.infer<typeof interStateDetailSchema>;

export const interStateActionResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(RECORD_STATUSES),
  registrationNo: z.string().nullable(),
});

/** Numbers issued on approval: STOA/IS/<year>/<4-digit serial>. */
export function formatInterStateRegistrationNo(year: number, serial: number): string {
  return `STOA/IS/${year}/${String(serial).padStart(4, '0')}`;
}
