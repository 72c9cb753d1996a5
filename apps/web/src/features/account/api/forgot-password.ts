import { mutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ForgotPasswordRequest } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/**
 * POST /Account/ForgotPassword (spec §7.1): mails a new verification code. The answer is the same whether or not
 * the address is registered, so the form cannot be used to find accounts.
 */
export async function forgotPassword(request: ForgotPasswordRequest): Promise<void> {
  await requestData(z.null(), { url: '/Account/ForgotPassword', method: 'POST', payload: request });
}

export function forgotPasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['account', 'forgot-password'], mutationFn: forgotPassword });
}

export function useForgotPassword() {
  return useMutation(forgotPasswordMutationOptions());
}
