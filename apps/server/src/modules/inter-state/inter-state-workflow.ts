/** The inter-state registration workflow's server half: how the runner locks, checks, numbers and announces. */
import {
  INTER_STATE_MESSAGES,
  INTER_STATE_ROUTE,
  INTER_STATE_WORKFLOW,
  RECORD_STATUS_LABELS,
  businessDate,
  formatInterStateRegistrationNo,
  nextActors,
  validityEnd,
  type InterStateRoute,
  type RecordStatus,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as documentStore from '../../platform/documents/documents.service.ts';
import { AppError } from '../../platform/errors.ts';
import { nextSerial } from '../../platform/serials/serials.ts';
import { findUserById, recipientById, usersInRoles } from '../../platform/users/users.ts';
import type { Announcement, StepActor, WorkflowDefinition } from '../../platform/workflow/definition.ts';
import { currentRules } from '../configuration/rules.service.ts';
import { RECORD_TYPE, canView, linkOf } from './inter-state-records.ts';
import * as repo from './inter-state.repository.ts';
import type { InterStateRecord } from './inter-state.repository.ts';

/** The key of the number series in the serial counters (beside the entity types of registrations). */
const SERIAL_KEY = 'InterState';

export type InterStateDefinition = WorkflowDefinition<RecordStatus, InterStateRoute, InterStateRecord>;

async function lock(tx: DbOrTx, id: number, actor: StepActor): Promise<InterStateRecord> {
  const record = await repo.findInterState(tx, id, true);
  if (!record) throw new AppError('not-found', INTER_STATE_MESSAGES.notFound);
  if (actor.userId === null) return record;
  const user = await findUserById(tx, actor.userId);
  if (!user || !canView(user, record)) throw new AppError('forbidden', INTER_STATE_MESSAGES.notVisible);
  return record;
}

/** Every document marked valid before the SLDC forwards (invalid ones named first). */
const documentsVerified = (tx: DbOrTx, record: InterStateRecord) =>
  documentStore.documentsVerified(tx, RECORD_TYPE, record.id);

/** The next actors are asked to act; the owner is told where the record stands. */
export async function interStateAnnouncements(tx: DbOrTx, record: InterStateRecord): Promise<Announcement[]> {
  const status = record.status as RecordStatus;
  const label = RECORD_STATUS_LABELS[status];
  const link = linkOf(record);
  const entityName = await repo.entityNameOf(tx, record.applicantUserId);
  // Before approval there is no number: the entity and its sector name the record.
  const name = record.registrationNo
    ? `Inter-state registration ${record.registrationNo}`
    : `Inter-state registration of ${entityName} (${record.sector})`;
  const title = `${name} is ${label}`;
  const announcements: Announcement[] = [];
  const next = await usersInRoles(tx, nextActors(INTER_STATE_WORKFLOW, status, INTER_STATE_ROUTE));
  if (next.length > 0) {
    const of = record.registrationNo ? ` of ${entityName} (${record.sector})` : '';
    const text = `${name}${of} awaits your action (${label}).`;
    announcements.push({ recipients: next, message: { title, text, link } });
  }
  const text = `${name} is now: ${label}.`;
  announcements.push({ recipients: await recipientById(tx, record.applicantUserId), message: { title, text, link } });
  return announcements;
}

export function interStateDefinition(deps: ServiceDeps): InterStateDefinition {
  return {
    workflow: INTER_STATE_WORKFLOW,
    recordType: RECORD_TYPE,
    deps,
    lock,
    reload: async (tx, id) => (await repo.findInterState(tx, id))!,
    idOf: (r) => r.id,
    statusOf: (r) => r.status as RecordStatus,
    routeOf: () => INTER_STATE_ROUTE,
    preconditions: { documentsVerified },
    effects: {
      async issueNumber(tx, _record, step) {
        const year = Number(businessDate(step.at).slice(0, 4));
        return { registrationNo: formatInterStateRegistrationNo(year, await nextSerial(tx, SERIAL_KEY, year)) };
      },
      async setValidity(tx, _record, step) {
        const approvedOn = businessDate(step.at);
        const months = (await currentRules(tx)).registration.validityMonths;
        return { approvedOn, expiredOn: validityEnd(approvedOn, months) };
      },
    },
    async save(tx, record, patch, at) {
      await repo.updateInterState(tx, record.id, { ...patch, updatedAt: at });
    },
    announce: (tx, record) => interStateAnnouncements(tx, record),
  };
}
