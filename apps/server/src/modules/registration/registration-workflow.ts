/**
 * The registration workflow's server half: how the runner locks a registration, checks its documents and the STOA
 * check, approves it (validity, the renewal's hand-over, the number) and who hears of each step.
 */
import {
  ENTITY_TYPE_LABELS,
  LIST_LINKS,
  RECORD_LINKS,
  RECORD_STATUS_LABELS,
  REGISTRATION_MESSAGES,
  REGISTRATION_SYSTEM_TRANSITIONS,
  REGISTRATION_WORKFLOW,
  businessDate,
  formatDisplayDate,
  formatRegistrationNo,
  nextActors,
  renewalStart,
  stoaCheckRefusal,
  validityEnd,
  type EntityType,
  type RecordStatus,
  type RegistrationRoute,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as documentStore from '../../platform/documents/documents.service.ts';
import { AppError } from '../../platform/errors.ts';
import { nextSerial } from '../../platform/serials/serials.ts';
import { SYSTEM_ACTOR } from '../../platform/timeline/timeline.ts';
import { findUserById, recipientById, usersInRoles, type Recipient } from '../../platform/users/users.ts';
import type { Announcement, Step, StepActor, WorkflowDefinition } from '../../platform/workflow/definition.ts';
import { recordSystemSteps } from '../../platform/workflow/system-steps.ts';
import { currentRules } from '../configuration/rules.service.ts';
import { feeGatesOf } from '../payment/payment.service.ts';
import { mandatoryChecks } from './mandatory-checks.ts';
import { RECORD_TYPE, routeOf, visibleRecord } from './registration-records.ts';
import * as repo from './registration.repository.ts';
import type { RegistrationRecord } from './registration.repository.ts';

export type RegistrationDefinition = WorkflowDefinition<RecordStatus, RegistrationRoute, RegistrationRecord>;

async function lock(tx: DbOrTx, id: number, actor: StepActor, scope?: string): Promise<RegistrationRecord> {
  if (actor.userId === null) {
    const record = await repo.findRegistration(tx, id, true);
    if (!record) throw new AppError('not-found', REGISTRATION_MESSAGES.notFound);
    return record;
  }
  const user = await findUserById(tx, actor.userId);
  if (!user) throw new AppError('forbidden', 'User not found');
  return visibleRecord(tx, user, id, (scope as EntityType | undefined) ?? null, true);
}

const documentsVerified = (tx: DbOrTx, record: RegistrationRecord) =>
  documentStore.documentsVerified(tx, RECORD_TYPE, record.id);

/** Who hears of a step: the next actors (DISCOM/TRANSCO only of the record's utility). */
async function nextActorsOf(tx: DbOrTx, record: RegistrationRecord): Promise<Recipient[]> {
  const recipients: Recipient[] = [];
  for (const role of nextActors(REGISTRATION_WORKFLOW, record.status as RecordStatus, routeOf(record))) {
    const utilityId =
      role === 'DISCOMBusinessUser' ? record.discomId : role === 'TRANSCOBusinessUser' ? record.transcoId : undefined;
    recipients.push(...(await usersInRoles(tx, [role], utilityId)));
  }
  return recipients;
}

/** The validity job's words: expired (renew it), or handed over to its renewal. */
function endOfValidity(record: RegistrationRecord, step: Step<RecordStatus>) {
  const no = record.registrationNo ?? '';
  return step.to === 'Renewed'
    ? {
        title: `Registration ${no} renewed`,
        text: `The validity of your registration ${no} has ended and its renewal is in force from today.`,
        link: LIST_LINKS.registrations,
      }
    : {
        title: `Registration ${no} expired`,
        text: `Your registration ${no} has expired. Renew it to keep applying for open access.`,
        link: LIST_LINKS.renewRegistration,
      };
}

async function announce(tx: DbOrTx, record: RegistrationRecord, step: Step<RecordStatus>): Promise<Announcement[]> {
  const owner = await recipientById(tx, record.applicantUserId);
  if (step.action === 'Expire' || step.action === 'Renewed') {
    return [{ recipients: owner, message: endOfValidity(record, step) }];
  }
  const label = RECORD_STATUS_LABELS[step.to];
  const what = record.kind === 'Renewal' ? 'Renewal of registration' : 'Registration';
  const applicant = await findUserById(tx, record.applicantUserId);
  const entityName = applicant?.entityName ?? applicant?.userName ?? '';
  // Before approval there is no number: the entity and its type name the record.
  const name = record.registrationNo
    ? `${what} ${record.registrationNo}`
    : `${what} of ${entityName} (${ENTITY_TYPE_LABELS[record.entityType as EntityType] ?? record.entityType})`;
  const link = RECORD_LINKS.registration(record.entityType, record.id);
  const title = `${name} is ${label}`;
  const announcements: Announcement[] = [];
  const next = await nextActorsOf(tx, record);
  if (next.length > 0) {
    const of = record.registrationNo ? ` of ${entityName}` : '';
    const text = `${name}${of} awaits your action (${label}).`;
    announcements.push({ recipients: next, message: { title, text, link } });
  }
  const text = `${name} is now: ${label}.`;
  return [...announcements, { recipients: owner, message: { title, text, link } }];
}

export function registrationDefinition(deps: ServiceDeps): RegistrationDefinition {
  const definition: RegistrationDefinition = {
    workflow: REGISTRATION_WORKFLOW,
    recordType: RECORD_TYPE,
    deps,
    lock: (tx, id, actor, input) => lock(tx, id, actor, input.scope),
    reload: async (tx, id) => (await repo.findRegistration(tx, id))!,
    idOf: (r) => r.id,
    statusOf: (r) => r.status as RecordStatus,
    routeOf,
    // The fee gates the STOA check's mandatory checks, so that step's clock too (shared REGISTRATION_WORKFLOW.clocks).
    feeGates: (db, ids) => feeGatesOf(db, 'Registration', ids, ['RegistrationFee', 'RenewalFee']),
    preconditions: {
      documentsVerified,
      async mandatoryChecksPassed(tx, record) {
        const { blocking } = await mandatoryChecks(tx, record, businessDate(deps.now()));
        return blocking.length > 0 ? stoaCheckRefusal(blocking) : null;
      },
    },
    effects: {
      async setValidity(tx, record, step) {
        const approvedOn = businessDate(step.at);
        const months = (await currentRules(tx)).registration.validityMonths;
        const previous = await previousOf(tx, record);
        const validFrom = previous
          ? renewalStart(approvedOn, previous.status === 'Approved' ? previous.expiredOn : null)
          : approvedOn;
        return { approvedOn, validFrom, expiredOn: validityEnd(validFrom, months) };
      },
      async handOverRenewal(tx, record, step, patch) {
        const previous = await previousOf(tx, record);
        if (!previous) return {};
        await handOver(tx, definition, previous, record.id, String(patch['validFrom']), step.at);
        return { registrationNo: previous.registrationNo };
      },
      async issueNumber(tx, record, step, patch) {
        if (patch['registrationNo'] ?? record.registrationNo) return {};
        const year = Number(businessDate(step.at).slice(0, 4));
        const serial = await nextSerial(tx, record.entityType, year);
        return { registrationNo: formatRegistrationNo(record.entityType as EntityType, year, serial) };
      },
    },
    async save(tx, record, patch, at) {
      await repo.updateRegistration(tx, record.id, { ...patch, updatedAt: at });
    },
    announce,
  };
  return definition;
}

function previousOf(tx: DbOrTx, record: RegistrationRecord) {
  if (record.kind !== 'Renewal' || !record.previousRegistrationId) return Promise.resolve(null);
  return repo.findRegistration(tx, record.previousRegistrationId, true);
}

/**
 * An approved renewal takes over from the registration it renews (DOMAIN §7): at once when that one has ended (a
 * late renewal: it becomes Renewed now), else the day after it ends — it stays Approved and usable until then and
 * the expiry job marks it Renewed; its timeline says when the renewal takes over (a System step, no notice: the
 * renewal's approval tells the owner).
 */
async function handOver(
  tx: DbOrTx,
  definition: RegistrationDefinition,
  previous: RegistrationRecord,
  renewalId: number,
  validFrom: string,
  at: Date,
) {
  const from = previous.status as RecordStatus;
  if (!(REGISTRATION_SYSTEM_TRANSITIONS.renew.from as readonly string[]).includes(from)) return;
  const isEarly = validFrom > businessDate(at);
  const to = isEarly ? from : REGISTRATION_SYSTEM_TRANSITIONS.renew.to;
  if (!isEarly) await repo.updateRegistration(tx, previous.id, { status: to, updatedAt: at });
  const comments = isEarly
    ? `Renewal #${renewalId} approved: it takes over on ${formatDisplayDate(validFrom)}; this registration stays in force until then`
    : `Renewal #${renewalId} approved`;
  const step = { action: 'Renewed' as const, from, to, actor: SYSTEM_ACTOR, comments, at };
  await recordSystemSteps(tx, definition, [{ recordId: previous.id, step }], { quiet: true });
}
