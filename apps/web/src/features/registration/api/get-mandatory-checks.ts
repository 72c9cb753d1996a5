import { queryOptions, useQuery } from '@tanstack/react-query';
import { mandatoryCheckSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { REGISTRATION_RECORD_KEY } from './registration-keys.ts';

/** GET GetMandatoryCheckDetails/{id}: the checklist of the STOA availability check (SLDC roles). */
export function getMandatoryChecks(id: number) {
  return requestData(mandatoryCheckSchema, { url: `/Registration/GetMandatoryCheckDetails/${id}` });
}

export function mandatoryChecksQueryOptions(id: number) {
  // Under the record's key: a workflow action refreshes it with the record.
  return queryOptions({
    queryKey: [...REGISTRATION_RECORD_KEY, 'mandatory-checks', id],
    queryFn: () => getMandatoryChecks(id),
  });
}

export function useMandatoryChecks(id: number, isEnabled: boolean) {
  return useQuery({ ...mandatoryChecksQueryOptions(id), enabled: isEnabled });
}
