/**
 * The filters of the revision lists: Status (the workflow's filters, the SLDC's queue first) and Application No. The
 * SLDC's list opens on the requests pending its approval (WithDefaultSearch); All shows every request.
 */
import {
  REVISION_STATUSES,
  REVISION_WORKFLOW,
  statusFilterOptionsOf,
  type RevisionStatus,
  type Role,
} from '@stoa/shared';
import type { FilterField } from '../../../components/data-table/filter-panel.tsx';
import type { UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import type { RevisionListQuery } from '../api/get-revisions.ts';

export const REVISION_FILTER_KEYS = ['status', 'applicationNo'] as const;
export type RevisionFilter = (typeof REVISION_FILTER_KEYS)[number];

/** What the SLDC's list opens on. */
export const SLDC_REVISION_DEFAULTS = { status: 'Submitted' } as const satisfies { status: RevisionStatus };

export function revisionFilterFields(role: Role | null): FilterField<RevisionFilter>[] {
  return [
    { name: 'status', label: 'Status', options: statusFilterOptionsOf(REVISION_WORKFLOW, role) },
    { name: 'applicationNo', label: 'Application No.' },
  ];
}

const isStatus = (value: string | undefined): value is RevisionStatus =>
  (REVISION_STATUSES as readonly string[]).includes(value ?? '');

/** The list call's query from the URL: values that are not ours are left out. */
export function revisionListQuery({ query }: UrlPaging<RevisionFilter>): RevisionListQuery {
  const applicationNo = query.applicationNo?.trim().slice(0, 50);
  return {
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    ...(isStatus(query.status) ? { status: query.status } : {}),
    ...(applicationNo ? { applicationNo } : {}),
  };
}
