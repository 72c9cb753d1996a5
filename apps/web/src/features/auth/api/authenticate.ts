import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { LoginForm, SignedInUser } from '@stoa/shared';
import { firstErrorMessage, requestData } from '../../../lib/api-client.ts';
import { completeLogin, failLogin, startLogin } from '../../../lib/auth-session.ts';
import { signedInUserCheck } from '../../../lib/signed-in-user.ts';

export interface AuthenticateInput extends LoginForm {
  captchaId: string;
}

/**
 * POST /Account/authenticate; the password leaves the browser only as MD5 hex (spec §5 Login). The MD5 code arrives
 * with the first attempt, not with the page: /login shows and takes input without it (issue 14).
 */
export async function authenticate({
  userName,
  password,
  captchaId,
  captchaValue,
}: AuthenticateInput): Promise<SignedInUser> {
  const { md5Hex } = await import('@stoa/shared/crypto/md5');
  return requestData(signedInUserCheck, {
    url: '/Account/authenticate',
    method: 'POST',
    payload: { userName: userName.trim(), password: md5Hex(password), captchaId, captchaValue: captchaValue.trim() },
  });
}

/** Drives the session store through logging-in → logged-in | error (spec §4 Session). */
export function authenticateMutationOptions() {
  return mutationOptions({
    mutationKey: ['auth', 'authenticate'],
    mutationFn: authenticate,
    onMutate: () => startLogin(),
    onSuccess: (user: SignedInUser) => completeLogin(user),
    onError: (error: unknown) => failLogin(firstErrorMessage(error)),
  });
}

export function useAuthenticate() {
  return useMutation(authenticateMutationOptions());
}
