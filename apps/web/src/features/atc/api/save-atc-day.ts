import { useMutation, useQueryClient } from '@tanstack/react-query';
import { atcDaySchema, type AtcDayUpdate } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { atcDayQueryOptions } from './get-atc-day.ts';
import { ATC_KEY } from './atc-keys.ts';

export interface SaveAtcDay {
  corridorId: number;
  date: string;
  update: AtcDayUpdate;
}

/** PUT /Atc/Day/{corridorId}/{date}: replaces the day's 96 ATC values (409 when `version` is stale). */
export function saveAtcDay({ corridorId, date, update }: SaveAtcDay) {
  return requestData(atcDaySchema, { url: `/Atc/Day/${corridorId}/${date}`, method: 'PUT', payload: update });
}

/** Saves, shows the saved day at once, and marks the other ATC queries (picker dates) stale. */
export function useSaveAtcDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAtcDay,
    onSuccess: async (day, { corridorId, date }) => {
      client.setQueryData(atcDayQueryOptions(corridorId, date).queryKey, day);
      await client.invalidateQueries({
        queryKey: ATC_KEY,
        predicate: (query) => query.queryKey[1] !== 'day',
      });
    },
  });
}
