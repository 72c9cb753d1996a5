/**
 * The query keys of e-bidding: the invitation lists under ['ebidding-invitations', …], the proposal lists under
 * ['ebidding-proposals', …], one invitation's process screen and one application's details, so processing marks
 * them all stale at once.
 */
export const INVITATION_LISTS_KEY = ['ebidding-invitations'] as const;
export const PROPOSAL_LISTS_KEY = ['ebidding-proposals'] as const;
export const PROCESS_KEY = ['ebidding-process'] as const;
export const DETAILS_KEY = ['ebidding-details'] as const;
/** The forms' root (ebidding-form-keys.ts): Form ST2 and ST3 are read afresh after processing too. */
const FORMS_KEY = ['e-bidding'] as const;
export const EBIDDING_KEYS = [INVITATION_LISTS_KEY, PROPOSAL_LISTS_KEY, PROCESS_KEY, DETAILS_KEY, FORMS_KEY] as const;
