import { queryOptions, useQuery } from '@tanstack/react-query';
import { myClearanceRegistrationSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { CLEARANCE_REGISTRATION_KEY } from './standing-clearance-keys.ts';

/** GET /StandingClearance/GetMyRegistration: the applicant's approved registration and its capacities (form limits). */
export function getMyClearanceRegistration() {
  return requestData(myClearanceRegistrationSchema, { url: '/StandingClearance/GetMyRegistration' });
}

export function myClearanceRegistrationQueryOptions() {
  return queryOptions({ queryKey: CLEARANCE_REGISTRATION_KEY, queryFn: getMyClearanceRegistration, staleTime: 0 });
}

export function useMyClearanceRegistration() {
  return useQuery(myClearanceRegistrationQueryOptions());
}
