import { queryOptions, useQuery } from '@tanstack/react-query';
import { partyListSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { APPLICATION_FORM_KEY } from './application-keys.ts';

/** GET /Application/GetAvailableRegistrations: the caller's own approved registrations (the side it applies as). */
export function getAvailableRegistrations() {
  return requestData(partyListSchema, { url: '/Application/GetAvailableRegistrations' });
}

export function availableRegistrationsQueryOptions() {
  return queryOptions({
    queryKey: [...APPLICATION_FORM_KEY, 'available-registrations'],
    queryFn: getAvailableRegistrations,
  });
}

export function useAvailableRegistrations(isEnabled: boolean) {
  return useQuery({ ...availableRegistrationsQueryOptions(), enabled: isEnabled });
}
