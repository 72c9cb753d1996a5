/**
 * The query keys of curtailments: every list under ['curtailments', …], one record under ['curtailment', id]. Applying
 * one also moves the schedule histories of the applications it cut (lib/schedule-history.ts).
 */
import { SCHEDULE_HISTORY_KEY } from '../../../lib/schedule-history.ts';

export const CURTAILMENT_LISTS_KEY = ['curtailments'] as const;
export const CURTAILMENT_RECORD_KEY = ['curtailment'] as const;

export const CURTAILMENT_KEYS = [CURTAILMENT_LISTS_KEY, CURTAILMENT_RECORD_KEY, SCHEDULE_HISTORY_KEY] as const;
