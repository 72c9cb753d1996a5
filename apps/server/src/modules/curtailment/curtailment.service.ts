/**
 * Curtailment (DOMAIN §6, issue 18): the SLDC previews a plan and applies it — under the corridor-days' locks, only
 * if the plan is still the one previewed (409 PLAN_CHANGED) —; applying lowers the schedules through the application
 * module's door (capacity, energy, charges: the STU part of the curtailed MWh reversed, refundable once paid), keeps
 * the blocks shed per application and date, and tells every party at once. The list and record: SLDC roles all,
 * applicants and traders those touching their applications (their own items only).
 */
import {
  unitsToMwh,
  CURTAILMENT_MESSAGES,
  CURTAILMENT_REASON_LABELS,
  RECORD_LINKS,
  blockLabel,
  businessDate,
  dateRange,
  formatCurtailmentNo,
  formatDisplayDate,
  isApplicantRole,
  fromHundredths,
  toHundredths,
  type CurtailmentDetail,
  type CurtailmentRequest,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import { portalUrlOf } from '../../config.ts';
import { notifyEach } from '../../platform/notifications/notifications.ts';
import { nextSerial } from '../../platform/serials/serials.ts';
import { recipientsByIds, userOfPrincipal, type UserRow } from '../../platform/users/users.ts';
import {
  consequencesOf,
  lockedMargins,
  partiesOf,
  reduceSchedules,
  scheduledOf,
  schedulesBefore,
} from '../application/schedules.service.ts';
import { checkNotPast, planOf, shareOf, windowUnits, type Plan } from './curtailment-planning.ts';
import * as repo from './curtailment.repository.ts';

export function createCurtailmentService(deps: ServiceDeps) {
  const { db } = deps;
  const userOf = (principal: Principal) => userOfPrincipal(db, principal);

  /** Every party of each curtailed application hears of it at once (bell + mail), with its own figures. */
  async function announce(tx: DbOrTx, plan: Plan, id: number, no: string, request: CurtailmentRequest) {
    const parties = await partiesOf(
      tx,
      plan.applications.map((a) => a.id),
    );
    const recipients = new Map(
      (await recipientsByIds(tx, [...new Set([...parties.values()].flat())])).map((r) => [r.id, r]),
    );
    const when = `${formatDisplayDate(request.fromDate)}${request.toDate !== request.fromDate ? ` to ${formatDisplayDate(request.toDate)}` : ''}, ${blockLabel(request.fromTimeBlock)}–${blockLabel(request.toTimeBlock)}`;
    const items = plan.view.applications.flatMap((a) =>
      (parties.get(a.applicationId) ?? []).flatMap((userId) => {
        const recipient = recipients.get(userId);
        if (!recipient) return [];
        const text = `Curtailment ${no} on ${plan.corridorName} (${when}) curtails application ${a.applicationNo} by ${a.curtailedMwh.toFixed(2)} MWh: ${CURTAILMENT_REASON_LABELS[request.reasonType]} — ${request.reason}. STU charges of the curtailed energy are reversed.`;
        return [{ recipient, message: { title: `Curtailment ${no}`, text, link: RECORD_LINKS.curtailment(id) } }];
      }),
    );
    await notifyEach(tx, deps.mail.outbox, items, portalUrlOf(deps.config), null);
  }

  async function visibleDetail(user: UserRow, id: number): Promise<CurtailmentDetail> {
    const own = isApplicantRole(user.role);
    const [row] = (await repo.listCurtailments(db, { userId: null, onlyId: id }, { pageNumber: 1, pageSize: 10 })).rows;
    if (!row) throw new AppError('not-found', CURTAILMENT_MESSAGES.notFound);
    const items = await repo.itemsOf(db, id);
    const ids = [...new Set(items.map((i) => i.applicationId))];
    // Applicants and traders: only the applications they are a party to, and none → not theirs.
    const parties = own ? await partiesOf(db, ids) : null;
    const mine = ids.filter((a) => !parties || parties.get(a)?.includes(user.id));
    if (mine.length === 0) throw new AppError('forbidden', CURTAILMENT_MESSAGES.notVisible);
    const applications = await scheduledOf(db, mine);
    const consequences = await consequencesOf(db, 'Curtailment', id);
    const before = await schedulesBefore(db, 'Curtailment', id, mine);
    const { fromDate, toDate, fromBlock, toBlock } = row.record;
    const window = { dates: dateRange(fromDate, toDate), fromBlock, toBlock };
    return {
      ...rowOf(row),
      unmetMwh: unitsToMwh(row.record.requestedUnits - row.record.curtailedUnits),
      items: applications.map((a) => {
        const c = consequences.get(a.id);
        const shed = new Map(items.filter((i) => i.applicationId === a.id).map((i) => [i.date, i.shed]));
        const scheduled = windowUnits(before.get(a.id)!, window);
        return shareOf(a, scheduled, shed, c ? (c.stuBefore ?? 0) - (c.stuAfter ?? 0) : 0);
      }),
    };
  }

  return {
    async preview(request: CurtailmentRequest) {
      checkNotPast(request, deps.now());
      return (await planOf(db, request)).view;
    },

    async apply(principal: Principal, request: CurtailmentRequest, planToken: string) {
      const at = deps.now();
      checkNotPast(request, at);
      const saved = await db.transaction(async (tx) => {
        // The corridor-days first: processing and other curtailments of them wait until this one is written.
        await lockedMargins(tx, [request.corridorId], dateRange(request.fromDate, request.toDate));
        const plan = await planOf(tx, request);
        if (plan.view.planToken !== planToken) {
          throw new AppError('conflict', CURTAILMENT_MESSAGES.planChanged, null, { code: 'PLAN_CHANGED' });
        }
        const year = Number(businessDate(at).slice(0, 4));
        const curtailmentNo = formatCurtailmentNo(year, await nextSerial(tx, 'Curtailment', year));
        const id = await repo.insertCurtailment(tx, {
          curtailmentNo,
          corridorId: request.corridorId,
          fromDate: request.fromDate,
          toDate: request.toDate,
          fromBlock: request.fromTimeBlock,
          toBlock: request.toTimeBlock,
          mw: toHundredths(request.mw),
          reasonType: request.reasonType,
          reason: request.reason,
          requestedUnits: plan.requestedUnits,
          curtailedUnits: plan.curtailedUnits,
          appliedBy: principal.userId,
          appliedAt: at,
        });
        await repo.insertItems(
          tx,
          [...plan.shed].flatMap(([applicationId, byDate]) =>
            [...byDate].map(([date, shed]) => ({ curtailmentId: id, applicationId, date, shed })),
          ),
        );
        await reduceSchedules(tx, { kind: 'Curtailment', id, no: curtailmentNo }, plan.reductions, at);
        await announce(tx, plan, id, curtailmentNo, request);
        return { id, curtailmentNo };
      });
      deps.mail.outbox.wake();
      return saved;
    },

    async list(
      principal: Principal,
      query: { pageNumber: number; pageSize: number; fromDate?: string; toDate?: string },
    ) {
      const user = await userOf(principal);
      const { rows, count } = await repo.listCurtailments(
        db,
        { userId: isApplicantRole(user.role) ? user.id : null, fromDate: query.fromDate, toDate: query.toDate },
        query,
      );
      return { items: rows.map(rowOf), total: count };
    },

    async get(principal: Principal, id: number): Promise<CurtailmentDetail> {
      return visibleDetail(await userOf(principal), id);
    },
  };
}

function rowOf(r: repo.CurtailmentListRow) {
  const c = r.record;
  return {
    id: c.id,
    curtailmentNo: c.curtailmentNo,
    corridorName: r.corridorName,
    fromDate: c.fromDate,
    toDate: c.toDate,
    blocks: `${blockLabel(c.fromBlock)}–${blockLabel(c.toBlock)}`,
    mw: fromHundredths(c.mw),
    reasonType: c.reasonType as CurtailmentDetail['reasonType'],
    reasonLabel: CURTAILMENT_REASON_LABELS[c.reasonType as CurtailmentDetail['reasonType']],
    reason: c.reason,
    curtailedMwh: unitsToMwh(c.curtailedUnits),
    applications: r.applications,
    appliedAt: c.appliedAt.toISOString(),
    appliedBy: r.appliedBy,
  };
}

export type CurtailmentService = ReturnType<typeof createCurtailmentService>;
