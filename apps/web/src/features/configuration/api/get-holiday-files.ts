import { queryOptions, useQuery } from '@tanstack/react-query';
import { holidayFileListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** GET /Configuration/Holiday/GetUploadedFiles: the holiday files imported so far, newest first. */
export async function getHolidayFiles() {
  return (await requestData(holidayFileListSchema, { url: '/Configuration/Holiday/GetUploadedFiles' })).files;
}

export function holidayFilesQueryOptions() {
  return queryOptions({ queryKey: ['configuration', 'holidayFiles'], queryFn: getHolidayFiles });
}

export function useHolidayFiles() {
  return useQuery(holidayFilesQueryOptions());
}
