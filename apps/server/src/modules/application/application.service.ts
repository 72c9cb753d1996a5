/**
 * STOA applications (spec §7.7; DOMAIN §3): parties, drafts and submissions checked by the shared rules (window,
 * time blocks, capacities, defaulters), a trader's application through the parties' consent, the SLDC's STOA check
 * and the approval chain on the shared transition table. Processing lives in processing.service.ts.
 */
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_WORKFLOW,
  FEE_TYPE_LABELS,
  TIME_BLOCK_MESSAGES,
  businessDate,
  offeredRegistrations,
  dateRange,
  draftApplicationSchema,
  fromHundredths,
  releasesCapacity,
  chargesTotalPaise,
  scheduleCharges,
  scheduleOf,
  submitApplicationSchema,
  type ApplicantDetail,
  type ApplicationDetail,
  type OpenAccessDetails,
  type ApplicationListQuery,
  type ApplicationRow,
  type ApplicationStatus,
  type ApplicationType,
  type Party,
  type PartyPeriodQuery,
  type Role,
  type TimeBlockRow,
  type WorkflowAction,
} from '@stoa/shared';
import type { z } from 'zod';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError, issuesError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { findUserById, type UserRow } from '../../platform/users/users.ts';
import { chargeRatesOver, feeOn } from '../configuration/charges.service.ts';
import type { applications } from '../../db/schema/index.ts';
import { nextSerial } from '../../platform/serials/serials.ts';
import { listLinkedTraders } from '../trader/trader.repository.ts';
import { planTransition } from '../../platform/workflow/plan.ts';
import { recordEvent } from '../../platform/timeline/timeline.ts';
import { recipientById } from '../../platform/users/users.ts';
import * as repo from './application.repository.ts';
import {
  APPLICANT_ROLE_SET,
  RECORD_TYPE,
  announce,
  canView,
  daysEnergy,
  detailOf,
  draftEnergy,
  ownersOf,
  stripParty,
  toRow,
} from './application-records.ts';
import { releaseAllocation } from './capacity.ts';
import { registrationOnDate } from './party-limits.ts';
import { createSubmissionChecks } from './submission-checks.ts';
import { stoaCheckOf } from './stoa-check.ts';

export const APPLICATION_NOT_FOUND = 'Application not found.';
export const APPLICATION_NOT_VISIBLE = 'You may not see this application.';
export const APPLICATION_CHANGED = 'The application was changed elsewhere. Reload to see the latest values.';
const NOT_EDITABLE = 'Only a draft or a returned application can be edited.';

const TYPE_CODES: Record<ApplicationType, string> = {
  Advance: 'ADV',
  FCFS: 'FCFS',
  DayAhead: 'DA',
  ContingencyDayAhead: 'CDA',
  ContingencySameDay: 'CSD',
};

export function formatApplicationNo(type: ApplicationType, year: number, serial: number): string {
  return `STOA/${TYPE_CODES[type]}/${year}/${String(serial).padStart(5, '0')}`;
}

/** The batch an application is processed in (DOMAIN §3): its delivery date, receipt date (FCFS) or month. */
export function processingDateOf(type: ApplicationType, fromDate: string, receivedOn: string): string {
  if (type === 'FCFS') return receivedOn;
  if (type === 'Advance') return `${fromDate.slice(0, 7)}-01`;
  return fromDate;
}

export const draftBodySchema = draftApplicationSchema;
export type DraftBody = z.infer<typeof draftBodySchema>;

