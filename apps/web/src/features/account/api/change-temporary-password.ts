import { mutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { md5Hex, type ChangeTemporaryPasswordRequest, type SetPasswordForm } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

/** The wire format of spec §7.1: the mailed code and the new password leave the browser only as MD5 hex. */
export function toChangeTemporaryPasswordRequest(form: SetPasswordForm): ChangeTemporaryPasswordRequest {
  return {
    emailAddress: form.email,
    oldPassword: md5Hex(form.verificationCode),
    newPassword: md5Hex(form.newPassword),
  };
}

/** POST /Account/ChangeTemporaryPassword: sets the first (or a forgotten) password with the mailed code. */
export async function changeTemporaryPassword(form: SetPasswordForm): Promise<void> {
  await requestData(z.null(), {
    url: '/Account/ChangeTemporaryPassword',
    method: 'POST',
    payload: toChangeTemporaryPasswordRequest(form),
  });
}

export function changeTemporaryPasswordMutationOptions() {
  return mutationOptions({
    mutationKey: ['account', 'change-temporary-password'],
    mutationFn: changeTemporaryPassword,
  });
}

export function useChangeTemporaryPassword() {
  return useMutation(changeTemporaryPasswordMutationOptions());
}
