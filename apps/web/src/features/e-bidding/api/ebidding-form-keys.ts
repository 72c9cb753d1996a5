/**
 * The query keys of the e-bidding forms, under the feature's root ['e-bidding']: an invitation under
 * ['e-bidding', 'invitation', id], a bid under ['e-bidding', 'proposal', id]. A save marks the whole root stale, so the
 * lists kept under the same root (invitations, proposals) are read afresh too.
 */
import { EBIDDING_KEYS } from './ebidding-keys.ts';

export const EBIDDING_KEY = ['e-bidding'] as const;
export const INVITATION_KEY = [...EBIDDING_KEY, 'invitation'] as const;
export const PROPOSAL_KEY = [...EBIDDING_KEY, 'proposal'] as const;
/** A save marks the forms and every e-bidding list and screen stale (ebidding-keys.ts). */
export const EBIDDING_FORM_KEYS = EBIDDING_KEYS;
