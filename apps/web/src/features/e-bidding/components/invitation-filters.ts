/**
 * The filters of the invitations table (spec §2.3): month of invitation, last date of submission, invitation number
 * and status (Submitted, Completed: the shared INVITATION_STATUS_FILTERS), in the shared filter panel. They live in
 * the URL; the list call and Download send the ones that are ours and well formed.
 */
import {
  INVITATION_STATUSES,
  INVITATION_STATUS_FILTERS,
  isIsoDate,
  type InvitationListQuery,
  type InvitationStatus,
} from '@stoa/shared';
import type { FilterField } from '../../../components/data-table/filter-panel.tsx';
import type { UrlPaging } from '../../../components/data-table/use-url-paging.ts';

export const INVITATION_FILTER_KEYS = ['month', 'lastDateOfSubmission', 'invitationNo', 'status'] as const;
export type InvitationFilter = (typeof INVITATION_FILTER_KEYS)[number];

export const INVITATION_FILTER_FIELDS: readonly FilterField<InvitationFilter>[] = [
  { name: 'month', label: 'Month of Invitation', type: 'month' },
  { name: 'lastDateOfSubmission', label: 'Last Date of Submission', type: 'date' },
  { name: 'invitationNo', label: 'Invitation No' },
  { name: 'status', label: 'Status', options: INVITATION_STATUS_FILTERS },
];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const isStatus = (value: string | undefined): value is InvitationStatus =>
  (INVITATION_STATUSES as readonly string[]).includes(value ?? '');

/** The list call's query from the URL: values that are not ours (or not a month, not a date) are left out. */
export function invitationListQuery({ query }: UrlPaging<InvitationFilter>): InvitationListQuery {
  const { month, lastDateOfSubmission, invitationNo, status } = query;
  return {
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    month: month && MONTH.test(month) ? month : undefined,
    lastDateOfSubmission: lastDateOfSubmission && isIsoDate(lastDateOfSubmission) ? lastDateOfSubmission : undefined,
    invitationNo: invitationNo || undefined,
    ...(isStatus(status) ? { status } : {}),
  };
}
