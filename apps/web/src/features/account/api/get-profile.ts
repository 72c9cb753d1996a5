import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

export function getProfile(): Promise<Profile> {
  return requestData(profileSchema, { url: '/Account/Profile' });
}

export const PROFILE_QUERY_KEY = ['account', 'profile'] as const;

export function profileQueryOptions() {
  return queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
