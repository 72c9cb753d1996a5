import { queryOptions, useQuery } from '@tanstack/react-query';
import { partySchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { APPLICATION_FORM_KEY } from './application-keys.ts';
import type { PartySide } from './get-parties.ts';

/**
 * GET /Application/GetInjectingEntityDetails/{registrationId} (a seller: ex-bus capacity) or
 * GetDraweeEntityDetails/{registrationId} (a buyer: contract demand): the party card of the form.
 */
export function getPartyDetails(side: PartySide, registrationId: number) {
  const endpoint = side === 'seller' ? 'GetInjectingEntityDetails' : 'GetDraweeEntityDetails';
  return requestData(partySchema, { url: `/Application/${endpoint}/${registrationId}` });
}

export function partyDetailsQueryOptions(side: PartySide, registrationId: number) {
  return queryOptions({
    queryKey: [...APPLICATION_FORM_KEY, 'party', side, registrationId],
    queryFn: () => getPartyDetails(side, registrationId),
  });
}

export function usePartyDetails(side: PartySide, registrationId: number | null) {
  return useQuery({ ...partyDetailsQueryOptions(side, registrationId ?? 0), enabled: registrationId !== null });
}
