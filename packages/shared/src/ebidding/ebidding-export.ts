/**
 * The e-bidding lists as files (spec §6 download endpoints): the invitations table (SLDC roles' and applicants') and
 * an invitation's proposals, in the screens' words and formats. One column list per table: the screen reads the
 * same headers.
 */
import type { z } from 'zod';
import { formatDisplayDate } from '../calendar/dates.ts';
import { exportQueryOf, tableExportQuerySchema, type ExportColumn } from '../file/table-export.ts';
import { invitationListQuerySchema, type InvitationRow, type ProposalRow } from './ebidding.schemas.ts';

const date = (v: string | null) => (v ? formatDisplayDate(v) : '');
const price = (v: number | null) => (v === null ? '' : v.toFixed(2));

export const INVITATION_EXPORT_COLUMNS: readonly ExportColumn<InvitationRow>[] = [
  { header: 'Invitation Date', cell: (r) => date(r.dateOfInvitation), width: 14 },
  { header: 'Bid Invitation No.', cell: (r) => r.bidInvitationNo ?? '', width: 18 },
  { header: 'Application', cell: (r) => r.applicationNos.join(', '), width: 30 },
  { header: 'Corridor', cell: (r) => r.corridorName, width: 24 },
  { header: 'Available Margin (MW)', cell: (r) => r.availableMargin, isQuantity: true, width: 12 },
  { header: 'Applied Quantum (MW)', cell: (r) => r.allApplicationsAppliedQuantum, isQuantity: true, width: 12 },
  { header: 'Congestion From Date', cell: (r) => date(r.congestionFromDate), width: 14 },
  { header: 'Congestion To Date', cell: (r) => date(r.congestionToDate), width: 14 },
  { header: 'From Time', cell: (r) => r.fromTimeSpan, width: 9 },
  { header: 'To Time', cell: (r) => r.toTimeSpan, width: 9 },
  { header: 'Last Date of Submission', cell: (r) => date(r.lastDateOfSubmission), width: 14 },
  { header: 'Deadline', cell: (r) => r.deadLine ?? '', width: 9 },
  { header: 'Floor Price (Rs/kWh)', cell: (r) => price(r.floorPrice), width: 12 },
  { header: 'Status', cell: (r) => r.status.statusDescription, width: 14 },
];

/** The applicant's rows add their bid's status. */
export const OWN_INVITATION_EXPORT_COLUMNS: readonly ExportColumn<InvitationRow>[] = [
  ...INVITATION_EXPORT_COLUMNS,
  { header: 'Your Bid', cell: (r) => r.bidStatus?.statusDescription ?? '', width: 16 },
];

export const PROPOSAL_EXPORT_COLUMNS: readonly ExportColumn<ProposalRow>[] = [
  { header: 'Application No.', cell: (r) => r.applicationNo ?? '', width: 22 },
  { header: 'Applicant', cell: (r) => r.applicantName, width: 30 },
  { header: 'Available Quantum (MW)', cell: (r) => r.availableQuantum, isQuantity: true, width: 12 },
  { header: 'Applied Quantum (MW)', cell: (r) => r.appliedQuantum, isQuantity: true, width: 12 },
  { header: 'Quoted Price (Rs/kWh)', cell: (r) => price(r.quotedPrice), width: 12 },
  { header: 'Floor Price (Rs/kWh)', cell: (r) => price(r.floorPrice), width: 12 },
  { header: 'Allocated Quantum (MW)', cell: (r) => r.allocatedQuantum, isQuantity: true, width: 12 },
  { header: 'Applicable Price (Rs/kWh)', cell: (r) => price(r.applicablePrice), width: 12 },
  { header: 'Status', cell: (r) => r.status.statusDescription, width: 18 },
];

/** Ebidding/DownloadAllInvitations and DownloadInvitations: the list's filters and the file's format. */
export const invitationExportQuerySchema = exportQueryOf(invitationListQuerySchema);
export type InvitationExportQuery = z.output<typeof invitationExportQuerySchema>;
export const proposalExportQuerySchema = tableExportQuerySchema;
