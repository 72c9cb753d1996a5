/**
 * Form ST2 (spec §2.3, §4, §5; DOMAIN §4): the invitation of a congestion record as the SLDC drafts and sends it.
 * Sending issues the bid invitation number, fixes the deadline, opens one bid row per congested application still
 * waiting, and tells each bidder (bell and mail) by when to bid.
 */
import {
  can,
  EBIDDING_MESSAGES,
  inMask,
  maskOf,
  periodsOf,
  sortRuns,
  INVITATION_STATUS_LABELS,
  RECORD_LINKS,
  bidDeadlineOf,
  blockLabel,
  businessDate,
  eBiddingFormAccess,
  formatBidInvitationNo,
  formatDisplayDateTime,
  fromHundredths,
  fromHundredthsOrNull,
  isInvitationExpired,
  istInstant,
  toHundredths,
  type InvitationDetail,
  type InvitationStatus,
  type OpeningClock,
  type Role,
  type SavedInvitation,
  type SubmitInvitation,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import { portalUrlOf } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { notifyEach } from '../../platform/notifications/notifications.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { nextSerial } from '../../platform/serials/serials.ts';
import { recipientsByIds } from '../../platform/users/users.ts';
import * as appRepo from '../application/schedules.service.ts';
import type { ApplicationService } from '../application/application.service.ts';
import { chargeRatesOver } from '../configuration/charges.service.ts';
import * as repo from './ebidding.repository.ts';
import type { CongestionRecord, InvitationRecord } from './ebidding.repository.ts';

const money = fromHundredthsOrNull;
export const statusOf = (s: string) => ({
  status: s as InvitationStatus,
  statusDescription: INVITATION_STATUS_LABELS[s as InvitationStatus],
});

/** An invitation's clock (status, deadline, opening) as shared's rules read it; a record never saved is None. */
export function clockOf(i: InvitationRecord | null): OpeningClock {
  return {
    status: (i?.status ?? 'None') as InvitationStatus,
    lastDateOfSubmission: i?.lastDateOfSubmission ?? null,
    deadLine: i?.deadLine ?? null,
    bidOpeningDate: i?.bidOpeningDate ?? null,
    bidOpeningTime: i?.bidOpeningTime ?? null,
  };
}

/** The congestion period's facts as the forms show them. */
export function congestionFacts(c: CongestionRecord) {
  return {
    corridorName: c.corridorName,
    congestionFromDate: c.fromDate,
    congestionToDate: c.toDate,
    congestionFromTime: blockLabel(c.fromTimeBlock),
    congestionToTime: blockLabel(c.toTimeBlock),
    congestedPeriods: periodsOf(c.cells),
    availableMargin: fromHundredths(c.availableMargin),
    allApplicationsAppliedQuantum: fromHundredths(c.appliedQuantum),
  };
}

/** The STU energy rate in force on the congestion's first day (Rs/kWh): the floor price by default. */
async function defaultFloorOf(db: DbOrTx, date: string): Promise<number | null> {
  const rates = await chargeRatesOver(db, date, date);
  const stu = rates.find((r) => r.chargeType === 'STUCharge' && r.basis === 'RsPerKWh');
  return stu ? fromHundredths(stu.rateHundredths) : null;
}

/** An application's largest request in the congested blocks (hundredths): what it bids for. */
function appliedInCells(days: readonly appRepo.DayRow[], c: CongestionRecord): number {
  const mask = maskOf(c.cells);
  let max = 0;
  for (const d of days) d.requested.forEach((v, b) => inMask(mask, d.date, b) && (max = Math.max(max, v)));
  return max;
}

/** The instant the first congested block starts: bids must close before it. */
function congestionStartOf(c: CongestionRecord): Date {
  const first = sortRuns(c.cells)[0];
  return first ? istInstant(first.date, blockLabel(first.from)) : istInstant(c.fromDate, blockLabel(c.fromTimeBlock));
}

export function createInvitations(deps: ServiceDeps, applications: ApplicationService) {
  const { db } = deps;

  async function congestionOf(db: DbOrTx, id: number) {
    const found = await repo.findCongestion(db, id);
    if (!found) throw new AppError('not-found', EBIDDING_MESSAGES.invitationNotFound);
    return found;
  }

  /** May the caller see the invitation? SLDC roles always; an applicant once it invites one of theirs. */
  async function assertVisible(principal: Principal, invitation: InvitationRecord | null) {
    if (can(principal.role, 'eBiddingSldcRead')) return;
    const bids = invitation ? await repo.bidsOf(db, invitation.id) : [];
    if (!bids.some((b) => b.bidderUserId === principal.userId)) {
      throw new AppError('not-found', EBIDDING_MESSAGES.invitationNotFound);
    }
  }

  async function affectedApplications(principal: Principal, c: CongestionRecord, invitationId: number) {
    const bids = await repo.bidsOf(db, invitationId);
    const waiting = await repo.waitingApplications(db, c.applicationIds);
    const ids = [...new Set([...bids.map((b) => b.applicationId), ...waiting.map((a) => a.id)])].sort((a, b) => a - b);
    const visible = can(principal.role, 'eBiddingSldcRead')
      ? ids
      : bids.filter((b) => b.bidderUserId === principal.userId).map((b) => b.applicationId);
    const rows = await Promise.all(visible.map((id) => applications.applicant(principal, id)));
    return rows.map((a) => ({
      applicationId: a.applicationId,
      applicationNo: a.applicationNo,
      applicationDate: a.applicationDate ? businessDate(new Date(a.applicationDate)) : null,
      registrationNo: a.registrationNo,
      registrationValidity: a.registrationValidUntil,
      applicantName: a.applicantName,
      fromDate: a.fromDate,
      toDate: a.toDate,
    }));
  }

  async function get(principal: Principal, id: number): Promise<InvitationDetail> {
    const { congestion: c, invitation: i } = await congestionOf(db, id);
    await assertVisible(principal, i);
    const status = (i?.status ?? 'None') as InvitationStatus;
    const clock = { status, lastDateOfSubmission: i?.lastDateOfSubmission ?? null, deadLine: i?.deadLine ?? null };
    return {
      id: c.id,
      bidInvitationNo: i?.bidInvitationNo ?? null,
      dateOfInvitation: i?.dateOfInvitation ?? null,
      ...congestionFacts(c),
      subStationDetails: i?.subStationDetails ?? null,
      availableMarginSubstation: money(i?.availableMarginSubstation ?? null),
      transmissionSystemDetails: i?.transmissionSystemDetails ?? null,
      nameOfTransmissionSystem: i?.nameOfTransmissionSystem ?? null,
      lastDateOfSubmission: clock.lastDateOfSubmission,
      deadLine: clock.deadLine,
      bidOpeningDate: i?.bidOpeningDate ?? null,
      bidOpeningTime: i?.bidOpeningTime ?? null,
      floorPrice: money(i?.floorPrice ?? null),
      defaultFloorPrice: await defaultFloorOf(db, c.fromDate),
      place: i?.place ?? null,
      date: i?.signedOn ?? null,
      authorizedPersonName: i?.authorizedPersonName ?? null,
      authorizedPersonDesignation: i?.authorizedPersonDesignation ?? null,
      isDraft: status === 'None' || status === 'Draft',
      status: statusOf(status),
      isExpired: isInvitationExpired(clock, deps.now()),
      eBiddedApplications: await affectedApplications(principal, c, c.id),
      access: eBiddingFormAccess('invitation', status, principal.role as Role),
      version: i?.version ?? 0,
    };
  }

  /** The timing a sent invitation must keep: bids close in the future and before the congestion starts. */
  function timingProblem(v: SubmitInvitation, c: CongestionRecord): string | null {
    const deadline = bidDeadlineOf(v.lastDateOfSubmission, v.deadLine)!;
    if (deadline.getTime() <= deps.now().getTime()) return EBIDDING_MESSAGES.deadlineInPast;
    if (deadline.getTime() > congestionStartOf(c).getTime()) {
      return EBIDDING_MESSAGES.deadlineAfterCongestion;
    }
    return null;
  }

  function fieldsOf(v: SubmitInvitation) {
    return {
      subStationDetails: v.subStationDetails,
      availableMarginSubstation: v.availableMarginSubstation == null ? null : toHundredths(v.availableMarginSubstation),
      transmissionSystemDetails: v.transmissionSystemDetails,
      nameOfTransmissionSystem: v.nameOfTransmissionSystem,
      lastDateOfSubmission: v.lastDateOfSubmission,
      deadLine: v.deadLine,
      deadlineAt: bidDeadlineOf(v.lastDateOfSubmission, v.deadLine),
      bidOpeningDate: v.bidOpeningDate,
      bidOpeningTime: v.bidOpeningTime,
      floorPrice: v.floorPrice == null ? null : toHundredths(v.floorPrice),
      place: v.place,
      signedOn: v.date,
      authorizedPersonName: v.authorizedPersonName,
      authorizedPersonDesignation: v.authorizedPersonDesignation,
    };
  }

  /** Sending: the number, one bid row per waiting application, a bell and a mail to each bidder. */
  async function send(tx: DbOrTx, principal: Principal, c: CongestionRecord, at: Date) {
    const year = Number(businessDate(at).slice(0, 4));
    const waiting = await repo.waitingApplications(tx, c.applicationIds);
    if (waiting.length === 0) throw new AppError('business-rule', EBIDDING_MESSAGES.invitationNotOpen);
    const days = await appRepo.daysOfMany(
      tx,
      waiting.map((a) => a.id),
    );
    await repo.insertBids(
      tx,
      waiting.map((a) => ({
        invitationId: c.id,
        applicationId: a.id,
        bidderUserId: a.applicantUserId,
        appliedQuantum: appliedInCells(days.get(a.id) ?? [], c),
        status: 'None',
        createdAt: at,
        updatedAt: at,
      })),
    );
    return {
      bidInvitationNo: formatBidInvitationNo(year, await nextSerial(tx, 'EBidding', year)),
      dateOfInvitation: businessDate(at),
      invitedBy: principal.userId,
      invitedAt: at,
      status: 'Initiated',
    };
  }

  async function announce(tx: DbOrTx, invitation: InvitationRecord, principal: Principal) {
    const bids = await repo.bidsOf(tx, invitation.id);
    const numbers = new Map(
      (
        await repo.applicationNames(
          tx,
          bids.map((b) => b.applicationId),
        )
      ).map((a) => [a.id, a]),
    );
    const recipients = new Map(
      (
        await recipientsByIds(
          tx,
          bids.map((b) => b.bidderUserId),
        )
      ).map((r) => [r.id, r]),
    );
    const deadline = formatDisplayDateTime(invitation.deadlineAt!);
    const items = bids.flatMap((b) => {
      const recipient = recipients.get(b.bidderUserId);
      if (!recipient) return [];
      const no = numbers.get(b.applicationId)?.applicationNo ?? `#${b.applicationId}`;
      const text = `E-bidding invitation ${invitation.bidInvitationNo} for application ${no}: the corridor is congested. Submit your bid (Form ST3) by ${deadline} IST.`;
      return [
        {
          recipient,
          message: { title: `E-bidding invitation ${invitation.bidInvitationNo}`, text, link: RECORD_LINKS.bid(b.id) },
        },
      ];
    });
    await notifyEach(tx, deps.mail.outbox, items, portalUrlOf(deps.config), principal.userId);
  }

  async function save(principal: Principal, v: SubmitInvitation, ctx: RequestContext): Promise<SavedInvitation> {
    const at = deps.now();
    const saved = await db.transaction(async (tx) => {
      const { congestion: c } = await congestionOf(tx, v.id);
      const current = await repo.lockInvitation(tx, v.id, at);
      if (current.status !== 'None' && current.status !== 'Draft') {
        throw new AppError('business-rule', EBIDDING_MESSAGES.invitationNotEditable);
      }
      if (v.version != null && current.status !== 'None' && v.version !== current.version) {
        throw new AppError('conflict', EBIDDING_MESSAGES.changedElsewhere);
      }
      const problem = v.isDraft ? null : timingProblem(v, c);
      if (problem) throw new AppError('validation', problem, 'lastDateOfSubmission');
      const sent = v.isDraft ? { status: 'Draft' } : await send(tx, principal, c, at);
      const row = await repo.updateInvitation(tx, v.id, { ...fieldsOf(v), ...sent, updatedAt: at });
      await writeAudit(tx, {
        actorUserId: principal.userId,
        action: v.isDraft ? 'ebidding.invitation.save' : 'ebidding.invitation.send',
        entityType: 'EBiddingInvitation',
        entityId: row.id,
        newValues: { status: row.status, bidInvitationNo: row.bidInvitationNo },
        ip: ctx.ip,
      });
      if (!v.isDraft) await announce(tx, row, principal);
      return row;
    });
    if (!v.isDraft) deps.mail.outbox.wake();
    return {
      id: saved.id,
      bidInvitationNo: saved.bidInvitationNo,
      status: saved.status as InvitationStatus,
      version: saved.version,
    };
  }

  return { get, save, congestionOf, assertVisible };
}
