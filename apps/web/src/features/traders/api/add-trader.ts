import { z } from 'zod';
import type { AddTraderRequest } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation.ts';
import { TRADERS_KEY } from './traders-key.ts';

/**
 * POST /TraderManagement/TraderBasedOnUser/Add (spec §7.5): true when added, false when the trader is already one of
 * the applicant's ('Trader is already added!').
 */
export function addTrader(input: AddTraderRequest) {
  return requestData(z.boolean(), { url: '/TraderManagement/TraderBasedOnUser/Add', method: 'POST', payload: input });
}

export function useAddTrader() {
  return useInvalidatingMutation(addTrader, [TRADERS_KEY]);
}
