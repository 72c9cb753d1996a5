/**
 * E-bidding payloads (spec §3 Bid invitation, Proposal, Process payload, Ebidding details; §5 invitation and bid
 * steps): the Form ST2 invitation and the Form ST3 bid as saved (one schema: route, OpenAPI and form), the lists, the
 * process screen and the details grid as the API answers them. MW and Rs/kWh travel as numbers with 2 decimals.
 */
import { z } from 'zod';
import { UNITS } from '../api/units.ts';
import { pageQuerySchema } from '../api/envelope.ts';
import { requiredMessage } from '../api/messages.ts';
import { TIME_OF_DAY } from '../application/time-blocks.ts';
import { dateFilterField, dateIssue, isIsoDate, monthFilterField } from '../calendar/dates.ts';
import { E_BIDDING_PRICING_RULES } from '../config/business-rules.ts';
import { decimalField, recordId, recordIdParam, versionField } from '../validation/number-input.ts';
import { optionalText } from '../validation/patterns.ts';
import { BID_STATUSES, INVITATION_STATUSES } from './ebidding-rules.ts';

export const EBIDDING_MESSAGES = {
  invited: 'E-Bidding invitation sent successfully!',
  invitationSaved: 'E-Bidding invitation saved as draft.',
  bidSubmitted: 'E-Bidding application submitted successfully!',
  bidSaved: 'E-Bidding application saved as draft.',
  processed: 'E-Bidding Processed Successfully',
  belowFloor: 'Quoted Bid Price (Rs/kWh) must be equal to or greater than the Floor Price (Rs/kWh)',
  invitationNotFound: 'E-bidding invitation not found.',
  bidNotFound: 'E-bidding application not found.',
  notInvited: 'You are not invited to bid for this application.',
  invitationNotEditable: 'This invitation has been sent and can no longer be edited.',
  invitationNotOpen: 'This invitation is not open for bids.',
  bidNotEditable: 'Your bid has been submitted and can no longer be changed.',
  deadlinePassed: 'The last date and time for bids has passed.',
  deadlineInPast: 'Last Date of Submission and Deadline must be in the future',
  deadlineAfterCongestion: 'Bids must close before the congestion period starts',
  openingBeforeDeadline: 'Bid Opening Date and Time must be on or after the Last Date of Submission and Deadline',
  changedElsewhere: 'The record was changed elsewhere. Reload to see the latest values.',
  nothingToDownload: 'No e-bidding result for this application.',
} as const;

/** Field labels (forms, messages and the ST2 PDF). */
export const INVITATION_LABELS = {
  subStationDetails: 'Sub-station Transformation Capacity Details',
  availableMarginSubstation: 'Available Margin at the Sub-station (MW)',
  transmissionSystemDetails: 'Intra-state Transmission System Details',
  nameOfTransmissionSystem: 'Name of the Transmission System',
  lastDateOfSubmission: 'Last Date of Submission',
  deadLine: 'Deadline (Time)',
  bidOpeningDate: 'Bid Opening Date',
  bidOpeningTime: 'Bid Opening Time',
  floorPrice: 'Floor Price (Rs/kWh)',
  place: 'Place',
  date: 'Date',
  authorizedPersonName: 'Name of the Authorized Person',
  authorizedPersonDesignation: 'Designation of the Authorized Person',
} as const;

export const BID_LABELS = {
  quotedBidPrice: 'Quoted Bid Price (Rs/kWh)',
  floorPrice: 'Floor Price (Rs/kWh)',
  place: 'Place',
  authorizedPersonName: 'Name of the Authorized Person',
  authorizedPersonDesignation: 'Designation of the Authorized Person',
} as const;

const L = INVITATION_LABELS;

/** An optional 'HH:mm' (a draft may leave it empty). */
const timeField = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || TIME_OF_DAY.test(v), `${label} must be a time of day (HH:mm)`)
    .nullish()
    .transform((v) => v || null);

/** An optional YYYY-MM-DD (a draft may leave it empty; a filled one must be a real date). */
const dateField = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isIsoDate(v), dateIssue(label))
    .nullish()
    .transform((v) => v || null);

