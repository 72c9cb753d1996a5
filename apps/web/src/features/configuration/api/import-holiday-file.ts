import { holidayImportResultSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** POST /Configuration/Holiday/Import: saves the valid rows of an uploaded file and skips the others. */
export function importHolidayFile(fileId: string) {
  return requestData(holidayImportResultSchema, {
    url: '/Configuration/Holiday/Import',
    method: 'POST',
    payload: { fileId },
  });
}

export function useImportHolidayFile() {
  return useInvalidatingMutation(importHolidayFile, [CONFIGURATION_KEY]);
}
