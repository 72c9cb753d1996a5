import { mutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { PreRegisterRequest } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** POST /Account/Preregister (spec §7.1): Form-A; the server mails a verification code to the address. */
export async function preRegister(request: PreRegisterRequest): Promise<void> {
  await requestData(z.null(), { url: '/Account/Preregister', method: 'POST', payload: request });
}

export function preRegisterMutationOptions() {
  return mutationOptions({ mutationKey: ['account', 'pre-register'], mutationFn: preRegister });
}

export function usePreRegister() {
  return useMutation(preRegisterMutationOptions());
}
