/**
 * The query keys of the e-bidding forms, under the feature's root ['e-bidding']: an invitation under
 * ['e-bidding', 'invitation', id], a bid under ['e-bidding', 'proposal', id]. A save marks the whole root stale, so the
 * lists kept under the same root (invitations, proposals) are read afresh too.
 */
export const EBIDDING_KEY = ['e-bidding'] as const;
export const INVITATION_KEY = [...EBIDDING_KEY, 'invitation'] as const;
export const PROPOSAL_KEY = [...EBIDDING_KEY, 'proposal'] as const;
export const EBIDDING_FORM_KEYS = [EBIDDING_KEY] as const;
