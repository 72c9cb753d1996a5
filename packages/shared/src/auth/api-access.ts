/**
 * The API permissions and file forms of each role, part of the one access table (access.ts).
 * Every server route names a permission; the guard answers 401/403 from this table.
 */
import {
  APPLICANT_AND_SLDC_ROLES,
  APPLICANT_ROLES,
  NON_ADMIN_ROLES,
  ROLES,
  SLDC_ROLES,
  UTILITY_ROLES,
  type Role,
} from './roles.ts';
import type { FileFormName } from '../file/file-rules.ts';

// ---------------------------------------------------------------------------------------------------------------
// API permissions. Every server route names one of these; the guard answers 401/403 from this table.
// ---------------------------------------------------------------------------------------------------------------
export const API_ACCESS = {
  /** Sign-in, captcha, token refresh, logout, health, docs. */
  public: 'public',
  /** Anything any signed-in user may do for themselves. */
  session: ROLES,
  notificationRead: ROLES,
  dashboardRead: ROLES,
  /** The signed-in user's own profile and password. */
  profile: ROLES,
  /** The user manual of the caller's role or entity type. */
  manualDownload: ROLES,
  /** TRANSCO/DISCOM utilities with their zones (profile, user dialog, registrations). */
  utilitiesRead: ROLES,
  /** User administration (spec §6 Admin). */
  userAdmin: ['Admin'],
  /** The mail outbox page. */
  outboxRead: ['Admin'],
  /** The recurring jobs, their runs, and running one now (/hangfire, issue 20). */
  jobsAdmin: ['Admin'],
  /** Rates, fees, holidays, corridors, rules, payment modes: read by every screen that shows or computes them. */
  configRead: ROLES,
  /** Changing configuration and master data (spec §6 Admin: configurations). */
  configWrite: ['Admin'],
  /** The audit trail of a configuration row. */
  configHistory: ['Admin', 'SLDCBusinessUser'],
  /** The SLDC's bank accounts: full for Admin and SLDC business user, payable details for applicants. */
  bankDetailsRead: ['Admin', 'OABusinessUser', 'SLDCBusinessUser', 'Trader'],
  /** Who sees every bank-account field and inactive accounts (not a route permission: it shapes the answer). */
  bankDetailsFull: ['Admin', 'SLDCBusinessUser'],
  /** An OA applicant's own TDS configuration (spec §7.6). */
  tdsOwn: ['OABusinessUser'],
  /** The TDS interest percentage: kept by the SLDC business user, read by applicants and SLDC roles. */
  tdsInterestRead: APPLICANT_AND_SLDC_ROLES,
  tdsInterestWrite: ['SLDCBusinessUser'],
  /** Uploading a document and reading one (each file is then checked against FILE_FORM_READERS). */
  fileUpload: ROLES,
  fileRead: ROLES,
  /** An applicant's own registrations and renewals: save, submit, renew (spec §7.8). */
  registrationOwn: APPLICANT_ROLES,
  /** Registration lists and records; the service narrows each role to what it may see (own, own utility, all). */
  registrationRead: NON_ADMIN_ROLES,
  /** GetTranscoDiscomRegistrations: a utility's own requests. */
  registrationUtilityRead: UTILITY_ROLES,
  /** Workflow actions on registrations; the transition table decides per status which role acts. */
  registrationAct: [...SLDC_ROLES, ...UTILITY_ROLES],
  /** Marking each document valid or invalid (the SLDC's verification). */
  registrationVerify: ['SLDCBusinessUser'],
  /** Inter-state registration (spec §2.2): owners save and submit their own (the sectors of their role). */
  interStateOwn: ['OABusinessUser', 'Trader', 'DISCOMBusinessUser'],
  /** Inter-state lists, records and documents; the service narrows owners to their own, others to submitted ones. */
  interStateRead: NON_ADMIN_ROLES,
  /** Workflow actions on inter-state registrations; the transition table decides per status which role acts. */
  interStateAct: SLDC_ROLES,
  /** Marking each inter-state document valid or invalid (the SLDC's verification). */
  interStateVerify: ['SLDCBusinessUser'],
  /** An OA applicant's traders (spec §7.5). */
  traderOwn: ['OABusinessUser'],
  /** A trader's associated applicants (/entities). */
  traderEntities: ['Trader'],
  /**
   * The ATC API (spec §2.2 /intra-state-stoa, /inter-state-stoa: SLDC business user only). Processing and standing
   * clearance read margins through their own services, not through this API.
   */
  atcRead: ['SLDCBusinessUser'],
  /** Uploading and editing ATC (spec §2.2 /intra-state-stoa, /inter-state-stoa: SLDC business user only). */
  atcWrite: ['SLDCBusinessUser'],
  /** An applicant's own applications: parties, save, submit, accept a partial allocation, consent (spec §7.7). */
  applicationOwn: APPLICANT_ROLES,
  /** Application lists and records; the service narrows applicants to their own (and those naming them). */
  applicationRead: APPLICANT_AND_SLDC_ROLES,
  /** Workflow actions on applications; the transition table decides per status which SLDC role acts. */
  applicationAct: SLDC_ROLES,
  /** STOA check, processing and allocation of a batch (SLDC business user). */
  applicationProcess: ['SLDCBusinessUser'],
  /** An applicant's own standing clearance / consent requests (DOMAIN §8). */
  standingClearanceOwn: APPLICANT_ROLES,
  /** Standing clearance lists, records and PDFs; the service narrows applicants to their own. */
  standingClearanceRead: APPLICANT_AND_SLDC_ROLES,
  /** Checking, approving and rejecting standing clearances. */
  standingClearanceAct: SLDC_ROLES,
  /** E-bidding lists, invitations and bids; the service narrows applicants to the invitations of their applications. */
  /** Payments (spec §7.9): the lists and a payment's detail (applicants: their own), the receipt. */
  paymentRead: APPLICANT_AND_SLDC_ROLES,
  /** Recording a payment against one's own dues. */
  paymentMake: APPLICANT_ROLES,
  /** Reconciling a payment (Approve / Revert): the SLDC business user; approvers read. */
  paymentReconcile: ['SLDCBusinessUser'],
  /**
   * Reversing a reconciled payment that bounced (DD dishonoured, NEFT returned; DOMAIN §5): the SLDC business user
   * only; approvers read it.
   */
  paymentReverse: ['SLDCBusinessUser'],
  /** Refunds: the dashboard and an application's history (applicants: their own); recording one. */
  refundRead: APPLICANT_AND_SLDC_ROLES,
  refundMake: ['SLDCBusinessUser'],
  /** TDS challans: the monthly deductions (payers: their own), uploading a month's challan, reconciling it. */
  tdsChallanRead: APPLICANT_AND_SLDC_ROLES,
  tdsChallanMake: ['OABusinessUser'],
  tdsChallanReconcile: ['SLDCBusinessUser'],
  /** Parties unpaid past the rules' days past due: the Admin's list of proposed defaulters (the Admin decides). */
  defaulterProposals: ['Admin'],
  eBiddingRead: APPLICANT_AND_SLDC_ROLES,
  /** Every invitation (GetAllInvitations, DownloadAllInvitations), the proposals of one and the process screen. */
  eBiddingSldcRead: SLDC_ROLES,
  /** The invitations of the caller's own applications (GetInvitations, DownloadInvitations, GetProposals?query). */
  eBiddingOwnRead: APPLICANT_ROLES,
  /** Form ST2: inviting e-bidding and processing the bids (spec §6: the SLDC business user). */
  eBiddingInvite: ['SLDCBusinessUser'],
  /** Form ST3: bidding for an invited application (spec §6: OA applicants and traders). */
  eBiddingBid: APPLICANT_ROLES,
  /** Revision requests (issue 18): the list and a record (applicants their own), an application's schedule history. */
  revisionRead: APPLICANT_AND_SLDC_ROLES,
  /** Asking to lower or cancel blocks of one's own approved application. */
  revisionRequest: APPLICANT_ROLES,
  /** Approving or rejecting a revision (the SLDC business user). */
  revisionDecide: ['SLDCBusinessUser'],
  /** Applied curtailments: SLDC roles all, applicants and traders those touching their applications. */
  curtailmentRead: APPLICANT_AND_SLDC_ROLES,
  /** Planning and applying a curtailment (the SLDC business user). */
  curtailmentApply: ['SLDCBusinessUser'],
  /**
   * A record's timeline as PDF or xlsx (registrations, inter-state registrations, applications, standing
   * clearances): every role that reads one of them; the record type's own read permission and the record's service
   * then decide per record (TIMELINE_READ_PERMISSIONS).
   */
  timelineExport: NON_ADMIN_ROLES,
  /**
   * The reports (spec §2.6): every non-admin role reads some; which ones is the report catalog's rule (readersOf), checked
   * by the report service per report.
   */
  reportRead: NON_ADMIN_ROLES,
} as const satisfies Record<string, 'public' | readonly Role[]>;

