/**
 * Registration of open-access entities and traders (spec §3, §5; DOMAIN §1): the form payload per entity type
 * with its cross-field rules, the steps of the multi-step form, the list row with the entity-type column rules,
 * the detail, the document verification and the workflow action payloads. One schema serves the form (browser)
 * and the API (server).
 */
import { z } from 'zod';
import { UNITS } from '../api/units.ts';
import { requiredMessage } from '../api/messages.ts';
import { overdueFilterField, pageQuerySchema } from '../api/envelope.ts';
import { ENTITY_TYPES, type EntityType } from '../auth/roles.ts';
import { filledDateIssues, formatDisplayDate, isoDateField } from '../calendar/dates.ts';
import { INT4_MAX, decimalField, integerField, recordIdParam, versionField } from '../validation/number-input.ts';
import { OTHERS, OTHERS_MESSAGE } from '../validation/others-choice.ts';
import { optionalText, requiredText } from '../validation/patterns.ts';
import { FORM_ACTIONS, WORKFLOW_ACTIONS } from '../workflow/engine.ts';
import { reasonAnswersField, reasonCodesField } from '../workflow/reasons.schemas.ts';
import { RECORD_STATUSES, type RecordStatus } from './registration-workflow.ts';
import { toHundredths } from '../validation/hundredths.ts';
import { jsonObject, text } from '../validation/text-rule.ts';

// ---------------------------------------------------------------------------------------------------------------
// Enumerations (spec §3)
// ---------------------------------------------------------------------------------------------------------------
export const FUEL_CATEGORIES = ['RE', 'NonRE'] as const;
export type FuelCategory = (typeof FUEL_CATEGORIES)[number];
export const FUEL_CATEGORY_LABELS: Record<FuelCategory, string> = { RE: 'RE', NonRE: 'Non-RE' };
export const FUELS: Record<FuelCategory, readonly string[]> = {
  RE: ['Wind power', 'Solar power', 'Small hydro power', 'Biomass power', 'Waste to Power', OTHERS],
  NonRE: ['Coal', 'Lignite', 'Gas', 'Hydro', OTHERS],
};
export const GENERATOR_TYPES = ['SSGS', 'IPP', 'CPP'] as const;
export const CONSUMER_TYPES = ['Embedded Consumer', 'Full Open Access Consumer'] as const;
export const VOLTAGE_LEVELS = [11, 33, 66, 132, 220, 400] as const;
export const REGULATORS = ['CERC', 'SERC'] as const;
export const TRADER_CATEGORIES = ['I', 'II', 'III', 'IV', 'V'] as const;
/** Contract demand eligibility (spec §9): 1 MW and above. */
export const MIN_CONTRACT_DEMAND_MW = 1;

/** Which parts of the form an entity type fills (DOMAIN §1). */
export function injects(entityType: EntityType): boolean {
  return entityType === 'InjectingEntity' || entityType === 'BothEntity';
}
export function draws(entityType: EntityType): boolean {
  return entityType === 'DraweeEntity' || entityType === 'BothEntity';
}

