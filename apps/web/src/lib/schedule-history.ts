/**
 * GET /Revision/GetScheduleHistory/{applicationId}: an application's schedule from the original through each revision
 * and curtailment to the current one, with what each did to the charges. Read by the revision record and by the
 * application record, so it lives here.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleHistorySchema } from '@stoa/shared';
import { requestData } from './api-client.ts';

/** Every application's history sits under this key: an approved revision or an applied curtailment marks it stale. */
export const SCHEDULE_HISTORY_KEY = ['schedule-history'] as const;

export function getScheduleHistory(applicationId: number) {
  return requestData(scheduleHistorySchema, { url: `/Revision/GetScheduleHistory/${applicationId}` });
}

export function scheduleHistoryQueryOptions(applicationId: number) {
  return queryOptions({
    queryKey: [...SCHEDULE_HISTORY_KEY, applicationId],
    queryFn: () => getScheduleHistory(applicationId),
  });
}

/** `isEnabled` false: no call (an application that has no schedule yet). */
export function useScheduleHistory(applicationId: number, isEnabled = true) {
  return useQuery({ ...scheduleHistoryQueryOptions(applicationId), enabled: isEnabled });
}
