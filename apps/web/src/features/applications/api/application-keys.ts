/**
 * The query keys of applications: every list under ['applications', 'list', …], one record under
 * ['applications', 'record', id], the processing batches under ['applications', 'processing', …], so a save, a
 * workflow action or a processing run marks what it changed stale at once.
 */
export const APPLICATIONS_KEY = ['applications'] as const;
export const APPLICATION_LISTS_KEY = [...APPLICATIONS_KEY, 'list'] as const;
export const APPLICATION_RECORD_KEY = [...APPLICATIONS_KEY, 'record'] as const;
export const APPLICATION_PROCESSING_KEY = [...APPLICATIONS_KEY, 'processing'] as const;
/** What the parties of a form depend on (remaining quantum, party lists): refreshed after a save. */
export const APPLICATION_FORM_KEY = [...APPLICATIONS_KEY, 'form'] as const;

/** A record changes: its page and every list. */
export const APPLICATION_KEYS = [APPLICATION_LISTS_KEY, APPLICATION_RECORD_KEY] as const;
/** A batch is processed or allocated: its result, the dates' counts, the lists and the records all move. */
export const PROCESSING_KEYS = [APPLICATION_PROCESSING_KEY, APPLICATION_LISTS_KEY, APPLICATION_RECORD_KEY] as const;