// ---------------------------------------------------------------------------------------------------------------
// Messages (spec §5 where it has them; ours otherwise)
// ---------------------------------------------------------------------------------------------------------------
export const REGISTRATION_MESSAGES = {
  auxiliary: 'Auxiliary Consumption should be lower than Installed Capacity',
  injectionQuantum: 'STOA Injection Quantum should be lower than Ex-Bus Quantum',
  unitsTotal: 'Total capacity should not be greater than the Installed Capacity (MW)',
  contractDemand: "Contract Demand can't be greater than Sanctioned Load",
  eligibility: `Contract Demand should be ${MIN_CONTRACT_DEMAND_MW} MW and above`,
  drawlQuantum: 'STOA Drawl Quantum should not be greater than Contract Demand',
  commercialOperation: 'Commercial Operation Date cannot be before the Commissioning Date',
  unitsRequired: 'Add at least one unit',
  zonesRequired: 'Add at least one zone',
  duplicateUnit: 'Unit No. is repeated',
  duplicateZone: 'Zone is repeated',
  zoneDocument: 'Upload the connectivity document of the zone',
  documentRequired: (label: string) => `${label} is required`,
  declaration: 'Accept the declaration to submit',
  licenceValidity: 'Licence Valid To must be after Licence Valid From',
  submitted: 'Registration submitted successfully!',
  draftSaved: 'Registration saved as draft.',
  renewalSubmitted: 'Renewal submitted successfully!',
  notEditable: 'This registration cannot be edited in its current status.',
  alreadyInProcess: 'A registration of yours is already in process; wait for its decision.',
  alreadyRegistered: 'You already hold a registration; renew it instead of registering again.',
  renewNotAllowed: 'Only an Approved or Expired registration can be renewed.',
  renewalInProcess: 'A renewal of this registration is already in process.',
  alreadyRenewed: (validFrom: string) =>
    `This registration has already been renewed: the renewal is in force from ${formatDisplayDate(validFrom)}.`,
  renewUnchanged: 'Change at least one detail to renew before the registration expires.',
  documentsUnverified: 'Verify every document before forwarding.',
  documentsInvalid: 'A document is marked invalid: seek clarification or reject instead of forwarding.',
  wrongEntityType: 'The registration is not of this entity type.',
  notFound: 'Registration not found.',
  fileNotOwn: 'Upload the document again: the file was not uploaded by you for a registration.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// The form payload: one object per step
// ---------------------------------------------------------------------------------------------------------------
const mw = (label: string) => decimalField(label);
const optionalId = z.coerce
  .number()
  .int()
  .positive()
  .max(INT4_MAX)
  .nullish()
  .transform((v) => v ?? null);

export const connectionSchema = z.object({
  transcoId: optionalId,
  discomId: optionalId,
  voltageLevel: z.coerce
    .number({ error: requiredMessage('Voltage Level') })
    .refine((v) => (VOLTAGE_LEVELS as readonly number[]).includes(v), requiredMessage('Voltage Level')),
  dateOfOpenAccessStart: isoDateField('Date of Open Access Start'),
  substationName: requiredText('Sub-station'),
  feederName: requiredText('Feeder'),
  transmissionZone: requiredText('Transmission Zone'),
  distributionZone: optionalText('Distribution Zone'),
});

export const generatorSchema = z.object({
  plantName: requiredText('Plant Name'),
  plantLocation: requiredText('Plant Location', 500),
  fuelCategory: z.enum(FUEL_CATEGORIES, { error: requiredMessage('Fuel Category') }),
  fuel: text('Fuel', { error: requiredMessage('Fuel') }).min(1, requiredMessage('Fuel')),
  fuelOther: text('Fuel')
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  generatorType: z.enum(GENERATOR_TYPES, { error: requiredMessage('Generator Type') }),
  installedCapacity: decimalField('Installed Capacity (MW)', { greaterThan: 0 }),
  auxiliaryConsumption: mw('Auxiliary Consumption (MW)'),
  stoaInjectionQuantum: decimalField('STOA Injection Quantum (MW)', { greaterThan: 0 }),
});

export const unitSchema = z.object({
  unitNo: integerField('Unit No.', { min: 1 }),
  name: requiredText('Unit Name'),
  capacity: decimalField('Capacity (MW)', { greaterThan: 0 }),
  commissioningDate: isoDateField('Commissioning Date'),
  commercialOperationDate: isoDateField('Commercial Operation Date'),
});
export type Unit = z.infer<typeof unitSchema>;

/** Zone rows (spec §3): zone, connectivity points and the zone's document. */
export const zoneRowSchema = z.object({
  zone: requiredText('Zone'),
  connectivityPoints: requiredText('Connectivity Points', 500),
  zonefileId: z
    .string()
    .uuid(REGISTRATION_MESSAGES.zoneDocument)
    .nullish()
    .transform((v) => v ?? null),
});
export type ZoneRow = z.infer<typeof zoneRowSchema>;

export const consumerSchema = z.object({
  consumerNumber: requiredText('Consumer Number', 50),
  consumerType: z.enum(CONSUMER_TYPES, { error: requiredMessage('Consumer Type') }),
  contractDemand: mw('Contract Demand (MW)'),
  sanctionedLoad: decimalField('Sanctioned Load (MW)', { greaterThan: 0 }),
  stoaDrawlQuantum: decimalField('STOA Drawl Quantum (MW)', { greaterThan: 0 }),
  dedicatedFeeder: z.boolean().default(false),
});

export const licenceSchema = z.object({
  tradingLicenceNo: requiredText('Trading Licence No.', 50),
  issuingAuthority: z.enum(REGULATORS, { error: requiredMessage('Issuing Authority') }),
  category: z.enum(TRADER_CATEGORIES, { error: requiredMessage('Category') }),
  licenceValidFrom: isoDateField('Licence Valid From'),
  licenceValidTo: isoDateField('Licence Valid To'),
});

export const declarationSchema = z.object({
  accurate: z.boolean().refine((v) => v, REGISTRATION_MESSAGES.declaration),
  abideByRegulations: z.boolean().refine((v) => v, REGISTRATION_MESSAGES.declaration),
  place: requiredText('Place', 100),
  authorizedPersonName: requiredText('Authorized Person Name', 100),
  authorizedPersonDesignation: requiredText('Authorized Person Designation', 100),
});

/** The documents each entity type uploads (DOMAIN §1); `required` ones must be there to submit. */
export const DOCUMENT_TYPES = {
  panCard: { label: 'PAN Card', required: true, for: ENTITY_TYPES },
  incorporationCertificate: { label: 'Certificate of Incorporation', required: true, for: ENTITY_TYPES },
  authorisationLetter: { label: 'Board Resolution / Authorisation Letter', required: true, for: ENTITY_TYPES },
  connectivityAgreement: {
    label: 'Connectivity Agreement',
    required: true,
    for: ['InjectingEntity', 'BothEntity'],
  },
  commissioningCertificate: {
    label: 'Commissioning Certificate',
    required: true,
    for: ['InjectingEntity', 'BothEntity'],
  },
  electricityBill: { label: 'Latest Electricity Bill', required: true, for: ['DraweeEntity', 'BothEntity'] },
  discomNoc: { label: 'DISCOM No Objection Certificate', required: false, for: ['DraweeEntity', 'BothEntity'] },
  tradingLicence: { label: 'Trading Licence', required: true, for: ['Trader'] },
  gstCertificate: { label: 'GST Certificate', required: false, for: ENTITY_TYPES },
} as const satisfies Record<string, { label: string; required: boolean; for: readonly EntityType[] }>;
export type DocumentType = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_TYPE_KEYS = Object.keys(DOCUMENT_TYPES) as DocumentType[];
/** Zone documents are verified like the others, under this type. */
export const ZONE_DOCUMENT = 'zoneConnectivity';
export const ZONE_DOCUMENT_LABEL = 'Zone connectivity document';

export function documentTypesFor(entityType: EntityType): DocumentType[] {
  return DOCUMENT_TYPE_KEYS.filter((k) => (DOCUMENT_TYPES[k].for as readonly EntityType[]).includes(entityType));
}

export const documentSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPE_KEYS as [DocumentType, ...DocumentType[]]),
  fileId: z.string().uuid('Upload the document again'),
});
export type RegistrationDocument = z.infer<typeof documentSchema>;

