/**
 * THE web paths of records and lists (one source): the server names them in notifications, mails and dashboard
 * tiles, the web routes and navigates by them. Paths are the pages of the access table (PAGES).
 */
import type { ApplicationType } from '../application/application-types.ts';
import type { ApplicationListType } from '../application/application.schemas.ts';
import { SECTOR_SLUGS, type RegisteredEntitySector } from '../inter-state/inter-state-sectors.ts';
import type { EntityType } from '../auth/roles.ts';

export const LIST_LINKS = {
  adminUsers: '/admin/users',
  registrations: '/registrations',
  /** `?overdue=true`: only the records waiting on the caller past their clock (the dashboard's overdue tiles). */
  overdueRegistrations: '/registrations?overdue=true',
  interStateRegistrations: '/inter-state-registration',
  overdueInterStateRegistrations: '/inter-state-registration?overdue=true',
  /** An SLDC application list is `${sldcApplications}/${ApplicationListType}`. */
  sldcApplications: '/applications/sldc',
  sldcClearances: '/standing-clearance-power',
  overdueClearances: '/standing-clearance-power?overdue=true',
  entities: '/entities',
  renewRegistration: '/registrations/renew',
  ownApplications: '/applications/oa',
  notifications: '/notifications',
  eBidding: '/e-bidding',
  eBiddingProposals: '/e-bidding?tab=proposals',
  ownRevisions: '/revision/oa',
  sldcRevisions: '/revision/sldc',
  curtailments: '/curtailment',
  /** The payments dashboard: ?tab=dues&dueStatus=… or ?tab=payments&paymentStatus=… filter it. */
  payments: '/payments/dashboard',
  /** The payments dashboard's dues searched for one record's number (reminders, a record's Pay link). */
  duesOfRecord: (recordNo: string) => `/payments/dashboard?tab=dues&search=${encodeURIComponent(recordNo)}`,
  /** The monthly TDS list: ?challanStatus=… filters it. */
  tdsChallans: '/payments/challan',
} as const;

/** Contingency day-ahead and same-day share the SLDC's Contingency list. */
export function applicationListTypeOf(type: ApplicationType): ApplicationListType {
  return type === 'ContingencyDayAhead' || type === 'ContingencySameDay' ? 'Contingency' : type;
}

/** A batch of the Processing tab in its URL: 'DayAhead:2026-12-03' (the Contingency list holds two types). */
export const processingBatchValue = (batch: { type: ApplicationType; processingDate: string }) =>
  `${batch.type}:${batch.processingDate}`;

export const RECORD_LINKS = {
  registration: (entityType: EntityType | string, id: number) => `/registrations/view/${entityType}/${id}`,
  applicationOfApplicant: (type: ApplicationType | string, id: number) => `/applications/oa/${type}/${id}`,
  applicationOfSldc: (type: ApplicationType, id: number) => `/applications/sldc/${applicationListTypeOf(type)}/${id}`,
  /** The SLDC's Processing tab on the batch of an application (where the SLDC processes it). */
  processingBatch: (type: ApplicationType, processingDate: string) =>
    `${LIST_LINKS.sldcApplications}/${applicationListTypeOf(type)}?tab=processing&batch=${processingBatchValue({ type, processingDate })}`,
  clearanceOfSldc: (id: number) => `/standing-clearance-power/${id}`,
  clearanceOfApplicant: (id: number) => `/consent-for-inter-state-stoa-transactions/${id}`,
  interStateRegistration: (sector: RegisteredEntitySector, id: number) =>
    `/inter-state-registration/${SECTOR_SLUGS[sector]}/${id}`,
  /** Form ST2 of an invitation (the SLDC edits a draft there; others read it). */
  invitation: (id: number) => `/e-bidding/invitation?id=${id}`,
  /** The bids of an invitation, cleared: the SLDC approves there; afterwards it shows the result. */
  eBiddingProcess: (id: number) => `/e-bidding/process?id=${id}`,
  /** Form ST3 of an invited application (its e-bidding row's id). */
  bid: (proposalId: number) => `/e-bidding/apply/${proposalId}`,
  /** The e-bidding details grid of an application (its charges). */
  eBiddingDetails: (applicationId: number) => `/e-bidding/${applicationId}`,
  /** A revision request (spec §2.2 /revision/{revisionId}/{applicationId}). */
  revision: (revisionId: number, applicationId: number) => `/revision/${revisionId}/${applicationId}`,
  /** The form of a new revision request of an application. */
  newRevision: (applicationId: number) => `/revision/oa/new?applicationId=${applicationId}`,
  /** An applied curtailment. */
  curtailment: (id: number) => `/curtailment/${id}`,
} as const;

/**
 * The API path of a record's timeline as a PDF or an Excel file: the server's route and the web's download. The
 * record type is its workflow's `recordType` (Registration, InterStateRegistration, Application, StandingClearance,
 * Revision).
 */
export function timelineExportPath(recordType: string, recordId: number, format: 'Pdf' | 'Xlsx'): string {
  return `/api/Timeline/${recordType}/${recordId}/${format}`;
}
