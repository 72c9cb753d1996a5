import type { z } from 'zod';
import { businessRulesResponseSchema, type businessRulesUpdateSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { BUSINESS_RULES_KEY } from '../../../lib/business-rules.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';

export type RulesUpdate = z.output<typeof businessRulesUpdateSchema>;

/** PUT /Configuration/Rules/Update: the whole rules document with the version read (409 if someone saved since). */
export function updateRules(update: RulesUpdate) {
  return requestData(businessRulesResponseSchema, {
    url: '/Configuration/Rules/Update',
    method: 'PUT',
    payload: update,
  });
}

export function useUpdateRules() {
  return useInvalidatingMutation(updateRules, [BUSINESS_RULES_KEY]);
}