/** The steps of each entity type's form, in order (spec §2.4, §4 multi-step forms). */
export const REGISTRATION_STEPS = {
  connection: 'Connection',
  generator: 'Generator',
  units: 'Units',
  zones: 'Zones and Connectivity',
  consumer: 'Consumer',
  licence: 'Licence',
  documents: 'Documents',
  declaration: 'Declaration',
} as const;
export type RegistrationStep = keyof typeof REGISTRATION_STEPS;

export function stepsFor(entityType: EntityType): RegistrationStep[] {
  if (entityType === 'Trader') return ['licence', 'documents', 'declaration'];
  return [
    'connection',
    ...(injects(entityType) ? (['generator', 'units', 'zones'] as const) : []),
    ...(draws(entityType) ? (['consumer'] as const) : []),
    'documents',
    'declaration',
  ];
}

/** The step a validation issue belongs to: the first segment of its path. */
export function stepOfPath(path: readonly PropertyKey[]): RegistrationStep | null {
  const head = path[0];
  return typeof head === 'string' && head in REGISTRATION_STEPS ? (head as RegistrationStep) : null;
}

/** Ex-bus capacity (DOMAIN §1): installed − auxiliary, exact to 0.01 MW. */
export function exBusCapacity(installed: number, auxiliary: number): number {
  return (toHundredths(installed) - toHundredths(auxiliary)) / 100;
}

