/**
 * What a submission must satisfy beyond its shape (DOMAIN §3): the type's window, the §5 row rules, the parties
 * (approved, of the right side, the caller's to name, not defaulters), their registrations in force on every delivery
 * day, each row within the parties' remaining limits (under the parties' locks), and the corridors of their zones.
 * GetRemainingQuatumDetails answers from the same room.
 */
import {
  APPLICATION_MESSAGES,
  TIME_BLOCK_MESSAGES,
  applicationWindow,
  businessNow,
  checkWindow,
  coversPeriod,
  dateRange,
  fromHundredths,
  partyKey,
  roomOverRow,
  toHundredths,
  validateTimeBlockRows,
  type ApplicationType,
  type Party,
  type TimeBlockRow,
  type submitApplicationSchema,
} from '@stoa/shared';
import type { z } from 'zod';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, issuesError, type Issue } from '../../platform/errors.ts';
import { findUserById, type UserRow } from '../../platform/users/users.ts';
import { currentRules } from '../configuration/rules.service.ts';
import { listLinkedTraders } from '../trader/trader.service.ts';
import * as repo from './application.repository.ts';
import { lineagesOf, lockParties, roomOf, type Lineages } from './party-limits.ts';

/** The engine keys of an application's parties: its seller's injection and its buyer's drawal. */
const partyKeysOf = (seller: Party, buyer: Party) =>
  [partyKey('seller', seller.userId), partyKey('buyer', buyer.userId)] as const;

