/**
 * The query keys of inter-state registrations: every list under ['inter-state-registrations', …] and one record
 * under ['inter-state-registration', id], so a save or a workflow action marks them all stale at once.
 */
export const INTER_STATE_LISTS_KEY = ['inter-state-registrations'] as const;
export const INTER_STATE_RECORD_KEY = ['inter-state-registration'] as const;
export const INTER_STATE_KEYS = [INTER_STATE_LISTS_KEY, INTER_STATE_RECORD_KEY] as const;
