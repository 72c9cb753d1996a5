import { mutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { md5Hex, type ChangePasswordForm, type ChangePasswordRequest } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

export interface ChangePasswordInput extends ChangePasswordForm {
  userId: number;
}

/** Spec §7.1: both passwords leave the browser only as MD5 hex. */
export function toChangePasswordRequest({
  userId,
  currentPassword,
  newPassword,
}: ChangePasswordInput): ChangePasswordRequest {
  return { userId, oldPassword: md5Hex(currentPassword), newPassword: md5Hex(newPassword) };
}

/** POST /Account/ChangePassword. The server ends the user's other sessions; this one stays signed in. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await requestData(z.null(), {
    url: '/Account/ChangePassword',
    method: 'POST',
    payload: toChangePasswordRequest(input),
  });
}

export function changePasswordMutationOptions() {
  return mutationOptions({ mutationKey: ['account', 'change-password'], mutationFn: changePassword });
}

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
