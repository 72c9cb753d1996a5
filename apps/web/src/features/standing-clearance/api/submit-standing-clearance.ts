import { savedStandingClearanceSchema, type SubmitStandingClearanceRequest } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CLEARANCE_KEYS } from './standing-clearance-keys.ts';

/**
 * POST /StandingClearance/Submit: saves a draft (isDraft: direction, MW and period) or submits (checked in full; 400
 * naming each field, e.g. 'quantumMw' for MW above capacity or an overlap beyond it).
 */
export function submitStandingClearance(body: SubmitStandingClearanceRequest) {
  return requestData(savedStandingClearanceSchema, { url: '/StandingClearance/Submit', method: 'POST', payload: body });
}

export function useSubmitStandingClearance() {
  return useInvalidatingMutation(submitStandingClearance, CLEARANCE_KEYS);
}
