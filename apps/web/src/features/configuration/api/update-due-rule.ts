import type { z } from 'zod';
import { dueRuleSchema, type dueRuleInputSchema } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

export type DueRuleInput = z.output<typeof dueRuleInputSchema>;

/** PATCH /Configuration/DueRules/Update/{id}: days to pay and whether they count calendar or working days. */
export function updateDueRule({ id, input }: { id: number; input: DueRuleInput }) {
  return requestData(dueRuleSchema, { url: `/Configuration/DueRules/Update/${id}`, method: 'PATCH', payload: input });
}

export function useUpdateDueRule() {
  return useInvalidatingMutation(updateDueRule, [CONFIGURATION_KEY]);
}