/**
 * The full (submit) payload of an entity type: the parts its steps fill, with every cross-field rule. Each rule
 * sits on the smallest object it needs, so one submit reports the problems of every step at once (a refinement
 * on the whole payload would wait until every field parses).
 */
export function registrationDetailsSchema(entityType: EntityType) {
  const has = new Set(stepsFor(entityType));
  const absent = z.null().optional();
  const connection = connectionSchema.superRefine((c, ctx) => {
    if (!c.transcoId) ctx.addIssue({ code: 'custom', path: ['transcoId'], message: requiredMessage('TRANSCO') });
    if (draws(entityType) && !c.discomId)
      ctx.addIssue({ code: 'custom', path: ['discomId'], message: requiredMessage('DISCOM') });
    if (draws(entityType) && !c.distributionZone) {
      ctx.addIssue({ code: 'custom', path: ['distributionZone'], message: requiredMessage('Distribution Zone') });
    }
  });
  const generator = generatorSchema.superRefine((g, ctx) => {
    if (!(FUELS[g.fuelCategory] as readonly string[]).includes(g.fuel)) {
      ctx.addIssue({ code: 'custom', path: ['fuel'], message: OTHERS_MESSAGE });
    } else if (g.fuel === OTHERS && !g.fuelOther) {
      ctx.addIssue({ code: 'custom', path: ['fuelOther'], message: OTHERS_MESSAGE });
    }
    if (!(g.auxiliaryConsumption < g.installedCapacity)) {
      ctx.addIssue({ code: 'custom', path: ['auxiliaryConsumption'], message: REGISTRATION_MESSAGES.auxiliary });
    } else if (g.stoaInjectionQuantum > exBusCapacity(g.installedCapacity, g.auxiliaryConsumption)) {
      ctx.addIssue({ code: 'custom', path: ['stoaInjectionQuantum'], message: REGISTRATION_MESSAGES.injectionQuantum });
    }
  });
  const units = z
    .array(unitSchema)
    .min(1, REGISTRATION_MESSAGES.unitsRequired)
    .superRefine((list, ctx) => {
      list.forEach((u, i) => {
        if (u.commercialOperationDate < u.commissioningDate) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'commercialOperationDate'],
            message: REGISTRATION_MESSAGES.commercialOperation,
          });
        }
        if (list.findIndex((o) => o.unitNo === u.unitNo) < i) {
          ctx.addIssue({ code: 'custom', path: [i, 'unitNo'], message: REGISTRATION_MESSAGES.duplicateUnit });
        }
      });
    });
  const zones = z
    .array(zoneRowSchema)
    .min(1, REGISTRATION_MESSAGES.zonesRequired)
    .superRefine((list, ctx) => {
      list.forEach((z, i) => {
        if (!z.zonefileId)
          ctx.addIssue({ code: 'custom', path: [i, 'zonefileId'], message: REGISTRATION_MESSAGES.zoneDocument });
        if (list.findIndex((o) => o.zone === z.zone) < i) {
          ctx.addIssue({ code: 'custom', path: [i, 'zone'], message: REGISTRATION_MESSAGES.duplicateZone });
        }
      });
    });
  const consumer = consumerSchema.superRefine((c, ctx) => {
    if (c.contractDemand < MIN_CONTRACT_DEMAND_MW) {
      ctx.addIssue({ code: 'custom', path: ['contractDemand'], message: REGISTRATION_MESSAGES.eligibility });
    } else if (c.contractDemand > c.sanctionedLoad) {
      ctx.addIssue({ code: 'custom', path: ['contractDemand'], message: REGISTRATION_MESSAGES.contractDemand });
    }
    if (c.stoaDrawlQuantum > c.contractDemand) {
      ctx.addIssue({ code: 'custom', path: ['stoaDrawlQuantum'], message: REGISTRATION_MESSAGES.drawlQuantum });
    }
  });
  const licence = licenceSchema.superRefine((l, ctx) => {
    if (l.licenceValidTo <= l.licenceValidFrom) {
      ctx.addIssue({ code: 'custom', path: ['licenceValidTo'], message: REGISTRATION_MESSAGES.licenceValidity });
    }
  });
  const documents = z.array(documentSchema).superRefine((list, ctx) => {
    for (const type of documentTypesFor(entityType)) {
      if (DOCUMENT_TYPES[type].required && !list.some((doc) => doc.documentType === type)) {
        ctx.addIssue({
          code: 'custom',
          path: [type],
          message: REGISTRATION_MESSAGES.documentRequired(DOCUMENT_TYPES[type].label),
        });
      }
    }
    list.forEach((doc, i) => {
      if (!documentTypesFor(entityType).includes(doc.documentType)) {
        ctx.addIssue({ code: 'custom', path: [i], message: 'This document is not asked for this entity type' });
      }
    });
  });
  return z
    .object({
      connection: has.has('connection') ? connection : absent,
      generator: has.has('generator') ? generator : absent,
      units: has.has('units') ? units : absent,
      zones: has.has('zones') ? zones : absent,
      consumer: has.has('consumer') ? consumer : absent,
      licence: has.has('licence') ? licence : absent,
      documents,
      declaration: declarationSchema,
    })
    .superRefine((d, ctx) => {
      // The one rule across steps: the units' total against the generator's installed capacity.
      if (d.generator && d.units) {
        const total = d.units.reduce((sum, u) => sum + toHundredths(u.capacity), 0);
        if (total > toHundredths(d.generator.installedCapacity)) {
          ctx.addIssue({ code: 'custom', path: ['units'], message: REGISTRATION_MESSAGES.unitsTotal });
        }
      }
    });
}
export type RegistrationDetails = z.output<ReturnType<typeof registrationDetailsSchema>>;

