import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestData } from '../../../lib/api-client.ts';
import { APPLICATION_FORM_KEY } from './application-keys.ts';

/** The shared contract names no schema for this answer: the traders an OA applicant has added (id = the trader's user). */
export const userBasedTraderListSchema = z.array(z.object({ id: z.number(), entityName: z.string() }));

/** GET /Application/GetUserBasedTraders: the traders the OA applicant may let act for it. */
export function getUserBasedTraders() {
  return requestData(userBasedTraderListSchema, { url: '/Application/GetUserBasedTraders' });
}

export function userBasedTradersQueryOptions() {
  return queryOptions({ queryKey: [...APPLICATION_FORM_KEY, 'traders'], queryFn: getUserBasedTraders });
}

export function useUserBasedTraders(isEnabled: boolean) {
  return useQuery({ ...userBasedTradersQueryOptions(), enabled: isEnabled });
}
