/**
 * The query keys of revisions: every list under ['revisions', …], one record under ['revision', id], the revisable
 * applications under ['revisable-applications', …]. An approval also moves the application's schedule history
 * (lib/schedule-history.ts); the application's own record is read afresh on every visit.
 */
import { SCHEDULE_HISTORY_KEY } from '../../../lib/schedule-history.ts';

export const REVISION_LISTS_KEY = ['revisions'] as const;
export const REVISION_RECORD_KEY = ['revision'] as const;
export const REVISABLE_KEY = ['revisable-applications'] as const;

/** A request is filed: the lists and what is left to revise move. */
export const REVISION_KEYS = [REVISION_LISTS_KEY, REVISION_RECORD_KEY, REVISABLE_KEY] as const;
/** A request is decided: the schedule histories move too. */
export const DECISION_KEYS = [...REVISION_KEYS, SCHEDULE_HISTORY_KEY] as const;