/**
 * A draft keeps whatever was typed (the form's own values, unchecked) — only its size is limited. Submitting
 * checks the whole payload with `registrationDetailsSchema`.
 */
export const registrationDraftDetailsSchema = jsonObject('Details').refine(
  (v) => JSON.stringify(v).length <= 200_000,
  'The draft is too large',
);

/** POST Submit{EntityType}Registration and Renew{EntityType}Registration. */
export const submitRegistrationSchema = z.object({
  /** The draft or returned registration being saved again; absent for a new one. */
  id: recordIdParam().nullish(),
  /** Renew: the Approved or Expired registration being renewed. */
  previousRegistrationId: recordIdParam().nullish(),
  isDraft: z.boolean(),
  details: registrationDraftDetailsSchema,
  /** Optimistic concurrency for saves of an existing record. */
  version: versionField().nullish(),
  /** Submitting a returned registration again: an answer to each reason it was returned for (workflow/reasons.ts). */
  reasonAnswers: reasonAnswersField,
});
export type SubmitRegistrationRequest = z.infer<typeof submitRegistrationSchema>;

/** The same body for one entity type: a draft's filled dates must be real dates too ('details.…' fields). */
export function submitRegistrationSchemaFor(entityType: EntityType) {
  const details = registrationDetailsSchema(entityType);
  return submitRegistrationSchema.superRefine((body, ctx) => {
    if (!body.isDraft) return;
    for (const issue of filledDateIssues(details, body.details)) {
      const path = ['details', ...issue.path];
      ctx.addIssue({ code: 'custom', message: issue.message, path, params: { code: 'INVALID_FORMAT' } });
    }
  });
}