const optionalDecimal = (label: string, options: Parameters<typeof decimalField>[1] = {}) =>
  z
    .union([decimalField(label, options), z.literal('').transform(() => null), z.null()])
    .optional()
    .transform((v) => v ?? null);

/** Spec §5: the fields each step requires on submission (steps 1 and 2 … 6; step 1 is read-only). */
export const INVITATION_STEP_FIELDS = [
  [],
  ['subStationDetails'],
  ['transmissionSystemDetails'],
  ['lastDateOfSubmission', 'deadLine', 'bidOpeningDate', 'bidOpeningTime'],
  ['nameOfTransmissionSystem', 'subStationDetails', 'transmissionSystemDetails', 'floorPrice'],
  ['place', 'authorizedPersonName', 'authorizedPersonDesignation'],
] as const satisfies readonly (readonly (keyof typeof L)[])[];

export const INVITATION_STEP_TITLES = [
  'General Information',
  'Anticipated Congestion (Sub-station Transformation Capacity)',
  'Anticipated Congestion (Intra-state Transmission System)',
  'Bid Details',
  'Bid invited for Intra-state Transmission System',
  'Declarations',
] as const;

/** POST /EBidding/Submit: the invitation (`id`: the congestion record's invitation) saved as a draft or sent. */
export const submitInvitationSchema = z
  .object({
    id: recordId(),
    isDraft: z.boolean({ error: requiredMessage('isDraft') }),
    /** 0 while the congestion record has no invitation row yet (status None). */
    version: versionField(0).nullish(),
    subStationDetails: optionalText(L.subStationDetails, 2000),
    availableMarginSubstation: optionalDecimal(L.availableMarginSubstation),
    transmissionSystemDetails: optionalText(L.transmissionSystemDetails, 2000),
    nameOfTransmissionSystem: optionalText(L.nameOfTransmissionSystem),
    lastDateOfSubmission: dateField(L.lastDateOfSubmission),
    deadLine: timeField(L.deadLine),
    bidOpeningDate: dateField(L.bidOpeningDate),
    bidOpeningTime: timeField(L.bidOpeningTime),
    floorPrice: optionalDecimal(L.floorPrice, { greaterThan: 0 }).describe(UNITS.rsPerKwh),
    place: optionalText(L.place),
    date: dateField(L.date),
    authorizedPersonName: optionalText(L.authorizedPersonName),
    authorizedPersonDesignation: optionalText(L.authorizedPersonDesignation),
  })
  .superRefine((v, ctx) => {
    if (v.isDraft) return;
    for (const field of new Set(INVITATION_STEP_FIELDS.flat())) {
      if (v[field] === null || v[field] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: requiredMessage(L[field]),
          params: { code: 'REQUIRED' },
        });
      }
    }
    const close = `${v.lastDateOfSubmission}T${v.deadLine}`;
    const open = `${v.bidOpeningDate}T${v.bidOpeningTime}`;
    if (v.lastDateOfSubmission && v.deadLine && v.bidOpeningDate && v.bidOpeningTime && open < close) {
      ctx.addIssue({ code: 'custom', path: ['bidOpeningDate'], message: EBIDDING_MESSAGES.openingBeforeDeadline });
    }
  });
export type SubmitInvitationRequest = z.input<typeof submitInvitationSchema>;
export type SubmitInvitation = z.output<typeof submitInvitationSchema>;

/** POST /EBidding/SubmitProposal (spec §7.4): the bid of one invited application. */
export const submitProposalSchema = z.object({
  applicationId: recordId(),
  eBiddingInvitationId: recordId(),
  /** The invited application's e-bidding row (the proposal's id); optional, checked when given. */
  eBiddingApplicationId: recordId().nullish(),
  quotedBidPrice: optionalDecimal(BID_LABELS.quotedBidPrice, { greaterThan: 0 }).describe(UNITS.rsPerKwh),
  place: optionalText(BID_LABELS.place),
  authorizedPersonName: optionalText(BID_LABELS.authorizedPersonName),
  authorizedPersonDesignation: optionalText(BID_LABELS.authorizedPersonDesignation),
  isDraft: z.boolean({ error: requiredMessage('isDraft') }),
  version: versionField().nullish(),
});
export type SubmitProposalRequest = z.input<typeof submitProposalSchema>;

