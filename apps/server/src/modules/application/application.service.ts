/**
 * STOA applications (spec §7.7; DOMAIN §3): the service the routes call. Parties are party-queries.ts, saving is
 * submit-application.ts (rules in submission-checks.ts), every workflow step — the SLDC chain, the applicant's
 * answer to a partial allocation, a party's consent — goes through the runner with application-workflow.ts.
 * Processing lives in processing.service.ts.
 */
import {
  APPLICATION_LIST_TYPES,
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_WORKFLOW,
  businessDate,
  chargesTotalPaise,
  fromHundredths,
  applicationListTypeOf,
  LIST_LINKS,
  type ApplicantDetail,
  type ApplicationDetail,
  type ApplicationListQuery,
  type ApplicationRow,
  type ApplicationStatus,
  type ApplicationType,
  type OpenAccessDetails,
  type Role,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { userOfPrincipal, type UserRow } from '../../platform/users/users.ts';
import { clocksOf, overdueRowsFor } from '../../platform/workflow/clocks.ts';
import type { StepWords } from '../../platform/workflow/definition.ts';
import { runTransition } from '../../platform/workflow/run-transition.ts';
import { workflowCalendar } from '../configuration/calendar.service.ts';
import * as repo from './application.repository.ts';
import { allocatedChargeLinesOf } from './application-charges.ts';
import { APPLICANT_ROLE_SET, RECORD_TYPE, canView, detailOf, ownersOf, toRow } from './application-records.ts';
import { APPLICATION_NOT_FOUND, APPLICATION_NOT_VISIBLE, applicationDefinition } from './application-workflow.ts';
import { createAtcAvailability } from './atc-availability.ts';
import { createPartyQueries } from './party-queries.ts';
import { registrationOnDate } from './party-limits.ts';
import { NOT_EDITABLE, saveApplication, type DraftBody } from './submit-application.ts';
import { createSubmissionChecks } from './submission-checks.ts';
import { stoaCheckOf } from './stoa-check.ts';

export { APPLICATION_NOT_FOUND, APPLICATION_NOT_VISIBLE } from './application-workflow.ts';
export { APPLICATION_CHANGED, formatApplicationNo, processingDateOf } from './submit-application.ts';

/** The application types of a list type (Contingency is day-ahead and same-day), or every type. */
function typesOf(listType: string | null): ApplicationType[] | null {
  if (listType === null) return null;
  return listType === 'Contingency' ? ['ContingencyDayAhead', 'ContingencySameDay'] : [listType as ApplicationType];
}

export function createApplicationService(deps: ServiceDeps) {
  const { db } = deps;
  const definition = applicationDefinition(deps);
  const checks = createSubmissionChecks(deps);
  const { checkTrader } = checks;

  const userOf = (principal: Principal) => userOfPrincipal(db, principal);

  async function visibleRecord(tx: DbOrTx, user: UserRow, id: number, forUpdate = false) {
    const record = await repo.findApplication(tx, id, forUpdate);
    if (!record) throw new AppError('not-found', APPLICATION_NOT_FOUND);
    if (!canView(user, record, await ownersOf(tx, record))) throw new AppError('forbidden', APPLICATION_NOT_VISIBLE);
    return record;
  }

  /** An applicant sees its own applications and those naming its registrations; the other roles every one. */
  async function visibilityOf(user: UserRow): Promise<repo.Visibility> {
    if (!APPLICANT_ROLE_SET.has(user.role)) return { kind: 'all' };
    const parties = await repo.listParties(db, null, { userIds: [user.id] });
    return { kind: 'own', userId: user.id, registrationIds: parties.map((p) => p.registrationId) };
  }

  /** The applications waiting on the caller's role past their clock (null: the role answers no clock). */
  const overdueRows = (principal: Principal) =>
    overdueRowsFor(
      definition,
      principal.role as Role,
      (statuses: string[]) => repo.waitingRecords(db, statuses),
      workflowCalendar,
    );

  /**
   * One page of the applications the caller may see, of a list type (or all): the signed-in user as the access guard
   * read it, the page with its count and each row's clock start in one statement, the clocks' calendar read meanwhile.
   */
  async function list(principal: Principal, listType: string | null, query: ApplicationListQuery) {
    const user = principal.user ?? (await userOf(principal));
    // `overdue=true`: the applications waiting on the caller past their clock, reckoned first.
    const ids = query.overdue === 'true' ? ((await overdueRows(principal)) ?? []).map((r) => r.id) : undefined;
    const [{ rows, total }, calendar] = await Promise.all([
      repo.listApplications(db, await visibilityOf(user), typesOf(listType), query, ids),
      workflowCalendar(db, deps.now()),
    ]);
    const plain: ApplicationRow[] = rows.map((r) =>
      toRow(r.record, {
        applicantName: r.applicantName,
        sellerName: r.sellerName,
        buyerName: r.buyerName,
        traderName: r.traderName,
      }),
    );
    // Each row's clock from when it entered its status (read with the page), as clocksOf reckons it (fee gates too).
    const waiting = rows.map((r) => ({ id: r.record.id, status: r.record.status, enteredOn: r.enteredOn ?? null }));
    const clocks = await clocksOf(db, definition, waiting, calendar);
    const items = plain.map((r) => ({ ...r, clock: clocks.get(r.id) ?? null }));
    return { items, total };
  }

  return {
    ...createPartyQueries(deps, userOf, checks),
    ...createAtcAvailability(deps, userOf, checks),

    list,

    /**
     * Dashboard: how many applications waiting on the caller's role are past their statutory clock, and the SLDC list
     * that shows them — of the first list type (Advance, Day Ahead, FCFS, Contingency) holding one, filtered to the
     * overdue; with none overdue, the first type's (null: the role answers no clock).
     */
    async overdue(principal: Principal): Promise<{ value: number; to: string } | null> {
      const rows = await overdueRows(principal);
      if (rows === null) return null;
      const types = new Set(rows.map((r) => applicationListTypeOf(r.type as ApplicationType)));
      const listType = APPLICATION_LIST_TYPES.find((t) => types.has(t)) ?? APPLICATION_LIST_TYPES[0];
      return { value: rows.length, to: `${LIST_LINKS.sldcApplications}/${listType}?overdue=true` };
    },

    /**
     * GetApplications/{type}/{loggedInDateTime}: the caller's applications of a type that are current at that moment —
     * submitted ones (and the caller's own) whose delivery has not ended on its business date; at most 100, newest
     * first.
     */
    async current(principal: Principal, listType: string, at: Date): Promise<ApplicationRow[]> {
      const query = {
        page: 1,
        pageSize: 100,
        fromDate: businessDate(at),
        toDate: undefined,
        processingDate: undefined,
      };
      const { items } = await list(principal, listType, query);
      return items;
    },

    /** GetApplicant/{applicationId}: who applied, under which registration (number, validity), for which period. */
    async applicant(principal: Principal, id: number): Promise<ApplicantDetail> {
      const user = await userOf(principal);
      const record = await visibleRecord(db, user, id);
      const { seller, buyer } = await ownersOf(db, record);
      const byTrader = record.traderUserId !== null && record.traderUserId === record.applicantUserId;
      const own = [seller, buyer].find((p) => p?.userId === record.applicantUserId) ?? null;
      const registration = byTrader
        ? await registrationOnDate(db, record.applicantUserId, record.fromDate ?? businessDate(deps.now()))
        : own && { id: own.registrationId, ...own, expiredOn: own.validUntil };
      const names = await repo.userNames(db, [record.applicantUserId]);
      return {
        applicationId: record.id,
        applicationNo: record.applicationNo,
        applicationDate: record.submittedAt?.toISOString() ?? null,
        applicantUserId: record.applicantUserId,
        applicantName: names.get(record.applicantUserId) ?? '',
        applicantRole: byTrader ? 'Trader' : 'OABusinessUser',
        entityType: registration?.entityType ?? null,
        registrationId: registration?.id ?? null,
        registrationNo: registration?.registrationNo ?? null,
        registrationValidFrom: registration?.validFrom ?? null,
        registrationValidUntil: registration?.expiredOn ?? null,
        fromDate: record.fromDate,
        toDate: record.toDate,
      };
    },

    async get(principal: Principal, id: number): Promise<ApplicationDetail> {
      const user = await userOf(principal);
      const record = await visibleRecord(db, user, id);
      return detailOf(db, definition, user, record, await workflowCalendar(db, deps.now()));
    },

    /** Save a draft (shape only) or submit (every rule), numbering it on first submission. */
    async save(principal: Principal, type: ApplicationType, body: DraftBody, ctx: RequestContext) {
      return saveApplication(definition, checks, await userOf(principal), type, body, ctx);
    },

    /**
     * Approve/{type}/{id} (the table's Forward or Approve for the role; the applicant's acceptance of a partial
     * allocation), Reject (the applicant's withdrawal), SeekClarification: the runner takes the table's row.
     */
    async act(
      principal: Principal,
      type: ApplicationType,
      id: number,
      verb: 'Approve' | 'Reject' | 'Return',
      words: StepWords,
      ctx: RequestContext,
    ) {
      const actor = { userId: principal.userId, role: principal.role as Role, ip: ctx.ip };
      const actions = verb === 'Approve' ? (['Forward', 'Approve'] as const) : verb;
      const { step } = await runTransition(definition, id, actions, actor, { ...words, scope: type });
      const statusLabel = APPLICATION_STATUS_LABELS[step.to];
      return { id, status: step.to, statusLabel, message: `Application is ${statusLabel}.` };
    },

    /** ApproveTraderRequest / RejectTraderRequest: the seller's or buyer's answer to a trader's application. */
    async consent(
      principal: Principal,
      type: ApplicationType,
      id: number,
      give: boolean,
      comments: string | null,
      ctx: RequestContext,
    ) {
      const actor = { userId: principal.userId, role: principal.role as Role, ip: ctx.ip };
      const action = give ? 'ConsentGiven' : 'ConsentRefused';
      const { step } = await runTransition(definition, id, action, actor, { comments, scope: type });
      const statusLabel = APPLICATION_STATUS_LABELS[step.to];
      return { id, status: step.to, statusLabel, message: APPLICATION_MESSAGES.consentGiven };
    },

    /** UpdateTrader: an OA applicant names (or, with 0, clears) the trader acting for it on a draft or returned one. */
    async updateTrader(principal: Principal, id: number, traderId: number, ctx: RequestContext) {
      const user = await userOf(principal);
      return db.transaction(async (tx) => {
        const record = await repo.findApplication(tx, id, true);
        if (!record || record.applicantUserId !== user.id) throw new AppError('not-found', APPLICATION_NOT_FOUND);
        if (!APPLICATION_WORKFLOW.editable.includes(record.status as ApplicationStatus)) {
          throw new AppError('business-rule', NOT_EDITABLE);
        }
        const traderUserId = traderId === 0 ? null : await checkTrader(tx, user, traderId);
        await repo.updateApplication(tx, id, { traderUserId, updatedAt: deps.now() });
        await writeAudit(tx, {
          actorUserId: user.id,
          action: 'application.update-trader',
          entityType: RECORD_TYPE,
          entityId: id,
          oldValues: { traderUserId: record.traderUserId },
          newValues: { traderUserId },
          ip: ctx.ip,
        });
        return true;
      });
    },

    async openAccessDetails(principal: Principal, id: number) {
      const user = await userOf(principal);
      const record = await visibleRecord(db, user, id);
      if (record.status !== 'Approved') {
        throw new AppError('business-rule', 'The schedule is available once the application is approved.');
      }
      const detail = await detailOf(db, definition, user, record, await workflowCalendar(db, deps.now()));
      // The lines the ledger charges (a revision's kept dates and the operating days as allocated included).
      const charges = await allocatedChargeLinesOf(db, id);
      const details: OpenAccessDetails = {
        applicationId: id,
        applicationNo: record.applicationNo,
        schedule: detail.schedule,
        totalMwh: detail.totalMwh,
        allocatedMwh: detail.allocatedMwh,
        charges,
        totalCharges: fromHundredths(chargesTotalPaise(charges)),
      };
      return { detail, details };
    },

    /** StoaCheck/{id}: the SLDC's checks before accepting an application into processing (DOMAIN §3 step 1). */
    async stoaCheck(principal: Principal, id: number) {
      const user = await userOf(principal);
      const record = await visibleRecord(db, user, id);
      return stoaCheckOf(db, record);
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