/** The answer of Submit/Renew{EntityType}Registration. */
export const registrationSaveResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(RECORD_STATUSES),
  version: z.number().int(),
});
export type RegistrationSaveResult = z.infer<typeof registrationSaveResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------
export const statusObjectSchema = z.object({ status: z.enum(RECORD_STATUSES), statusDescription: z.string() });

export const REGISTRATION_KINDS = ['Registration', 'Renewal'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

/** A list row (spec §3 Registration list row + Extended registration row). */
export const registrationRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REGISTRATION_KINDS),
  entityType: z.enum(ENTITY_TYPES),
  registrationNo: z.string().nullable(),
  entityName: z.string(),
  issuingAuthority: z.string().nullable(),
  tradingLicenceNo: z.string().nullable(),
  consumerNumber: z.string().nullable(),
  dateOfOpenAccessStart: z.string().nullable(),
  stoaInjectionQuantum: z.number().nullable(),
  stoaDrawlQuantum: z.number().nullable(),
  connectivity: z.string().nullable(),
  transmissionZone: z.string(),
  distributionZone: z.string(),
  submittedOn: z.string().nullable(),
  updatedOn: z.string(),
  approvedOn: z.string().nullable(),
  expiredOn: z.string().nullable(),
  status: statusObjectSchema,
  /** The statutory clock of the status it waits in (lists); null when none runs. */
  clock: recordClockSchema.nullable().optional(),
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

export const registrationListSchema = z.object({
  registrationList: z.array(registrationRowSchema),
  dataCount: z.number().int(),
});
export type RegistrationList = z.infer<typeof registrationListSchema>;

/** The columns an entity type hides (spec §3 Extended registration row). */
export function hiddenRegistrationColumns(entityType: EntityType | null): (keyof RegistrationRow)[] {
  switch (entityType) {
    case 'BothEntity':
      return ['consumerNumber', 'transmissionZone', 'distributionZone', 'issuingAuthority', 'tradingLicenceNo'];
    case 'DraweeEntity':
      return ['stoaInjectionQuantum', 'issuingAuthority', 'tradingLicenceNo'];
    case 'InjectingEntity':
      return ['stoaDrawlQuantum', 'consumerNumber', 'issuingAuthority', 'tradingLicenceNo'];
    case 'Trader':
      return [
        'consumerNumber',
        'dateOfOpenAccessStart',
        'stoaInjectionQuantum',
        'stoaDrawlQuantum',
        'connectivity',
        'transmissionZone',
        'distributionZone',
      ];
    default:
      return [];
  }
}

/** 'N/A' when a zone is empty (spec §3). */
export function zoneOrNa(zone: string | null | undefined): string {
  return zone && zone.trim() !== '' ? zone : 'N/A';
}

export const registrationListQuerySchema = pageQuerySchema.extend({
  /** A workflow filter option (spec §4) or any record status. */
  status: z.enum(RECORD_STATUSES).optional(),
  entityType: z.enum(ENTITY_TYPES).optional(),
  registrationNo: text('Registration No').trim().max(50).optional(),
  entityName: text('Entity Name').trim().max(200).optional(),
  overdue: overdueFilterField,
});
export type RegistrationListQuery = z.infer<typeof registrationListQuerySchema>;

/** One document with its verification (spec §3 file details). */
export const fileDetailSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  documentType: z.string(),
  label: z.string(),
  isValid: z.boolean().nullable(),
  comments: z.string().nullable(),
});
export type FileDetail = z.infer<typeof fileDetailSchema>;

