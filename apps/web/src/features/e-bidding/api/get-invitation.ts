import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationDetailSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { INVITATION_KEY } from './ebidding-form-keys.ts';

/** GET /EBidding/GetById?Id=: the invitation (Form ST2), the congestion it answers and the caller's access. */
export function getInvitation(id: number) {
  return requestData(invitationDetailSchema, { url: `/EBidding/GetById?Id=${id}` });
}

export function invitationQueryOptions(id: number) {
  // Read afresh on every visit: a save carries the current version, and the status decides the access.
  return queryOptions({ queryKey: [...INVITATION_KEY, id], queryFn: () => getInvitation(id), staleTime: 0 });
}

export function useInvitation(id: number) {
  return useQuery(invitationQueryOptions(id));
}
