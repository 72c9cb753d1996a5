/**
 * The e-bidding URLs (access table page 'eBidding', /e-bidding/*). Records and the list come from the shared
 * RECORD_LINKS / LIST_LINKS (the server names them in notifications too); only the proposals page of one invitation
 * (linked from the process screen) is the web's own.
 */
import { LIST_LINKS, RECORD_LINKS } from '@stoa/shared';

export const LIST_TABS = ['invitations', 'proposals'] as const;
export type ListTab = (typeof LIST_TABS)[number];

export const ebiddingPaths = {
  list: LIST_LINKS.eBidding,
  proposalsTab: LIST_LINKS.eBiddingProposals,
  invitation: RECORD_LINKS.invitation,
  process: RECORD_LINKS.eBiddingProcess,
  bid: RECORD_LINKS.bid,
  details: RECORD_LINKS.eBiddingDetails,
  /** Every proposal of one invitation (SLDC roles): the process screen's 'All proposals'. */
  requests: (invitationId: number) => `${LIST_LINKS.eBidding}/requests?id=${invitationId}`,
} as const;

/** A record id from the address (`?id=N` or `:id`): a positive integer, else null. */
export function idOf(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
