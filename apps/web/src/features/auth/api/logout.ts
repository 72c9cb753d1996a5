import { mutationOptions, useMutation } from '@tanstack/react-query';
import { REFRESH_TOKEN_HEADER } from '@stoa/shared';
import { request } from '../../../lib/api-client.ts';
import { clearSession, getSession } from '../../../lib/auth-session.ts';

/**
 * Revokes the refresh token on the server, then forgets the user. The server call is best effort: a user who asks
 * to leave is signed out in this browser even when the server cannot be reached.
 */
export async function logout(): Promise<void> {
  const user = getSession().user;
  if (user) {
    try {
      await request({
        url: '/Account/logout',
        method: 'POST',
        payload: {},
        headers: { [REFRESH_TOKEN_HEADER]: user.refreshToken },
      });
    } catch {
      // Ignored on purpose: see above.
    }
  }
  clearSession();
}

export function logoutMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'logout'], mutationFn: logout });
}

export function useLogout() {
  return useMutation(logoutMutationOptions());
}
