/**
 * The application workflow's server half: how the runner locks an application (of its type, visible to the
 * actor), checks the named preconditions (the SLDC's STOA check, the applicant's own record, a party's consent),
 * runs the effects (a party's answer recorded, capacity given back) and who hears of each step.
 */
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_TYPE_LABELS,
  APPLICATION_WORKFLOW,
  WORKFLOW_MESSAGES,
  nextActors,
  stoaCheckRefusal,
  type ApplicationRoute,
  type ApplicationType,
  type ApplicationStatus,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { recipientById, recipientsByIds, usersInRoles } from '../../platform/users/users.ts';
import type { Announcement, Step, StepActor, WorkflowDefinition } from '../../platform/workflow/definition.ts';
import { APPLICANT_ROLE_SET, RECORD_TYPE, applicantLink, canView, ownersOf, sldcLink } from './application-records.ts';
import { syncApplicationCharges } from './application-charges.ts';
import * as repo from './application.repository.ts';
import type { ApplicationRecord } from './application.repository.ts';
import { releaseAllocation } from './capacity.ts';
import { FEE_CHECK_NAME, stoaCheckOf } from './stoa-check.ts';
import { feeGatesOf } from '../payment/payment.service.ts';

export type ApplicationDefinition = WorkflowDefinition<ApplicationStatus, ApplicationRoute, ApplicationRecord>;

export const APPLICATION_NOT_FOUND = 'Application not found.';
export const APPLICATION_NOT_VISIBLE = 'You may not see this application.';

/** The route an application takes: a trader's own application asks the parties' consent first. */
export const routeOf = (r: ApplicationRecord): ApplicationRoute => ({
  byTrader: r.traderUserId !== null && r.traderUserId === r.applicantUserId,
});

async function lock(tx: DbOrTx, id: number, actor: StepActor, type?: string): Promise<ApplicationRecord> {
  const record = await repo.findApplication(tx, id, true);
  if (!record || (type !== undefined && record.type !== type)) throw new AppError('not-found', APPLICATION_NOT_FOUND);
  if (actor.userId === null) return record;
  const viewer = { id: actor.userId, role: actor.role };
  if (!canView(viewer, record, await ownersOf(tx, record))) throw new AppError('forbidden', APPLICATION_NOT_VISIBLE);
  return record;
}

/** Which party's answer a user gives (the seller's or the buyer's still pending), if any. */
async function consentSideOf(tx: DbOrTx, record: ApplicationRecord, userId: number | null) {
  const { sellerUserId, buyerUserId } = await ownersOf(tx, record);
  if (sellerUserId === userId && record.sellerConsent === 'Pending') return 'seller' as const;
  if (buyerUserId === userId && record.buyerConsent === 'Pending') return 'buyer' as const;
  return null;
}

/** Refused with the one wording of a STOA check not met; the fee's line says what is missing (its amount). */
async function stoaCheckPassed(tx: DbOrTx, record: ApplicationRecord): Promise<string | null> {
  const check = await stoaCheckOf(tx, record);
  if (check.passed) return null;
  const failed = check.checks.filter((c) => !c.passed);
  return stoaCheckRefusal(failed.map((c) => ({ name: c.name, detail: c.name === FEE_CHECK_NAME ? c.detail : null })));
}

/** The application fee gates the SLDC's Accept, so its clock too (shared APPLICATION_WORKFLOW.clocks). */
export const applicationFeeGates = (db: DbOrTx, ids: readonly number[]) =>
  feeGatesOf(db, 'Application', ids, ['ApplicationFee']);

/** The next actors (SLDC roles) with the SLDC's link; the applicant and its trader (and, on a trader's submission, the parties asked to consent) with theirs. */
async function announce(tx: DbOrTx, record: ApplicationRecord, step: Step<ApplicationStatus>): Promise<Announcement[]> {
  if (step.to === 'PendingConsent' && step.action !== 'Submit') return [];
  const label = APPLICATION_STATUS_LABELS[step.to];
  const what = `Application ${record.applicationNo ?? `#${record.id}`} (${APPLICATION_TYPE_LABELS[record.type as ApplicationType]})`;
  const title = `${what} is ${label}`;
  const announcements: Announcement[] = [];
  const actors = nextActors(APPLICATION_WORKFLOW, step.to, routeOf(record)).filter((r) => !APPLICANT_ROLE_SET.has(r));
  if (actors.length > 0) {
    const text = `${what} is ${label}: your action is needed.`;
    announcements.push({
      recipients: await usersInRoles(tx, actors),
      message: { title, text, link: sldcLink(record) },
    });
  }
  const { sellerUserId, buyerUserId } = await ownersOf(tx, record);
  const parties = step.action === 'Submit' && routeOf(record).byTrader ? [sellerUserId, buyerUserId] : [];
  const trader = record.traderUserId !== record.applicantUserId ? [record.traderUserId] : [];
  const owners = [
    ...(await recipientById(tx, record.applicantUserId)),
    ...(await recipientsByIds(
      tx,
      [...trader, ...parties].filter((id): id is number => id !== null),
    )),
  ];
  const text = `${what} is ${label}.`;
  announcements.push({ recipients: owners, message: { title, text, link: applicantLink(record) } });
  return announcements;
}

export function applicationDefinition(deps: ServiceDeps): ApplicationDefinition {
  return {
    workflow: APPLICATION_WORKFLOW,
    recordType: RECORD_TYPE,
    deps,
    lock: (tx, id, actor, input) => lock(tx, id, actor, input.scope),
    reload: async (tx, id) => (await repo.findApplication(tx, id))!,
    idOf: (r) => r.id,
    statusOf: (r) => r.status as ApplicationStatus,
    routeOf,
    feeGates: applicationFeeGates,
    async stepRoute(tx, record, actor) {
      const side = await consentSideOf(tx, record, actor.userId);
      const other = side === 'seller' ? record.buyerConsent : side === 'buyer' ? record.sellerConsent : null;
      return { otherConsentGiven: other === 'Given' };
    },
    preconditions: {
      stoaCheckPassed: (tx, record) => stoaCheckPassed(tx, record),
      isOwner: async (_tx, record, actor) =>
        record.applicantUserId === actor.userId ? null : WORKFLOW_MESSAGES.notAllowed,
      isConsentingParty: async (tx, record, actor) =>
        (await consentSideOf(tx, record, actor.userId)) ? null : APPLICATION_MESSAGES.consentNotYours,
    },
    effects: {
      async recordConsent(tx, record, step) {
        const side = await consentSideOf(tx, record, step.actor.userId);
        const answer = step.action === 'ConsentGiven' ? 'Given' : 'Refused';
        return side === 'seller' ? { sellerConsent: answer } : { buyerConsent: answer };
      },
      async releaseCapacity(tx, record, step) {
        await releaseAllocation(tx, record, step.at);
        return { allocatedMwh: null };
      },
    },
    async save(tx, record, patch, at) {
      const cleared = patch.status === 'Returned' ? { allocatedMwh: null } : {};
      await repo.updateApplication(tx, record.id, { ...patch, ...cleared, updatedAt: at });
    },
    afterSteps: async (tx, ids, at) => void (await syncApplicationCharges(tx, ids, at)),
    announce,
  };
}
