/**
 * Revision requests (DOMAIN §6, issue 18): what an applicant may revise, the preview, the request (one open per
 * application), the lists and record, the SLDC's answer through the shared table, an application's schedule history.
 */
import {
  REVISION_FORM_MESSAGES,
  REVISION_STATUS_LABELS,
  businessDate,
  formatRevisionNo,
  isApplicantRole,
  fromHundredths,
  revisionEffectiveFrom,
  toHundredths,
  type ApplicationType,
  type RevisionDetail,
  type RevisionImpact,
  type RevisionRequest,
  type RevisionStatus,
  type Role,
  type ScheduleHistory,
  type WorkflowAction,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { nextSerial } from '../../platform/serials/serials.ts';
import { userOfPrincipal, type UserRow } from '../../platform/users/users.ts';
import { workflowView } from '../../platform/workflow/present.ts';
import type { StepWords } from '../../platform/workflow/definition.ts';
import { recordStep, runTransition } from '../../platform/workflow/run-transition.ts';
import { currentRules } from '../configuration/rules.service.ts';
import {
  allocatedScheduleOf,
  approvedOf,
  findApplications,
  scheduleHistoryOf,
} from '../application/schedules.service.ts';
import { planRevision, pointOf } from './revision-plan.ts';
import { canView, revisionDefinition, type StoredRow } from './revision-workflow.ts';
import * as repo from './revision.repository.ts';

const OPEN_MESSAGE = "A revision of this application already awaits the SLDC's answer";

export function createRevisionService(deps: ServiceDeps) {
  const { db } = deps;
  const definition = revisionDefinition(deps);
  const userOf = (principal: Principal) => userOfPrincipal(db, principal);

  /** The caller's own approved application (404 otherwise: another's is not revealed). */
  async function ownApproved(tx: DbOrTx, user: UserRow, applicationId: number) {
    const [application] = await findApplications(tx, [applicationId]);
    if (!application || application.applicantUserId !== user.id) {
      throw new AppError('not-found', 'Application not found', 'applicationId');
    }
    if (application.status !== 'Approved') {
      throw new AppError('business-rule', REVISION_FORM_MESSAGES.notRevisable, 'applicationId');
    }
    return application;
  }

  /** The request with its application's number and applicant, if the caller may see it (404 / 403). */
  async function visible(user: UserRow, id: number) {
    const [listed] = (await repo.listRevisions(db, { applicantUserId: null }, { pageNumber: 1, pageSize: 10 }, id))
      .rows;
    if (!listed) throw new AppError('not-found', REVISION_FORM_MESSAGES.notFound);
    if (!canView(user, listed.record)) throw new AppError('forbidden', REVISION_FORM_MESSAGES.notVisible);
    return listed;
  }

  const rulesOf = async (tx: DbOrTx) => (await currentRules(tx)).revision;

  return {
    async revisable(principal: Principal) {
      const user = await userOf(principal);
      const from = revisionEffectiveFrom(deps.now(), await rulesOf(db));
      return (await approvedOf(db, user.id, from.date)).map((a) => ({
        id: a.id,
        applicationNo: a.applicationNo,
        applicationType: a.type as ApplicationType,
        fromDate: a.fromDate,
        toDate: a.toDate,
        allocatedMwh: fromHundredths(a.allocatedMwh ?? 0),
      }));
    },

    async revisableOne(principal: Principal, applicationId: number) {
      const user = await userOf(principal);
      const application = await ownApproved(db, user, applicationId);
      const schedule = await allocatedScheduleOf(db, applicationId);
      return {
        id: application.id,
        applicationNo: application.applicationNo ?? '',
        applicationType: application.type as ApplicationType,
        fromDate: application.fromDate!,
        toDate: application.toDate!,
        allocatedMwh: fromHundredths(application.allocatedMwh ?? 0),
        days: [...schedule]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([date, blocks]) => ({
            date,
            blocks: blocks.map(fromHundredths),
          })),
        effectiveFrom: pointOf(revisionEffectiveFrom(deps.now(), await rulesOf(db))),
      };
    },

    async preview(principal: Principal, body: RevisionRequest): Promise<RevisionImpact> {
      const user = await userOf(principal);
      await ownApproved(db, user, body.applicationId);
      return (await planRevision(db, body, await rulesOf(db), deps.now())).impact;
    },

    async add(principal: Principal, body: RevisionRequest, ctx: RequestContext) {
      const user = await userOf(principal);
      const at = deps.now();
      try {
        const saved = await db.transaction(async (tx) => {
          await ownApproved(tx, user, body.applicationId);
          if (await repo.openRevisionOf(tx, body.applicationId)) throw new AppError('conflict', OPEN_MESSAGE);
          const plan = await planRevision(tx, body, await rulesOf(tx), at);
          const year = Number(businessDate(at).slice(0, 4));
          const revisionNo = formatRevisionNo(year, await nextSerial(tx, 'Revision', year));
          const rows: StoredRow[] = body.rows.map((r) => ({
            oaFromDate: r.oaFromDate,
            oaToDate: r.oaToDate,
            fromTimeBlock: r.fromTimeBlock,
            toTimeBlock: r.toTimeBlock,
            mw: toHundredths(r.oaRequirement),
          }));
          const id = await repo.insertRevision(tx, {
            revisionNo,
            applicationId: body.applicationId,
            applicantUserId: user.id,
            status: 'Submitted',
            reason: body.reason,
            rows,
            effectiveDate: plan.from.date,
            effectiveBlock: plan.from.block,
            impact: plan.impact,
            requestedAt: at,
            updatedAt: at,
          });
          const record = (await repo.findRevision(tx, id))!;
          const actor = { userId: user.id, role: user.role as Role, ip: ctx.ip };
          await recordStep(tx, definition, record, {
            action: 'Submit',
            from: 'Draft',
            to: 'Submitted',
            actor,
            comments: body.reason,
            at,
          });
          return { id, revisionNo };
        });
        deps.mail.outbox.wake();
        return saved;
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError('conflict', OPEN_MESSAGE);
        throw e;
      }
    },

    async list(
      principal: Principal,
      query: { pageNumber: number; pageSize: number; status?: string; applicationNo?: string },
    ) {
      const user = await userOf(principal);
      const { rows, count } = await repo.listRevisions(
        db,
        {
          applicantUserId: isApplicantRole(user.role) ? user.id : null,
          status: query.status,
          applicationNo: query.applicationNo,
        },
        query,
      );
      return { items: rows.map(rowOf), total: count };
    },

    async get(principal: Principal, id: number): Promise<RevisionDetail> {
      const user = await userOf(principal);
      const listed = await visible(user, id);
      const { record } = listed;
      const view = await workflowView(
        db,
        definition,
        record,
        {
          userId: user.id,
          role: user.role as Role,
          isOwner: record.applicantUserId === user.id,
        },
        null,
      );
      return {
        ...rowOf(listed),
        reason: record.reason,
        rows: (record.rows as StoredRow[]).map(({ mw, ...r }) => ({ ...r, mw: fromHundredths(mw) })),
        impact: record.impact as RevisionImpact,
        decidedAt: record.decidedAt?.toISOString() ?? null,
        ...view,
      };
    },

    async act(
      principal: Principal,
      id: number,
      action: Exclude<WorkflowAction, 'Submit'>,
      words: StepWords,
      ctx: RequestContext,
    ) {
      const actor = { userId: principal.userId, role: principal.role as Role, ip: ctx.ip };
      const { step } = await runTransition(definition, id, action, actor, { ...words });
      return { id, status: step.to, statusLabel: REVISION_STATUS_LABELS[step.to] };
    },

    /** The schedule history of an application the caller may see (applicants: their own). */
    async history(principal: Principal, applicationId: number): Promise<ScheduleHistory> {
      const user = await userOf(principal);
      const [application] = await findApplications(db, [applicationId]);
      if (!application) throw new AppError('not-found', 'Application not found');
      const own = application.applicantUserId === user.id || application.traderUserId === user.id;
      if (isApplicantRole(user.role) && !own)
        throw new AppError('forbidden', 'This application belongs to another applicant');
      return scheduleHistoryOf(db, applicationId, deps.now());
    },
  };
}

function rowOf(r: repo.RevisionListRow) {
  const status = r.record.status as RevisionStatus;
  const impact = r.record.impact as RevisionImpact;
  return {
    id: r.record.id,
    revisionNo: r.record.revisionNo,
    applicationId: r.record.applicationId,
    applicationNo: r.applicationNo,
    applicationType: r.applicationType as ApplicationType,
    applicantName: r.applicantName,
    requestedAt: r.record.requestedAt.toISOString(),
    effectiveFrom: pointOf({ date: r.record.effectiveDate, block: r.record.effectiveBlock }),
    reducedMwh: impact.reducedMwh,
    status,
    statusLabel: REVISION_STATUS_LABELS[status],
  };
}

export type RevisionService = ReturnType<typeof createRevisionService>;
