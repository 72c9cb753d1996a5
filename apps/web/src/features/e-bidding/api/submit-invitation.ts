import { savedInvitationSchema, type SubmitInvitationRequest } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { EBIDDING_FORM_KEYS } from './ebidding-form-keys.ts';

/**
 * POST /EBidding/Submit: saves the invitation as a draft (isDraft true) or sends it to the congested applications;
 * 400 names each field (required on sending, the deadline's order).
 */
export function submitInvitation(body: SubmitInvitationRequest) {
  return requestData(savedInvitationSchema, { url: '/EBidding/Submit', method: 'POST', payload: body });
}

export function useSubmitInvitation() {
  return useInvalidatingMutation(submitInvitation, EBIDDING_FORM_KEYS);
}