export type ApiPermission = keyof typeof API_ACCESS;

export function can(role: Role | null, permission: ApiPermission): boolean {
  const access = API_ACCESS[permission];
  if (access === 'public') return true;
  return role !== null && (access as readonly Role[]).includes(role);
}

/**
 * Who, besides its uploader, may read a file uploaded for a form: the roles that process such records (later
 * issues narrow this per record, e.g. a DISCOM to its own utility's registrations). A file no record holds yet is
 * its uploader's alone.
 */
export const FILE_FORM_READERS: Record<FileFormName, readonly Role[]> = {
  Registration: [...SLDC_ROLES, ...UTILITY_ROLES],
  Payment: SLDC_ROLES,
  TdsChallan: SLDC_ROLES,
  HolidayList: ['Admin'],
  UserManual: ROLES,
  AtcUpload: API_ACCESS.atcRead,
};

/**
 * Who may upload a file for a form: the roles that save the records the form belongs to (File/Upload refuses the
 * others with 403 before it reads the file).
 */
export const FILE_FORM_WRITERS: Record<FileFormName, readonly Role[]> = {
  /** Registration and inter-state registration documents: their owners. */
  Registration: [...new Set([...API_ACCESS.registrationOwn, ...API_ACCESS.interStateOwn])],
  Payment: APPLICANT_ROLES,
  TdsChallan: APPLICANT_ROLES,
  HolidayList: API_ACCESS.configWrite,
  UserManual: API_ACCESS.configWrite,
  AtcUpload: API_ACCESS.atcWrite,
};

export function canUploadFor(role: Role, form: FileFormName): boolean {
  return FILE_FORM_WRITERS[form].includes(role);
}
