/**
 * The query keys of registrations: every list under ['registrations', …] and one record under
 * ['registration', entityType, id], so a workflow action can mark them all stale at once.
 */
export const REGISTRATION_LISTS_KEY = ['registrations'] as const;
export const REGISTRATION_RECORD_KEY = ['registration'] as const;
