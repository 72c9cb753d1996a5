import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { holidayFileSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

const listSchema = z.object({ files: z.array(holidayFileSchema) });

/** GET /Configuration/Holiday/GetUploadedFiles: the holiday files imported so far, newest first. */
export async function getHolidayFiles() {
  return (await requestData(listSchema, { url: '/Configuration/Holiday/GetUploadedFiles' })).files;
}

export function holidayFilesQueryOptions() {
  return queryOptions({ queryKey: ['configuration', 'holidayFiles'], queryFn: getHolidayFiles });
}

export function useHolidayFiles() {
  return useQuery(holidayFilesQueryOptions());
}
