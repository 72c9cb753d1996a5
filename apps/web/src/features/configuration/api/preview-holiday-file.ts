import { useMutation } from '@tanstack/react-query';
import { holidayPreviewSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** POST /Configuration/Holiday/Preview: what an uploaded holiday file would save, row by row, with each row's errors. */
export function previewHolidayFile(fileId: string) {
  return requestData(holidayPreviewSchema, {
    url: '/Configuration/Holiday/Preview',
    method: 'POST',
    payload: { fileId },
  });
}

export function usePreviewHolidayFile() {
  return useMutation({ mutationFn: previewHolidayFile });
}