export function createApplicationService(deps: ServiceDeps) {
  const { db } = deps;

  /** One registration per entity: the one in force over the period asked for, else today's (or the next). */
  const offered = (parties: Party[], period: PartyPeriodQuery) =>
    offeredRegistrations(
      parties,
      (p) => ({ validFrom: p.validFrom, expiredOn: p.validUntil }),
      businessDate(deps.now()),
      period.fromDate ? { from: period.fromDate, to: period.toDate ?? period.fromDate } : undefined,
    );

  async function userOf(principal: Principal): Promise<UserRow> {
    const user = await findUserById(db, principal.userId);
    if (!user) throw new AppError('forbidden', 'User not found');
    return user;
  }

  const { remainingFor, checkSubmission, checkTrader } = createSubmissionChecks(deps);

  async function visibleRecord(tx: DbOrTx, user: UserRow, id: number, forUpdate = false) {
    const record = await repo.findApplication(tx, id, forUpdate);
    if (!record) throw new AppError('not-found', APPLICATION_NOT_FOUND);
    if (!canView(user, record, await ownersOf(tx, record))) throw new AppError('forbidden', APPLICATION_NOT_VISIBLE);
    return record;
  }

  /** One page of the applications the caller may see, of a list type (or all). */
  async function list(principal: Principal, listType: string | null, query: ApplicationListQuery) {
    const user = await userOf(principal);
    const visibility: repo.Visibility = APPLICANT_ROLE_SET.has(user.role)
      ? {
          kind: 'own',
          userId: user.id,
          registrationIds: (await repo.listParties(db, null, { userIds: [user.id] })).map((p) => p.registrationId),
        }
      : { kind: 'all' };
    const types: ApplicationType[] | null =
      listType === null
        ? null
        : listType === 'Contingency'
          ? ['ContingencyDayAhead', 'ContingencySameDay']
          : [listType as ApplicationType];
    const { rows, total } = await repo.listApplications(db, visibility, types, query);
    const items: ApplicationRow[] = rows.map((r) =>
      toRow(r.record, {
        applicantName: r.applicantName,
        sellerName: r.sellerName,
        buyerName: r.buyerName,
        traderName: r.traderName,
      }),
    );
    return { items, total };
  }

  return {
    async isDefaulter(principal: Principal): Promise<boolean> {
      return (await userOf(principal)).isDefaulter;
    },

    /** The caller's own registrations in force (for the period, when given): an OA applies as one of them. */
    async availableRegistrations(principal: Principal, period: PartyPeriodQuery): Promise<Party[]> {
      const user = await userOf(principal);
      if (user.role === 'Trader') return [];
      return offered(await repo.listParties(db, null, { userIds: [user.id] }), period);
    },

    /** Every seller or buyer whose registration is in force (for the period, when given). */
    async parties(side: repo.Side, period: PartyPeriodQuery): Promise<Party[]> {
      return offered(await repo.listParties(db, side), period);
    },

    async partiesForTrader(
      principal: Principal,
      side: repo.Side,
      entityType: string | undefined,
      period: PartyPeriodQuery,
    ): Promise<Party[]> {
      const user = await userOf(principal);
      const parties = await repo.listParties(db, side, { userIds: await repo.applicantsOfTrader(db, user.id) });
      // A Both entity is on either side, whichever side's entity type is asked for.
      const ofType = entityType
        ? parties.filter((p) => p.entityType === entityType || p.entityType === 'BothEntity')
        : parties;
      return offered(ofType, period);
    },

    async userBasedTraders(principal: Principal): Promise<{ id: number; entityName: string }[]> {
      const user = await userOf(principal);
      const linked = await listLinkedTraders(db, user.id);
      return linked.map((t) => ({ id: t.traderId, entityName: t.entityName }));
    },

    /** GetRegistrationDetail/{id}: a registration that may be a side of a transaction, whichever side. */
    async registrationDetail(registrationId: number): Promise<Party> {
      const party = await repo.findParty(db, registrationId);
      const fits = party && (repo.isSellerType(party.entityType) || repo.isBuyerType(party.entityType));
      if (!party || !fits || !['Approved', 'Renewed'].includes(party.status)) {
        throw new AppError('not-found', 'Registration not found.');
      }
      return stripParty(party);
    },

    async party(side: repo.Side, registrationId: number): Promise<Party> {
      const party = await repo.findParty(db, registrationId);
      const fits =
        party && (side === 'seller' ? repo.isSellerType(party.entityType) : repo.isBuyerType(party.entityType));
      if (!party || !fits || party.status !== 'Approved') throw new AppError('not-found', 'Registration not found.');
      return stripParty(party);
    },

    async remainingQuantum(q: {
      SellerId: number;
      BuyerId: number;
      FromTimeBlock: number;
      ToTimeBlock: number;
      OAFromDate: string;
      OAToDate: string;
      ApplicationId?: number | undefined;
    }) {
      if (q.ToTimeBlock <= q.FromTimeBlock)
        throw new AppError('validation', TIME_BLOCK_MESSAGES.toAfterFrom, 'ToTimeBlock');
      if (q.OAToDate < q.OAFromDate) throw new AppError('validation', TIME_BLOCK_MESSAGES.toDateAfterFrom, 'OAToDate');
      if (dateRange(q.OAFromDate, q.OAToDate).length > 31) {
        throw new AppError('validation', 'A period is at most one month', 'OAToDate');
      }
      const [seller, buyer] = await Promise.all([repo.findParty(db, q.SellerId), repo.findParty(db, q.BuyerId)]);
      if (!seller || !buyer) throw new AppError('not-found', 'Registration not found.');
      const row = {
        oaFromDate: q.OAFromDate,
        oaToDate: q.OAToDate,
        fromTimeBlock: q.FromTimeBlock,
        toTimeBlock: q.ToTimeBlock,
        oaRequirement: 0,
      };
      const [r] = await remainingFor(db, seller, buyer, [row], q.ApplicationId ?? null);
      return {
        remainingQuatumSeller: fromHundredths(r!.sellerLeft),
        remainingQuatumBuyer: fromHundredths(r!.buyerLeft),
        remaining: fromHundredths(r!.remaining),
      };
    },

    async applicationFee(type: ApplicationType) {
      return {
        amount: await feeOn(db, 'ApplicationFee', type, businessDate(deps.now())),
        feeType: FEE_TYPE_LABELS.ApplicationFee,
      };
    },

    list,

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
      return detailOf(db, user, record, businessDate(deps.now()));
    },

    /** Save a draft (shape only) or submit (every rule), numbering it on first submission. */
    async save(principal: Principal, type: ApplicationType, body: DraftBody, ctx: RequestContext) {
      const user = await userOf(principal);
      const role = user.role as Role;
      if (user.isDefaulter) throw new AppError('business-rule', APPLICATION_MESSAGES.defaulter);
      let parsed: z.output<typeof submitApplicationSchema> | null = null;
      if (!body.isDraft) {
        const result = submitApplicationSchema.safeParse(body);
        if (!result.success) throw issuesError(result.error.issues);
        parsed = result.data;
      }
      const at = deps.now();
      const outcome = await db.transaction(async (tx) => {
        const record = body.id ? await repo.findApplication(tx, body.id, true) : null;
        if (body.id) {
          if (!record || record.applicantUserId !== user.id) throw new AppError('not-found', APPLICATION_NOT_FOUND);
          if (record.type !== type) throw new AppError('validation', 'The application type cannot change', 'type');
          if (!APPLICATION_WORKFLOW.editable.includes(record.status as ApplicationStatus)) {
            throw new AppError('business-rule', NOT_EDITABLE);
          }
          if (body.version !== undefined && body.version !== record.version) {
            throw new AppError('conflict', APPLICATION_CHANGED, null, { code: 'STALE_VERSION' });
          }
        }
        const traderUserId = await checkTrader(tx, user, body.traderId);
        const byTrader = user.role === 'Trader';
        const from = (record?.status ?? 'Draft') as ApplicationStatus;
        const details = {
          timeBlocks: body.timeBlocks,
          remarks: body.remarks ?? null,
        };
        let values: Partial<typeof applications.$inferInsert> = {
          sellerRegistrationId: body.sellerRegistrationId ?? null,
          buyerRegistrationId: body.buyerRegistrationId ?? null,
          traderUserId,
          details,
          requestedMwh: draftEnergy(body.timeBlocks as Partial<TimeBlockRow>[]),
          updatedAt: at,
        };
        let to: ApplicationStatus = from;
        let schedule: Map<string, number[]> | null = null;
        if (parsed) {
          const checked = await checkSubmission(tx, user, type, parsed, record?.id ?? null);
          to = planTransition(APPLICATION_WORKFLOW, from, role, 'Submit', { byTrader }, null);
          schedule = scheduleOf(checked.rows);
          const dates = [...schedule.keys()];
          const receivedOn = businessDate(at);
          const year = Number(receivedOn.slice(0, 4));
          values = {
            ...values,
            details: { timeBlocks: parsed.timeBlocks, remarks: parsed.remarks ?? null },
            status: to,
            corridorIds: checked.corridorIds,
            fromDate: dates[0]!,
            toDate: dates[dates.length - 1]!,
            processingDate: processingDateOf(type, dates[0]!, receivedOn),
            receivedAt: at,
            submittedAt: at,
            requestedMwh: daysEnergy([...schedule.values()]),
            allocatedMwh: null,
            sellerConsent: byTrader ? 'Pending' : null,
            buyerConsent: byTrader ? 'Pending' : null,
            applicationNo:
              record?.applicationNo ??
              formatApplicationNo(type, year, await nextSerial(tx, `Application${type}`, year)),
          };
        }
        let id: number;
        if (record) {
          id = record.id;
          await repo.updateApplication(tx, id, values);
        } else {
          id = await repo.insertApplication(tx, {
            ...values,
            type,
            applicantUserId: user.id,
            status: to,
            details: values.details ?? details,
            createdAt: at,
          });
        }
        if (schedule) await repo.replaceDays(tx, id, schedule);
        if (parsed) {
          await recordEvent(tx, {
            recordType: RECORD_TYPE,
            recordId: id,
            action: 'Submit',
            fromStatus: from,
            toStatus: to,
            actor: { userId: user.id, role, ip: ctx.ip },
            at,
          });
          const saved = (await repo.findApplication(tx, id))!;
          const { seller, buyer } = await ownersOf(tx, saved);
          const parties = byTrader
            ? [
                ...(seller ? await recipientById(tx, seller.userId) : []),
                ...(buyer ? await recipientById(tx, buyer.userId) : []),
              ]
            : [];
          await announce(deps, tx, saved, to, parties);
        } else {
          await writeAudit(tx, {
            actorUserId: user.id,
            action: 'application.save-draft',
            entityType: RECORD_TYPE,
            entityId: id,
            ip: ctx.ip,
          });
        }
        const saved = (await repo.findApplication(tx, id))!;
        return {
          id,
          applicationNo: saved.applicationNo,
          status: to,
          message: parsed ? APPLICATION_MESSAGES.submitted : APPLICATION_MESSAGES.saved,
        };
      });
      deps.mail.outbox.wake();
      return outcome;
    },

    /**
     * Approve/{type}/{id} (the table's Forward or Approve for the role; the applicant's acceptance of a partial
     * allocation), Reject (the applicant's withdrawal), SeekClarification.
     */
    async act(
      principal: Principal,
      type: ApplicationType,
      id: number,
      verb: 'Approve' | 'Reject' | 'Return',
      comments: string | null,
      ctx: RequestContext,
    ) {
      const user = await userOf(principal);
      const role = user.role as Role;
      const at = deps.now();
      const result = await db.transaction(async (tx) => {
        const record = await visibleRecord(tx, user, id, true);
        if (record.type !== type) throw new AppError('not-found', APPLICATION_NOT_FOUND);
        if (APPLICANT_ROLE_SET.has(role) && record.applicantUserId !== user.id) {
          throw new AppError('business-rule', 'This action is not allowed on the record in its current status.');
        }
        const from = record.status as ApplicationStatus;
        const route = { byTrader: record.traderUserId !== null && record.traderUserId === record.applicantUserId };
        let action: WorkflowAction = verb;
        if (verb === 'Approve') {
          const offered = APPLICATION_WORKFLOW.transitions.find(
            (t) => t.from === from && t.role === role && (t.action === 'Forward' || t.action === 'Approve'),
          );
          action = offered?.action === 'Forward' ? 'Forward' : 'Approve';
        }
        if (from === 'Submitted' && action === 'Forward') {
          const check = await stoaCheckOf(tx, record, businessDate(deps.now()));
          if (!check.passed) {
            throw new AppError(
              'business-rule',
              `STOA check failed: ${check.checks
                .filter((c) => !c.passed)
                .map((c) => c.name)
                .join(', ')}`,
            );
          }
        }
        const to = planTransition(APPLICATION_WORKFLOW, from, role, action, route, comments);
        if (releasesCapacity(from, to)) await releaseAllocation(tx, record, at);
        await repo.updateApplication(tx, id, {
          status: to,
          updatedAt: at,
          ...(to === 'Returned' || releasesCapacity(from, to) ? { allocatedMwh: null } : {}),
        });
        await recordEvent(tx, {
          recordType: RECORD_TYPE,
          recordId: id,
          action,
          fromStatus: from,
          toStatus: to,
          actor: { userId: user.id, role, ip: ctx.ip },
          comments,
          at,
        });
        const saved = (await repo.findApplication(tx, id))!;
        await announce(deps, tx, saved, to);
        return {
          id,
          status: to,
          statusLabel: APPLICATION_STATUS_LABELS[to],
          message: `Application is ${APPLICATION_STATUS_LABELS[to]}.`,
        };
      });
      deps.mail.outbox.wake();
      return result;
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
      const user = await userOf(principal);
      const at = deps.now();
      if (!give && !comments?.trim()) throw new AppError('validation', 'Comments are required', 'comments');
      const result = await db.transaction(async (tx) => {
        const record = await visibleRecord(tx, user, id, true);
        if (record.type !== type) throw new AppError('not-found', APPLICATION_NOT_FOUND);
        const { sellerUserId, buyerUserId } = await ownersOf(tx, record);
        const asSeller = sellerUserId === user.id && record.sellerConsent === 'Pending';
        const asBuyer = buyerUserId === user.id && record.buyerConsent === 'Pending';
        if (record.status !== 'PendingConsent' || (!asSeller && !asBuyer)) {
          throw new AppError('business-rule', APPLICATION_MESSAGES.consentNotYours);
        }
        const answer = give ? 'Given' : 'Refused';
        const sellerConsent = asSeller ? answer : record.sellerConsent;
        const buyerConsent = asBuyer ? answer : record.buyerConsent;
        const to: ApplicationStatus = !give
          ? 'Rejected'
          : sellerConsent === 'Given' && buyerConsent === 'Given'
            ? 'Submitted'
            : 'PendingConsent';
        await repo.updateApplication(tx, id, { sellerConsent, buyerConsent, status: to, updatedAt: at });
        await recordEvent(tx, {
          recordType: RECORD_TYPE,
          recordId: id,
          action: give ? 'ConsentGiven' : 'ConsentRefused',
          fromStatus: record.status,
          toStatus: to,
          actor: { userId: user.id, role: user.role as Role, ip: ctx.ip },
          comments,
          at,
        });
        if (to !== 'PendingConsent') await announce(deps, tx, (await repo.findApplication(tx, id))!, to);
        return {
          id,
          status: to,
          statusLabel: APPLICATION_STATUS_LABELS[to],
          message: APPLICATION_MESSAGES.consentGiven,
        };
      });
      deps.mail.outbox.wake();
      return result;
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

    /** GetOpenAccessDetails / DownloadOpenAccessDetails: the approved schedule and its charges. */
    async openAccessDetails(principal: Principal, id: number) {
      const user = await userOf(principal);
      const record = await visibleRecord(db, user, id);
      if (record.status !== 'Approved') {
        throw new AppError('business-rule', 'The schedule is available once the application is approved.');
      }
      const from = record.fromDate ?? businessDate(deps.now());
      const [detail, days, rates] = await Promise.all([
        detailOf(db, user, record, businessDate(deps.now())),
        repo.daysOf(db, id),
        chargeRatesOver(db, from, record.toDate ?? from),
      ]);
      const allocated = new Map(days.map((d) => [d.date, d.allocated ?? []] as const));
      const charges = scheduleCharges(allocated, rates);
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
      return stoaCheckOf(db, record, businessDate(deps.now()));
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