export function createSubmissionChecks(deps: Pick<ServiceDeps, 'now'>) {
  /**
   * Remaining quantum of seller and buyer over each row (GetRemainingQuatumDetails; the submission's check), in
   * hundredths: each party's limit in force on each date less its other live applications, the least over the row.
   */
  async function remainingFor(
    tx: DbOrTx,
    seller: Party,
    buyer: Party,
    rows: readonly TimeBlockRow[],
    excludeId: number | null,
    known?: Lineages,
  ) {
    const keys = partyKeysOf(seller, buyer);
    const dates = [...new Set(rows.flatMap((r) => dateRange(r.oaFromDate, r.oaToDate)))].sort();
    const room = await roomOf(tx, keys, dates, excludeId === null ? [] : [excludeId], known);
    return rows.map((row) => {
      const sellerLeft = roomOverRow(room, keys[0], row);
      const buyerLeft = roomOverRow(room, keys[1], row);
      return { sellerLeft, buyerLeft, remaining: Math.min(sellerLeft, buyerLeft) };
    });
  }

  /** Seller and buyer of a submission: approved, of the right side, distinct, not defaulters, the caller's to name. */
  async function checkParties(
    tx: DbOrTx,
    user: UserRow,
    body: { sellerRegistrationId: number; buyerRegistrationId: number },
  ) {
    const seller = await repo.findParty(tx, body.sellerRegistrationId);
    const buyer = await repo.findParty(tx, body.buyerRegistrationId);
    const issues: { path: string[]; message: string }[] = [];
    const inForce = (status: string) => status === 'Approved' || status === 'Renewed';
    if (!seller || !inForce(seller.status) || !repo.isSellerType(seller.entityType)) {
      issues.push({
        path: ['sellerRegistrationId'],
        message: 'Choose a seller with an approved injecting registration',
      });
    }
    if (!buyer || !inForce(buyer.status) || !repo.isBuyerType(buyer.entityType)) {
      issues.push({ path: ['buyerRegistrationId'], message: 'Choose a buyer with an approved drawee registration' });
    }
    if (seller && buyer && seller.userId === buyer.userId) {
      issues.push({ path: ['buyerRegistrationId'], message: APPLICATION_MESSAGES.sameParty });
    }
    if (issues.length > 0) throw issuesError(issues);
    if (user.role === 'Trader') {
      const linked = await repo.applicantsOfTrader(tx, user.id);
      if (!linked.includes(seller!.userId) || !linked.includes(buyer!.userId)) {
        throw new AppError('validation', APPLICATION_MESSAGES.traderNotAdded, 'sellerRegistrationId');
      }
    } else if (seller!.userId !== user.id && buyer!.userId !== user.id) {
      throw new AppError('validation', APPLICATION_MESSAGES.notYourRegistration, 'sellerRegistrationId');
    }
    for (const party of [seller!, buyer!]) {
      const owner = await findUserById(tx, party.userId);
      if (owner?.isDefaulter)
        throw new AppError('business-rule', APPLICATION_MESSAGES.partyDefaulter(party.entityName));
    }
    return { seller: seller!, buyer: buyer! };
  }

  /**
   * The corridors an application of these parties uses (DOMAIN §1): the active intra-state corridors of the seller's
   * and the buyer's transmission zones; a zone without one refuses (422). Submission and ATC availability read it.
   */
  async function corridorsOf(tx: DbOrTx, seller: Party, buyer: Party): Promise<{ id: number; name: string }[]> {
    const zones = [...new Set([seller.transmissionZone, buyer.transmissionZone].filter((z): z is string => !!z))];
    const found = await repo.corridorsOfZones(tx, zones);
    for (const zone of zones) {
      if (!found.some((c) => c.zone?.toLowerCase() === zone.toLowerCase())) {
        throw new AppError('business-rule', APPLICATION_MESSAGES.noCorridor(zone));
      }
    }
    return found.map((c) => ({ id: c.id, name: c.name }));
  }

  /**
   * Each party's registrations must be in force on every delivery date (DOMAIN §7): the one named, or it and its
   * renewal one after the other — an early renewal never locks an entity out.
   */
  function checkValidity(lineages: Lineages, seller: Party, buyer: Party, rows: readonly TimeBlockRow[]) {
    const from = rows.reduce((m, r) => (r.oaFromDate < m ? r.oaFromDate : m), rows[0]!.oaFromDate);
    const to = rows.reduce((m, r) => (r.oaToDate > m ? r.oaToDate : m), rows[0]!.oaToDate);
    const issues: Issue[] = [];
    for (const [side, party] of [
      ['seller', seller],
      ['buyer', buyer],
    ] as const) {
      if (!coversPeriod(lineages.get(partyKey(side, party.userId)) ?? [], from, to)) {
        issues.push({
          path: [side === 'seller' ? 'sellerRegistrationId' : 'buyerRegistrationId'],
          message: APPLICATION_MESSAGES.registrationNotValid(party.entityName),
        });
      }
    }
    return issues;
  }

  /** Everything a submission must satisfy beyond its shape; throws field errors. */
  async function checkSubmission(
    tx: DbOrTx,
    user: UserRow,
    type: ApplicationType,
    body: z.output<typeof submitApplicationSchema>,
    excludeId: number | null,
  ) {
    const now = businessNow(deps.now());
    const rules = (await currentRules(tx)).applicationWindows;
    const rows = body.timeBlocks as TimeBlockRow[];
    const windowMessage = checkWindow(type, rows, now, rules);
    if (windowMessage) throw new AppError('business-rule', windowMessage, 'timeBlocks', { code: 'WINDOW_CLOSED' });
    const window = applicationWindow(type, now, rules);
    const rowIssues = validateTimeBlockRows(rows, { minDate: window.minDate, maxDate: window.maxDate });
    if (rowIssues.length > 0) {
      throw issuesError(rowIssues.map((i) => ({ path: ['timeBlocks', String(i.row), i.field], message: i.message })));
    }
    const { seller, buyer } = await checkParties(tx, user, body);
    const keys = partyKeysOf(seller, buyer);
    // The parties' limits: checked and taken under their locks, so concurrent submissions cannot pass them together.
    await lockParties(tx, keys);
    const lineages = await lineagesOf(tx, keys);
    const capacityIssues = checkValidity(lineages, seller, buyer, rows);
    if (capacityIssues.length > 0) throw issuesError(capacityIssues);
    const remaining = await remainingFor(tx, seller, buyer, rows, excludeId, lineages);
    rows.forEach((row, index) => {
      const left = remaining[index]!.remaining;
      if (toHundredths(row.oaRequirement) > left) {
        capacityIssues.push({
          path: ['timeBlocks', String(index), 'oaRequirement'],
          message: TIME_BLOCK_MESSAGES.moreThanApproved(row.oaRequirement, fromHundredths(left)),
          errorCode: 'PARTY_LIMIT_EXCEEDED',
        });
      }
    });
    if (capacityIssues.length > 0) throw issuesError(capacityIssues);
    const corridorIds = (await corridorsOf(tx, seller, buyer)).map((c) => c.id);
    return { seller, buyer, rows, corridorIds };
  }

  async function checkTrader(tx: DbOrTx, user: UserRow, traderId: number | null | undefined): Promise<number | null> {
    if (user.role === 'Trader') return user.id;
    if (!traderId) return null;
    const linked = await listLinkedTraders(tx, user.id);
    if (!linked.some((t) => t.traderId === traderId)) {
      throw new AppError('validation', 'Choose one of the traders you have added', 'traderId');
    }
    return traderId;
  }

  return { remainingFor, corridorsOf, checkSubmission, checkTrader };
}

export type SubmissionChecks = ReturnType<typeof createSubmissionChecks>;