/** The bid's own checks on submission (spec §5 "Bid steps"), given the invitation's floor (Rs/kWh). */
export function bidIssues(
  bid: {
    quotedBidPrice?: number | null;
    place?: string | null;
    authorizedPersonName?: string | null;
    authorizedPersonDesignation?: string | null;
  },
  floorPrice: number | null,
): { path: keyof typeof BID_LABELS; message: string }[] {
  const issues: { path: keyof typeof BID_LABELS; message: string }[] = [];
  if (floorPrice === null) issues.push({ path: 'floorPrice', message: requiredMessage(BID_LABELS.floorPrice) });
  if (bid.quotedBidPrice === null || bid.quotedBidPrice === undefined) {
    issues.push({ path: 'quotedBidPrice', message: requiredMessage(BID_LABELS.quotedBidPrice) });
  } else if (floorPrice !== null && Math.round(bid.quotedBidPrice * 100) < Math.round(floorPrice * 100)) {
    issues.push({ path: 'quotedBidPrice', message: EBIDDING_MESSAGES.belowFloor });
  }
  for (const key of ['place', 'authorizedPersonName', 'authorizedPersonDesignation'] as const) {
    if (!bid[key]) issues.push({ path: key, message: requiredMessage(BID_LABELS[key]) });
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------------------------

/** GET /EBidding/GetAllInvitations and GetInvitations: paging and the four filters of spec §2.3. */
export const invitationListQuerySchema = pageQuerySchema.extend({
  /** Month of invitation, YYYY-MM. */
  month: monthFilterField(),
  lastDateOfSubmission: dateFilterField('Last Date of Submission'),
  invitationNo: z
    .string()
    .trim()
    .max(50, 'Invitation No. can be at most 50 characters')
    .optional()
    .transform((v) => v || undefined),
  status: z.enum(INVITATION_STATUSES).optional(),
});
export type InvitationListQuery = z.infer<typeof invitationListQuerySchema>;

export const invitationStatusSchema = z.object({
  status: z.enum(INVITATION_STATUSES),
  statusDescription: z.string(),
});
export const bidStatusSchema = z.object({ status: z.enum(BID_STATUSES), statusDescription: z.string() });

/** A row of the invitations table; an applicant's rows are per invited application of theirs (rowId, bid). */
export const invitationRowSchema = z.object({
  id: z.number().int(),
  /** Applicants: the invited application's e-bidding row (its proposal id); SLDC roles: the invitation's id. */
  rowId: z.number().int(),
  bidInvitationNo: z.string().nullable(),
  dateOfInvitation: z.string().nullable(),
  corridorName: z.string(),
  /** The application numbers invited (SLDC) or the caller's application (applicants). */
  applicationNos: z.array(z.string()),
  applicationId: z.number().int().nullable(),
  availableMargin: z.number(),
  allApplicationsAppliedQuantum: z.number(),
  congestionFromDate: z.string(),
  congestionToDate: z.string(),
  fromTimeSpan: z.string(),
  toTimeSpan: z.string(),
  lastDateOfSubmission: z.string().nullable(),
  deadLine: z.string().nullable(),
  floorPrice: z.number().describe(UNITS.rsPerKwh).nullable(),
  status: invitationStatusSchema,
  /** The caller's bid (applicants); null for SLDC roles. */
  bidStatus: bidStatusSchema.nullable(),
  proposals: z.number().int(),
});
export type InvitationRow = z.infer<typeof invitationRowSchema>;

export const invitationListSchema = z.object({
  invitationList: z.array(invitationRowSchema),
  dataCount: z.number().int(),
});
export type InvitationList = z.infer<typeof invitationListSchema>;

/** GET /EBidding/GetProposals?query: the caller's proposals, paged. */
export const proposalListQuerySchema = pageQuerySchema;

export const proposalRowSchema = z.object({
  proposalId: z.number().int(),
  bidInvitationId: z.number().int(),
  bidInvitationNo: z.string().nullable(),
  applicationId: z.number().int(),
  applicationNo: z.string().nullable(),
  applicantName: z.string(),
  availableQuantum: z.number(),
  appliedQuantum: z.number(),
  quotedPrice: z.number().describe(UNITS.rsPerKwh).nullable(),
  floorPrice: z.number().describe(UNITS.rsPerKwh).nullable(),
  allocatedQuantum: z.number().nullable(),
  applicablePrice: z.number().describe(UNITS.rsPerKwh).nullable(),
  submittedAt: z.string().nullable(),
  status: bidStatusSchema,
});
export type ProposalRow = z.infer<typeof proposalRowSchema>;

export const proposalListSchema = z.object({ proposalList: z.array(proposalRowSchema), dataCount: z.number().int() });
export type ProposalList = z.infer<typeof proposalListSchema>;

// ---------------------------------------------------------------------------------------------------------------
// One invitation, one bid
// ---------------------------------------------------------------------------------------------------------------
/** A row of the 'Congested Applications' dialog (spec §2.3). */
export const congestedApplicationSchema = z.object({
  applicationId: z.number().int(),
  applicationNo: z.string().nullable(),
  applicationDate: z.string().nullable(),
  registrationNo: z.string().nullable(),
  registrationValidity: z.string().nullable(),
  applicantName: z.string(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
});
export type CongestedApplication = z.infer<typeof congestedApplicationSchema>;

const accessSchema = z.enum(['Write', 'ReadOnly', 'NoOP']);

/** The congested blocks an invitation covers, as periods (DOMAIN §4: exactly those blocks, not their span). */
export const congestedPeriodSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
});
const congestedPeriodsField = z
  .array(congestedPeriodSchema)
  .describe('The congested blocks exactly; congestionFrom/To Date/Time are only their span.');

/** GET /EBidding/GetById?Id=: the invitation with the congestion it answers and the caller's access. */
export const invitationDetailSchema = z.object({
  id: z.number().int(),
  bidInvitationNo: z.string().nullable(),
  dateOfInvitation: z.string().nullable(),
  corridorName: z.string(),
  congestionFromDate: z.string(),
  congestionToDate: z.string(),
  congestionFromTime: z.string(),
  congestionToTime: z.string(),
  congestedPeriods: congestedPeriodsField,
  availableMargin: z.number(),
  allApplicationsAppliedQuantum: z.number(),
  subStationDetails: z.string().nullable(),
  availableMarginSubstation: z.number().nullable(),
  transmissionSystemDetails: z.string().nullable(),
  nameOfTransmissionSystem: z.string().nullable(),
  lastDateOfSubmission: z.string().nullable(),
  deadLine: z.string().nullable(),
  bidOpeningDate: z.string().nullable(),
  bidOpeningTime: z.string().nullable(),
  floorPrice: z.number().describe(UNITS.rsPerKwh).nullable(),
  /** The STU rate in force on the congestion's first day: the default floor (DOMAIN §4). */
  defaultFloorPrice: z.number().describe(UNITS.rsPerKwh).nullable(),
  place: z.string().nullable(),
  date: z.string().nullable(),
  authorizedPersonName: z.string().nullable(),
  authorizedPersonDesignation: z.string().nullable(),
  isDraft: z.boolean(),
  status: invitationStatusSchema,
  isExpired: z.boolean(),
  eBiddedApplications: z.array(congestedApplicationSchema),
  access: accessSchema,
  version: z.number().int(),
});
export type InvitationDetail = z.infer<typeof invitationDetailSchema>;

export const savedInvitationSchema = z.object({
  id: z.number().int(),
  bidInvitationNo: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  version: z.number().int(),
});
export type SavedInvitation = z.infer<typeof savedInvitationSchema>;

/** GET /EBidding/GetProposalById/{invitationId}/{applicationId}/{id}: the ST3 form (general information read-only). */
export const proposalDetailSchema = z.object({
  proposalId: z.number().int(),
  bidInvitationId: z.number().int(),
  bidInvitationNo: z.string().nullable(),
  applicationId: z.number().int(),
  applicationNo: z.string().nullable(),
  applicantName: z.string(),
  registrationNo: z.string().nullable(),
  corridorName: z.string(),
  nameOfTransmissionSystem: z.string().nullable(),
  oaFromDate: z.string().nullable(),
  oaToDate: z.string().nullable(),
  congestionFromDate: z.string(),
  congestionToDate: z.string(),
  congestionFromTime: z.string(),
  congestionToTime: z.string(),
  congestedPeriods: congestedPeriodsField,
  lastDateOfSubmission: z.string().nullable(),
  deadLine: z.string().nullable(),
  bidOpeningDate: z.string().nullable(),
  bidOpeningTime: z.string().nullable(),
  availableMargin: z.number(),
  appliedQuantum: z.number(),
  floorPrice: z.number().describe(UNITS.rsPerKwh).nullable(),
  quotedBidPrice: z.number().describe(UNITS.rsPerKwh).nullable(),
  place: z.string().nullable(),
  authorizedPersonName: z.string().nullable(),
  authorizedPersonDesignation: z.string().nullable(),
  allocatedQuantum: z.number().nullable(),
  applicablePrice: z.number().describe(UNITS.rsPerKwh).nullable(),
  isDraft: z.boolean(),
  status: bidStatusSchema,
  invitationStatus: invitationStatusSchema,
  access: accessSchema,
  version: z.number().int(),
});
export type ProposalDetail = z.infer<typeof proposalDetailSchema>;

export const savedProposalSchema = z.object({
  proposalId: z.number().int(),
  status: z.enum(BID_STATUSES),
  version: z.number().int(),
});
export type SavedProposal = z.infer<typeof savedProposalSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Processing and its result
// ---------------------------------------------------------------------------------------------------------------
/**
 * A proposal on the process screen. Sealed until the bid opening: the price and the clearing are null (DOMAIN §4).
 * Cleared per congested block, an award may differ between blocks: allocatedQuantum and applicablePrice are the
 * least over the blocks, the …Max fields the largest (equal when uniform).
 */
export const processProposalSchema = z.object({
  proposalId: z.number().int(),
  applicationId: z.number().int(),
  applicationNo: z.string().nullable(),
  applicantName: z.string(),
  quotedPrice: z.number().nullable().describe(`${UNITS.rsPerKwh}; null while bids are sealed`),
  appliedQuantum: z.number().describe(`${UNITS.mw}: the largest request in the congested blocks`),
  allocatedQuantum: z.number().nullable().describe(`${UNITS.mw}: the least award over the congested blocks asked`),
  allocatedQuantumMax: z.number().nullable().describe(`${UNITS.mw}: the largest award over the congested blocks`),
  applicablePrice: z.number().nullable().describe(`${UNITS.rsPerKwh}: the least applicable price where awarded`),
  applicablePriceMax: z.number().nullable().describe(`${UNITS.rsPerKwh}: the largest applicable price`),
  allocatedMwh: z.number().nullable().describe(`${UNITS.mwh}: awarded in the congested blocks`),
  eBiddingCharge: z.number().nullable().describe(`${UNITS.rupees}: the e-bidding charge of the award`),
});
export type ProcessProposal = z.infer<typeof processProposalSchema>;

/** GET /EBidding/GetProcessDetails/{id}: congestion details and the proposals cleared (a preview until processed). */
export const processDetailsSchema = z.object({
  congestionDetails: z.object({
    bidInvitationId: z.number().int(),
    bidInvitationNo: z.string().nullable(),
    corridorName: z.string(),
    congestionFromDate: z.string(),
    congestionToDate: z.string(),
    congestionFromTime: z.string(),
    congestionToTime: z.string(),
    congestedPeriods: congestedPeriodsField,
    lastDateOfSubmission: z.string().nullable(),
    deadLine: z.string().nullable(),
    bidOpeningDate: z.string().nullable(),
    bidOpeningTime: z.string().nullable(),
    /** The bid opening (ISO instant) while bids are sealed; null once open. */
    sealedUntil: z.string().nullable(),
    allApplicationsAppliedQuantum: z.number(),
    availableMargin: z.number(),
    floorPrice: z.number().describe(UNITS.rsPerKwh).nullable(),
    pricingRule: z.enum(E_BIDDING_PRICING_RULES),
    status: invitationStatusSchema,
    processedAt: z.string().nullable(),
  }),
  proposals: z.array(processProposalSchema),
  /** Invited applications without a submitted bid: withdrawn for the congested period on processing. */
  nonBidders: z.array(
    z.object({ applicationId: z.number().int(), applicationNo: z.string().nullable(), applicantName: z.string() }),
  ),
  canApprove: z.boolean(),
  /** Why Approve is not offered (null when it is). */
  approveBlockedReason: z.string().nullable(),
});
export type ProcessDetails = z.infer<typeof processDetailsSchema>;

/** POST /EBidding/ProcessEBiddingRequest (spec §3 Process payload). The server clears again; it decides. */
export const processEBiddingSchema = z.object({
  bidInvitationId: recordId(),
  congestionFromDate: z.string().max(40).nullish(),
  congestionFromTime: z.string().max(40).nullish(),
  congestionToDate: z.string().max(40).nullish(),
  congestionToTime: z.string().max(40).nullish(),
  applicationDetails: z
    .array(
      z.object({
        proposalId: recordId().nullish(),
        applicationId: recordId().nullish(),
        applicationNo: z.string().max(100).nullish(),
        quotedPrice: z.number().describe(UNITS.rsPerKwh).nullish(),
        appliedQuantum: z.number().nullish(),
        allocatedQuantum: z.number().nullish(),
        applicablePrice: z.number().describe(UNITS.rsPerKwh).nullish(),
      }),
    )
    .max(10_000)
    .nullish(),
});
export type ProcessEBiddingRequest = z.input<typeof processEBiddingSchema>;

/** GET /Payment/GetEbiddingDetails/{applicationId}: the grid of spec §2.3 with its Total row. */
export const ebiddingDetailRowSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  appliedQuantumMw: z.number(),
  appliedQuantumMwh: z.number(),
  approvedQuantumMw: z.number(),
  approvedQuantumMwh: z.number(),
  quotedPrice: z.number().describe(UNITS.rsPerKwh),
  /** Rs/kWh; null where nothing was awarded. */
  applicablePrice: z.number().describe(UNITS.rsPerKwh).nullable(),
  /** Rupees: applicable price × approved MWh × 1000. */
  totalPrice: z.number().describe(UNITS.rupees),
});
export type EbiddingDetailRow = z.infer<typeof ebiddingDetailRowSchema>;

export const ebiddingDetailsSchema = z.object({
  applicationId: z.number().int(),
  applicationNo: z.string().nullable(),
  bidInvitationId: z.number().int(),
  bidInvitationNo: z.string().nullable(),
  ebiddingDetails: z.array(ebiddingDetailRowSchema),
  totalPrice: z.number().describe(UNITS.rupees),
  totalAppliedQuantum: z.number().describe(UNITS.mwh),
  totalApprovedQuantum: z.number().describe(UNITS.mwh),
});
export type EbiddingDetails = z.infer<typeof ebiddingDetailsSchema>;

export const invitationIdQuerySchema = z.object({ Id: recordIdParam() });
export const proposalPathSchema = z.object({
  invitationId: recordIdParam(),
  applicationId: recordIdParam(),
  id: recordIdParam(),
});

/** Bid invitation numbers: EB/<year>/<4-digit serial>, issued when first sent. */
export function formatBidInvitationNo(year: number, serial: number): string {
  return `EB/${year}/${String(serial).padStart(4, '0')}`;
}
