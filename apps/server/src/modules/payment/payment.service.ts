/**
 * Money (spec §7.9; DOMAIN §5): the payment screens' service, and the ledger's doors for the modules whose events
 * raise dues (registration: fees on submission; application: the fee and the charges as the schedule moves) and
 * whose checks read them (the fee lines of the STOA checks).
 */
import type { ServiceDeps } from '../../app-deps.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { createPaymentLists } from './payment-lists.ts';
import { createPaymentReversal } from './payment-reversal.ts';
import { createPayable } from './payable.ts';
import { createPayments } from './payments.ts';
import { createRefunds } from './refunds.ts';
import { createTdsChallans } from './tds-challans.ts';
import { findUserById } from '../../platform/users/users.ts';

export { feeGatesOf, feeStateOf, recordFeeOf, syncCharges, type FeeState } from './ledger.ts';

/**
 * `applications.applicant` answers an application the caller may see (404 unknown, 403 not a party): the per-
 * application reads of money (GetTDSDetails) check visibility as every other per-application read does.
 */
export interface ApplicationReads {
  applicant(principal: Principal, applicationId: number): Promise<unknown>;
}

export function createPaymentService(deps: ServiceDeps, applications: ApplicationReads) {
  return {
    ...createPaymentLists(deps),
    ...createPayments(deps),
    ...createPaymentReversal(deps),
    ...createPayable(deps),
    refunds: createRefunds(deps),
    tds: createTdsChallans(deps, applications),
    /** A payer's entity name (documents name it even when it has no rows). */
    async partyName(userId: number) {
      const user = await findUserById(deps.db, userId);
      return user?.entityName ?? user?.userName ?? '';
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
