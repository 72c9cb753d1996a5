import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationFeeSchema, type ApplicationType } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { APPLICATION_FORM_KEY } from './application-keys.ts';

/** GET /Application/GetApplicationFee?type=…: the fee an application of this type falls due with. */
export function getApplicationFee(type: ApplicationType) {
  return requestData(applicationFeeSchema, { url: `/Application/GetApplicationFee?type=${type}` });
}

export function applicationFeeQueryOptions(type: ApplicationType) {
  return queryOptions({ queryKey: [...APPLICATION_FORM_KEY, 'fee', type], queryFn: () => getApplicationFee(type) });
}

export function useApplicationFee(type: ApplicationType) {
  return useQuery(applicationFeeQueryOptions(type));
}
