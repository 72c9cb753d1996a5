/**
 * The e-bidding lists as files (spec §6 download endpoints): the invitations table (SLDC roles' and applicants') and
 * an invitation's proposals, in the screens' words; dates, times of day, MW and Rs/kWh as Excel values
 * (file/sheet-cells.ts). One column list per table: the screen reads the same headers.
 */
import type { z } from 'zod';
import { exportQueryOf, tableExportQuerySchema, type ExportColumn } from '../file/table-export.ts';
import { invitationListQuerySchema, type InvitationRow, type ProposalRow } from './ebidding.schemas.ts';

export const INVITATION_EXPORT_COLUMNS: readonly ExportColumn<InvitationRow>[] = [
  { header: 'Invitation Date', kind: 'date', cell: (r) => r.dateOfInvitation },
  { header: 'Bid Invitation No.', cell: (r) => r.bidInvitationNo ?? '' },
  { header: 'Application', cell: (r) => r.applicationNos.join(', ') },
  { header: 'Corridor', cell: (r) => r.corridorName },
  { header: 'Available Margin (MW)', kind: 'quantity', cell: (r) => r.availableMargin },
  { header: 'Applied Quantum (MW)', kind: 'quantity', cell: (r) => r.allApplicationsAppliedQuantum },
  { header: 'Congestion From Date', kind: 'date', cell: (r) => r.congestionFromDate },
  { header: 'Congestion To Date', kind: 'date', cell: (r) => r.congestionToDate },
  { header: 'From Time', kind: 'time', cell: (r) => r.fromTimeSpan },
  { header: 'To Time', kind: 'time', cell: (r) => r.toTimeSpan },
  { header: 'Last Date of Submission', kind: 'date', cell: (r) => r.lastDateOfSubmission },
  { header: 'Deadline', kind: 'time', cell: (r) => r.deadLine },
  { header: 'Floor Price (Rs/kWh)', kind: 'rate', cell: (r) => r.floorPrice },
  { header: 'Status', cell: (r) => r.status.statusDescription },
];

/** The applicant's rows add their bid's status. */
export const OWN_INVITATION_EXPORT_COLUMNS: readonly ExportColumn<InvitationRow>[] = [
  ...INVITATION_EXPORT_COLUMNS,
  { header: 'Your Bid', cell: (r) => r.bidStatus?.statusDescription ?? '' },
];

export const PROPOSAL_EXPORT_COLUMNS: readonly ExportColumn<ProposalRow>[] = [
  { header: 'Application No.', cell: (r) => r.applicationNo ?? '' },
  { header: 'Applicant', cell: (r) => r.applicantName },
  { header: 'Available Quantum (MW)', kind: 'quantity', cell: (r) => r.availableQuantum },
  { header: 'Applied Quantum (MW)', kind: 'quantity', cell: (r) => r.appliedQuantum },
  { header: 'Quoted Price (Rs/kWh)', kind: 'rate', cell: (r) => r.quotedPrice },
  { header: 'Floor Price (Rs/kWh)', kind: 'rate', cell: (r) => r.floorPrice },
  { header: 'Allocated Quantum (MW)', kind: 'quantity', cell: (r) => r.allocatedQuantum },
  { header: 'Applicable Price (Rs/kWh)', kind: 'rate', cell: (r) => r.applicablePrice },
  { header: 'Status', cell: (r) => r.status.statusDescription },
];

/** Ebidding/DownloadAllInvitations and DownloadInvitations: the list's filters and the file's format. */
export const invitationExportQuerySchema = exportQueryOf(invitationListQuerySchema);
export type InvitationExportQuery = z.output<typeof invitationExportQuerySchema>;
export const proposalExportQuerySchema = tableExportQuerySchema;
