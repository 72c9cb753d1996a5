import { utilityDetailSchema, type UtilityInput } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { utilitiesQueryOptions } from '../../../lib/utilities.ts';
import { CONFIGURATION_KEY } from './configuration-key.ts';

/** The pickers' utilities list (lib/utilities.ts) changes with every utility change too. */
export const UTILITY_KEYS = [CONFIGURATION_KEY, utilitiesQueryOptions().queryKey] as const;

/** POST /Configuration/TranscoDiscom/Add: a TRANSCO or DISCOM with its zones. */
export function addUtility(input: UtilityInput) {
  return requestData(utilityDetailSchema, { url: '/Configuration/TranscoDiscom/Add', method: 'POST', payload: input });
}

export function useAddUtility() {
  return useInvalidatingMutation(addUtility, UTILITY_KEYS);
}
