import { holidaySchema, type HolidayInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** POST /Configuration/Holiday/Add: one holiday typed in (source 'Manual'). */
export function addHoliday(input: HolidayInput) {
  return requestData(holidaySchema, { url: '/Configuration/Holiday/Add', method: 'POST', payload: input });
}

export function useAddHoliday() {
  return useInvalidatingMutation(addHoliday, [CONFIGURATION_KEY]);
}
