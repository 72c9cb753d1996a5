/**
 * The query keys of standing clearances: every list under ['standing-clearances', …], one record under
 * ['standing-clearance', id] and the applicant's registration, so a save or a workflow action marks them stale at once.
 */
export const CLEARANCE_LISTS_KEY = ['standing-clearances'] as const;
export const CLEARANCE_RECORD_KEY = ['standing-clearance'] as const;
export const CLEARANCE_REGISTRATION_KEY = ['standing-clearance-registration'] as const;
export const CLEARANCE_KEYS = [CLEARANCE_LISTS_KEY, CLEARANCE_RECORD_KEY] as const;
