/**
 * Where an application stands once e-bidding decided its congested blocks (DOMAIN §3, §4): everything it asked
 * given → approved in full; part of it → the applicant accepts or withdraws; nothing → refused (no margin) when it
 * bid, withdrawn when it did not (a non-bidder loses only its congested blocks: it is Withdrawn as a whole only when
 * nothing remains outside them). Its other blocks were allocated as usual when the batch was processed.
 */
import type { ApplicationStatus } from '../application/application-workflow.ts';

export interface SettledDay {
  requested: readonly number[];
  allocated: readonly number[] | null;
}

export type EBiddingOutcomeStatus = Extract<
  ApplicationStatus,
  'STOAApproved' | 'PendingApplicantApproval' | 'NoSTOARejected' | 'Withdrawn'
>;

export function eBiddingOutcome(days: readonly SettledDay[], didBid: boolean): EBiddingOutcomeStatus {
  let full = true;
  let any = false;
  for (const day of days) {
    day.requested.forEach((asked, b) => {
      const given = day.allocated?.[b] ?? 0;
      if (given < asked) full = false;
      if (given > 0) any = true;
    });
  }
  if (full) return 'STOAApproved';
  if (any) return 'PendingApplicantApproval';
  return didBid ? 'NoSTOARejected' : 'Withdrawn';
}