/** POST SaveFileValidationDetails/{regId}/{type}: the verifier's marks. */
export const fileValidationRequestSchema = z.object({
  files: z
    .array(
      z
        .object({ fileId: z.string().uuid(), isValid: z.boolean(), comments: optionalText('Comments', 500) })
        .refine((f) => f.isValid || !!f.comments, {
          message: 'Give a reason for an invalid document',
          path: ['comments'],
        }),
    )
    .min(1),
});
export type FileValidationRequest = z.input<typeof fileValidationRequestSchema>;

export { timelineEntrySchema, type TimelineEntry } from '../workflow/record-view.ts';
import { timelineEntrySchema } from '../workflow/record-view.ts';
import { recordActionSchema } from '../workflow/record-view.ts';
import { recordClockSchema } from '../workflow/clocks.ts';
import { nextStepSchema } from '../workflow/next-step.ts';
import { recordFeeSchema } from '../charges/fee-state.ts';

export const registrationDetailSchema = registrationRowSchema.extend({
  applicantUserId: z.number().int(),
  previousRegistrationId: z.number().int().nullable(),
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
  /** May the owner renew it now (Approved or Expired, no renewal in process or approved). */
  canRenew: z.boolean(),
  /** The approved renewal that takes over from this registration (an early renewal: from the day after it ends). */
  renewedBy: z.object({ id: z.number().int(), validFrom: z.string().nullable() }).nullable(),
  /** The registration (or renewal) fee raised on submission: amount, what is owed, its state and the payer's Pay link. */
  fee: recordFeeSchema.nullable(),
  transcoName: z.string().nullable(),
  discomName: z.string().nullable(),
  version: z.number().int(),
});
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;

/**
 * ApproveAndForward / Reject / SeekClarification / Approve payload: the free text, and on Reject / Seek Clarification
 * the codes of the record type's reasons (workflow/reasons.ts: at least one reason or the comments).
 */
export const workflowActionSchema = z.object({
  comments: optionalText('Comments', 1000),
  reasonCodes: reasonCodesField,
});
export type WorkflowActionRequest = z.input<typeof workflowActionSchema>;

export const workflowResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(RECORD_STATUSES),
  registrationNo: z.string().nullable(),
});

export const feeAnswerSchema = z.object({
  entityType: z.enum(ENTITY_TYPES),
  amount: z.number().describe(UNITS.rupees),
});
export const chargesAnswerSchema = z.object({
  entityType: z.enum(ENTITY_TYPES),
  registrationFee: z.number().describe(UNITS.rupees),
  renewalFee: z.number().describe(UNITS.rupees),
  validityMonths: z.number().int(),
});

/** GetMandatoryCheckDetails/{id}: the STOA check's list. */
export const mandatoryCheckSchema = z.object({
  items: z.array(z.object({ key: z.string(), label: z.string(), passed: z.boolean(), detail: z.string() })),
});
export type MandatoryCheck = z.infer<typeof mandatoryCheckSchema>;

/** Readable registration numbers (DOMAIN §7 "a readable series"): STOA/<type code>/<year>/<4-digit serial>. */
export const ENTITY_TYPE_CODES: Record<EntityType, string> = {
  InjectingEntity: 'INJ',
  DraweeEntity: 'DRW',
  BothEntity: 'BTH',
  Trader: 'TRD',
};
export function formatRegistrationNo(entityType: EntityType, year: number, serial: number): string {
  return `STOA/${ENTITY_TYPE_CODES[entityType]}/${year}/${String(serial).padStart(4, '0')}`;
}

/** Entity-type path segments of §7.8 (Get{EntityType}Registrations, Submit{EntityType}Registration ...). */
export function isEntityType(value: unknown): value is EntityType {
  return typeof value === 'string' && (ENTITY_TYPES as readonly string[]).includes(value);
}

export type { RecordStatus };
