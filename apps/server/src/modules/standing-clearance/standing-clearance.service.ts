/**
 * Standing clearance / consent for inter-state STOA (DOMAIN §8): an applicant's drafts and submissions checked by the
 * shared schema and rules (registration, capacity, overlap beyond capacity), the statutory answer date, the chain
 * through the shared transition table with the SLDC's checks, the number on approval and the certificate's data.
 */
import {
  STANDING_CLEARANCE_UNDECIDED,
  type RecordClock,
  STANDING_CLEARANCE_MESSAGES,
  STANDING_CLEARANCE_ROUTE,
  STANDING_CLEARANCE_WORKFLOW,
  businessDate,
  capacityFor,
  clearanceDueOn,
  clearanceIssues,
  formatDisplayDate,
  overlapCheck,
  overlapMessage,
  standingClearanceDetailsSchema,
  standingClearanceDraftSchema,
  toHundredths,
  type MyClearanceRegistration,
  type Role,
  type SavedStandingClearance,
  type StandingClearanceActionResult,
  type StandingClearanceDetail,
  type StandingClearanceDetails,
  type StandingClearanceDraft,
  type StandingClearanceList,
  type StandingClearanceListQuery,
  type StandingClearanceStatus,
  type SubmitStandingClearanceRequest,
  type TimelineEntry,
  type WorkflowAction,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError, issuesError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { userOfPrincipal, type UserRow } from '../../platform/users/users.ts';
import { workflowCalendar } from '../configuration/calendar.service.ts';
import { planTransition } from '../../platform/workflow/plan.ts';
import { dashboardFigures, takeExpiredClocks } from '../../platform/workflow/clocks.ts';
import type { StepWords } from '../../platform/workflow/definition.ts';
import { answeredReasonsOf } from '../../platform/workflow/reasons.ts';
import { recordStep, runTransition, recordDraftSaved } from '../../platform/workflow/run-transition.ts';
import { currentRegistrationOf } from './standing-clearance-checks.ts';
import { canView, detailOf, toRow, visibilityOf } from './standing-clearance-records.ts';
import { clearanceDefinition } from './standing-clearance-workflow.ts';
import * as repo from './standing-clearance.repository.ts';

const wf = STANDING_CLEARANCE_WORKFLOW;

/** The draft or full payload of a save, checked by the shared schema (400 per field). */
function parseDetails(body: SubmitStandingClearanceRequest): StandingClearanceDraft | StandingClearanceDetails {
  const schema = body.isDraft ? standingClearanceDraftSchema : standingClearanceDetailsSchema;
  const result = schema.safeParse(body.details);
  if (!result.success) throw issuesError(result.error.issues);
  return result.data;
}

export function createStandingClearanceService(deps: ServiceDeps) {
  const { db } = deps;
  const definition = clearanceDefinition(deps);
  const clockOf = (tx: DbOrTx) => workflowCalendar(tx, deps.now());

  const userOf = (principal: Principal) => userOfPrincipal(db, principal);

  /** The record, if the caller may see it (404 unknown, 403 not theirs). */
  async function visibleRecord(tx: DbOrTx, user: UserRow, id: number, forUpdate = false) {
    const record = await repo.findClearance(tx, id, forUpdate);
    if (!record) throw new AppError('not-found', STANDING_CLEARANCE_MESSAGES.notFound);
    if (!canView(user, record)) throw new AppError('forbidden', STANDING_CLEARANCE_MESSAGES.notVisible);
    return record;
  }

  /** The request saved again: the caller's own, editable, unchanged since it was read. */
  async function editableRecord(tx: DbOrTx, user: UserRow, body: SubmitStandingClearanceRequest) {
    const record = await repo.findClearance(tx, Number(body.id), true);
    if (!record || record.applicantUserId !== user.id) {
      throw new AppError('not-found', STANDING_CLEARANCE_MESSAGES.notFound);
    }
    if (!wf.editable.includes(record.status as StandingClearanceStatus)) {
      throw new AppError('business-rule', STANDING_CLEARANCE_MESSAGES.notEditable);
    }
    if (body.version && body.version !== record.version) {
      throw new AppError('conflict', STANDING_CLEARANCE_MESSAGES.changedElsewhere, null, { code: 'STALE_VERSION' });
    }
    return record;
  }

  /**
   * A submission's rules beyond the form: today and the registration (400 per field), then the overlap with the
   * applicant's other clearances of the direction (400 on quantumMw naming them and the MW left).
   */
  async function checkSubmission(tx: DbOrTx, user: UserRow, details: StandingClearanceDetails, id: number | null) {
    const registration = await currentRegistrationOf(tx, user.id);
    const issues = clearanceIssues(details, { today: businessDate(deps.now()), registration });
    if (issues.length > 0)
      throw issuesError(issues.map((i) => ({ path: i.path ? [i.path] : null, message: i.message })));
    const capacity = capacityFor(registration!, details.direction)!;
    const held = await repo.heldClearances(tx, user.id, details.direction, details, id);
    const request = { fromDate: details.fromDate, toDate: details.toDate, quantum: toHundredths(details.quantumMw) };
    const overlap = overlapCheck(request, held, toHundredths(capacity.mw));
    if (!overlap.fits)
      throw new AppError('validation', overlapMessage(overlap, capacity), 'quantumMw', {
        code: 'PARTY_LIMIT_EXCEEDED',
      });
    return registration!;
  }

  /** The answer date of a request submitted today (rules: N working days; holidays from the holiday list). */
  async function dueOnFrom(tx: DbOrTx): Promise<string> {
    const { today, holidays, rules } = await clockOf(tx);
    return clearanceDueOn(today, rules.standingClearance.responseWorkingDays, holidays);
  }

  return {
    /** Dashboard: the caller's overdue figure and queue (the records waiting on its role). */
    ...dashboardFigures(
      definition,
      userOf,
      (user, statuses) => repo.waitingRecords(db, visibilityOf(user), statuses),
      workflowCalendar,
    ),

    async list(principal: Principal, query: StandingClearanceListQuery): Promise<StandingClearanceList> {
      // The signed-in user as the access guard read it; the page with its count in one statement, the calendar
      // (the rows' answer clocks) read meanwhile.
      const user = principal.user ?? (await userOf(principal));
      const now = deps.now();
      const [{ rows, count }, clock] = await Promise.all([
        repo.listClearances(db, visibilityOf(user), query, businessDate(now)),
        workflowCalendar(db, now),
      ]);
      return { standingClearanceList: rows.map((r) => toRow(r.record, r.entityName, clock)), dataCount: count };
    },

    async get(principal: Principal, id: number): Promise<StandingClearanceDetail> {
      const user = await userOf(principal);
      return detailOf(db, definition, user, await visibleRecord(db, user, id), await clockOf(db));
    },

    /** GetMyRegistration: the caller's approved registration with its capacities, for the form. */
    async myRegistration(principal: Principal): Promise<MyClearanceRegistration> {
      const user = await userOf(principal);
      const { entityName } = await repo.applicantOf(db, user.id);
      return { entityName, registration: await currentRegistrationOf(db, user.id) };
    },

    /** Saves a draft or submits (checked in full, overlap refused, answer date set, the SLDC told). */
    async save(
      principal: Principal,
      body: SubmitStandingClearanceRequest,
      ctx: RequestContext,
    ): Promise<SavedStandingClearance> {
      const user = await userOf(principal);
      const role = user.role as Role;
      const details = parseDetails(body);
      const at = deps.now();
      const outcome = await db.transaction(async (tx) => {
        await repo.lockApplicant(tx, user.id);
        const record = body.id ? await editableRecord(tx, user, body) : null;
        // A returned request submitted again answers each reason it was returned for (before anything is written).
        const answers = body.isDraft
          ? null
          : await answeredReasonsOf(tx, wf, definition.recordType, record, body.reasonAnswers ?? []);
        const registration = body.isDraft
          ? null
          : await checkSubmission(tx, user, details as StandingClearanceDetails, record?.id ?? null);
        const from = (record?.status ?? 'Draft') as StandingClearanceStatus;
        const to = body.isDraft ? from : planTransition(wf, from, role, 'Submit', STANDING_CLEARANCE_ROUTE, null);
        const values = {
          direction: details.direction,
          quantum: toHundredths(details.quantumMw),
          fromDate: details.fromDate,
          toDate: details.toDate,
          details: details as Record<string, unknown>,
          status: to,
          updatedAt: at,
          ...(registration
            ? { registrationId: registration.registrationId, submittedAt: at, dueOn: await dueOnFrom(tx) }
            : {}),
        };
        let id: number;
        if (record) {
          id = record.id;
          await repo.updateClearance(tx, id, values);
        } else {
          id = await repo.insertClearance(tx, { ...values, applicantUserId: user.id, createdAt: at });
        }
        if (body.isDraft) {
          await recordDraftSaved(tx, definition, id, { userId: user.id, ip: ctx.ip });
        }
        const saved = (await repo.findClearance(tx, id))!;
        if (!body.isDraft) {
          const actor = { userId: user.id, role, ip: ctx.ip };
          const step = { action: 'Submit' as const, from, to, actor, comments: null, reasons: answers, at };
          await recordStep(tx, definition, saved, step);
        }
        return { id, status: to, version: saved.version, dueOn: saved.dueOn };
      });
      deps.mail.outbox.wake();
      return outcome;
    },

    /** ApproveAndForward, Reject, SeekClarification, Approve: the runner takes the table's row. */
    async act(
      principal: Principal,
      id: number,
      action: Exclude<WorkflowAction, 'Submit'>,
      words: StepWords,
      ctx: RequestContext,
    ): Promise<StandingClearanceActionResult> {
      const actor = { userId: principal.userId, role: principal.role as Role, ip: ctx.ip };
      const { record, step } = await runTransition(definition, id, action, actor, { ...words });
      return { id, status: step.to, clearanceNo: record.clearanceNo };
    },

    /** The deemed answers (the clock job): requests unanswered past their due date are deemed granted. */
    async deemDue(): Promise<number> {
      const rows = await repo.waitingRecords(db, { kind: 'submitted' }, STANDING_CLEARANCE_UNDECIDED);
      // Only an overdue clock is taken, and an overdue clock has its due date.
      const comment = (clock: RecordClock) =>
        `No answer by ${formatDisplayDate(clock.dueOn ?? '')}: concurrence deemed granted`;
      return takeExpiredClocks(definition, rows, await clockOf(db), comment);
    },

    /** The certificate's data: an approved request the caller may see, with who approved it and when. */
    async certificate(
      principal: Principal,
      id: number,
    ): Promise<{ detail: StandingClearanceDetail; approval: TimelineEntry | null }> {
      const user = await userOf(principal);
      const record = await visibleRecord(db, user, id);
      if (record.status !== 'Approved')
        throw new AppError('business-rule', STANDING_CLEARANCE_MESSAGES.certificateNotIssued);
      const detail = await detailOf(db, definition, user, record, await clockOf(db));
      const approval = [...detail.timeline].reverse().find((e) => e.action === 'Approve') ?? null;
      return { detail, approval };
    },
  };
}

export type StandingClearanceService = ReturnType<typeof createStandingClearanceService>;
