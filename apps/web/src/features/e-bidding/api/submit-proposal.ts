import { savedProposalSchema, type SubmitProposalRequest } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { EBIDDING_FORM_KEYS } from './ebidding-form-keys.ts';

/**
 * POST /EBidding/SubmitProposal: saves the bid as a draft (isDraft true) or submits it (then it can no longer be
 * changed); 400 names each field (the quoted price below the floor, a missing declaration).
 */
export function submitProposal(body: SubmitProposalRequest) {
  return requestData(savedProposalSchema, { url: '/EBidding/SubmitProposal', method: 'POST', payload: body });
}

export function useSubmitProposal() {
  return useInvalidatingMutation(submitProposal, EBIDDING_FORM_KEYS);
}
