/**
 * The parties of an application (spec §7.7): the registrations an applicant, a trader or anyone may name for a
 * period (one per entity: the one in force), a party's detail, its remaining quantum on a day and block, and the
 * application fee. Queries only.
 */
import {
  FEE_TYPE_LABELS,
  TIME_BLOCK_MESSAGES,
  businessDate,
  dateRange,
  fromHundredths,
  offeredRegistrations,
  type ApplicationType,
  type Party,
  type PartyPeriodQuery,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/users/users.ts';
import { feeOn } from '../configuration/charges.service.ts';
import { listLinkedTraders } from '../trader/trader.service.ts';
import { stripParty } from './application-records.ts';
import * as repo from './application.repository.ts';
import type { SubmissionChecks } from './submission-checks.ts';

export function createPartyQueries(
  deps: ServiceDeps,
  userOf: (principal: Principal) => Promise<UserRow>,
  { remainingFor }: SubmissionChecks,
) {
  const { db } = deps;

  /** One registration per entity: the one in force over the period asked for, else today's (or the next). */
  const offered = (parties: Party[], period: PartyPeriodQuery) =>
    offeredRegistrations(
      parties,
      (p) => ({ validFrom: p.validFrom, expiredOn: p.validUntil }),
      businessDate(deps.now()),
      period.fromDate ? { from: period.fromDate, to: period.toDate ?? period.fromDate } : undefined,
    );

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
  };
}
