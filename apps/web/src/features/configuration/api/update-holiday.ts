import { holidaySchema, type HolidayInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** PATCH /Configuration/Holiday/Update/{id}. */
export function updateHoliday({ id, input }: { id: number; input: HolidayInput }) {
  return requestData(holidaySchema, { url: `/Configuration/Holiday/Update/${id}`, method: 'PATCH', payload: input });
}

export function useUpdateHoliday() {
  return useInvalidatingMutation(updateHoliday, [CONFIGURATION_KEY]);
}
