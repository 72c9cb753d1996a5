/**
 * ATC availability before applying (issue 15 item 6): for the seller and buyer a form names and the period of its
 * rows, per corridor the application would use (the submission's own corridorsOf), date and block: declared ATC,
 * allocated MW and the margin left. One read of the corridor-days (atc.service readMargins), never one per day or
 * block. Applicants see it for parties they may name; the SLDC roles for any.
 */
import {
  APPLICANT_ROLES,
  availabilityDayOf,
  dateRange,
  marginKey,
  type AtcAvailability,
  type AtcAvailabilityQuery,
  type Party,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/users/users.ts';
import { readMargins } from '../atc/atc.service.ts';
import * as repo from './application.repository.ts';
import type { SubmissionChecks } from './submission-checks.ts';

const NOT_FOUND = 'Registration not found.';
const NOT_YOURS = 'You may only see the ATC availability of parties you may apply for.';
const APPLICANTS: ReadonlySet<string> = new Set(APPLICANT_ROLES);

export function createAtcAvailability(
  deps: ServiceDeps,
  userOf: (principal: Principal) => Promise<UserRow>,
  { corridorsOf }: Pick<SubmissionChecks, 'corridorsOf'>,
) {
  const { db } = deps;

  /** An OA applicant names its own registration on one side; a trader two applicants that added it (as Submit). */
  async function checkMayAsk(user: UserRow, seller: Party, buyer: Party): Promise<void> {
    if (!APPLICANTS.has(user.role)) return;
    let allowed = seller.userId === user.id || buyer.userId === user.id;
    if (user.role === 'Trader') {
      const linked = await repo.applicantsOfTrader(db, user.id);
      allowed = linked.includes(seller.userId) && linked.includes(buyer.userId);
    }
    if (!allowed) throw new AppError('forbidden', NOT_YOURS, 'SellerId');
  }

  return {
    /** GetAtcAvailability: per corridor of the parties, date in [FromDate, ToDate] and block, ATC / allocated / left. */
    async atcAvailability(principal: Principal, q: AtcAvailabilityQuery): Promise<AtcAvailability> {
      const user = await userOf(principal);
      const [seller, buyer] = await Promise.all([repo.findParty(db, q.SellerId), repo.findParty(db, q.BuyerId)]);
      if (!seller || !repo.isSellerType(seller.entityType)) throw new AppError('not-found', NOT_FOUND, 'SellerId');
      if (!buyer || !repo.isBuyerType(buyer.entityType)) throw new AppError('not-found', NOT_FOUND, 'BuyerId');
      await checkMayAsk(user, seller, buyer);
      const corridors = await corridorsOf(db, seller, buyer);
      const dates = dateRange(q.FromDate, q.ToDate);
      const margins = await readMargins(
        db,
        corridors.map((c) => c.id),
        dates,
      );
      return {
        corridors: corridors.map((c) => ({
          corridorId: c.id,
          corridorName: c.name,
          days: dates.map((date) => availabilityDayOf(date, margins.get(marginKey(c.id, date)) ?? null)),
        })),
      };
    },
  };
}
