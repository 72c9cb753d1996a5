/**
 * The SLDC roles' application queues (issue 15 queues): per list type, how many applications wait on the caller's
 * role (the statuses its transitions start from), how many of them are past their statutory clock, and the list that
 * shows them. Applicants' own work is on their list pages.
 */
import {
  APPLICANT_ROLES,
  APPLICATION_LIST_TYPES,
  APPLICATION_LIST_TYPE_LABELS,
  APPLICATION_WORKFLOW,
  actedStatusesOf,
  applicationListTypeOf,
  type ApplicationType,
  type ApplicationListType,
  type DashboardTile,
  type Role,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import { clocksOf } from '../../platform/workflow/clocks.ts';
import { workflowCalendar } from '../configuration/calendar.service.ts';
import { RECORD_TYPE } from './application-records.ts';
import * as repo from './application.repository.ts';
import { applicationFeeGates } from './application-workflow.ts';

/** The list of a type, filtered to the one status its waiting rows are in (or the role acts on), else the whole list. */
function linkOf(listType: ApplicationListType, statuses: ReadonlySet<string>, acted: readonly string[]): string {
  const only = statuses.size === 1 ? [...statuses][0] : acted.length === 1 ? acted[0] : undefined;
  return `/applications/sldc/${listType}${only ? `?status=${only}` : ''}`;
}

export async function applicationQueueTiles(deps: ServiceDeps, role: Role): Promise<DashboardTile[]> {
  const acted = actedStatusesOf(APPLICATION_WORKFLOW, role);
  if (acted.length === 0 || (APPLICANT_ROLES as readonly Role[]).includes(role)) return [];
  const rows = await repo.waitingRecords(deps.db, acted);
  const source = { workflow: APPLICATION_WORKFLOW, recordType: RECORD_TYPE, feeGates: applicationFeeGates };
  const clocks = await clocksOf(deps.db, source, rows, await workflowCalendar(deps.db, deps.now()));
  return APPLICATION_LIST_TYPES.map((listType) => {
    const mine = rows.filter((r) => applicationListTypeOf(r.type as ApplicationType) === listType);
    return {
      key: `applications${listType}`,
      label: `${APPLICATION_LIST_TYPE_LABELS[listType]} applications to act on`,
      value: mine.length,
      overdue: mine.filter((r) => clocks.get(r.id)?.isOverdue).length,
      to: linkOf(listType, new Set(mine.map((r) => r.status)), acted),
    };
  });
}
