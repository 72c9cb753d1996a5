import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../test/factories.ts';
import {
  clearSession,
  completeLogin,
  failLogin,
  getSession,
  readStoredUser,
  replaceUser,
  startLogin,
  subscribeSession,
} from './auth-session.ts';

describe('auth session', () => {
  it('moves through logging in, logged in and logged out, keeping the user under authUser', () => {
    const seen: string[] = [];
    const unsubscribe = subscribeSession(() => seen.push(getSession().status));
    startLogin();
    completeLogin(buildSignedInUser());
    expect(JSON.parse(window.localStorage.getItem('authUser') ?? 'null')).toMatchObject({ userName: 'oa.injecting' });
    clearSession();
    unsubscribe();
    expect(seen).toEqual(['logging-in', 'logged-in', 'logged-out']);
    expect(window.localStorage.getItem('authUser')).toBeNull();
  });

  it('keeps the failure message in the error state', () => {
    failLogin('Incorrect Captcha');
    expect(getSession()).toMatchObject({ status: 'error', user: null, error: 'Incorrect Captcha' });
  });

  it('replaces the stored user after a token refresh', () => {
    completeLogin(buildSignedInUser());
    replaceUser(buildSignedInUser({ jwtToken: 'jwt-2' }));
    expect(readStoredUser()?.jwtToken).toBe('jwt-2');
    expect(getSession().user?.jwtToken).toBe('jwt-2');
  });

  it('drops a stored value that is not a valid signed-in user', () => {
    window.localStorage.setItem('authUser', JSON.stringify({ userName: 'x', role: 'Superuser' }));
    expect(readStoredUser()).toBeNull();
    expect(window.localStorage.getItem('authUser')).toBeNull();
    window.localStorage.setItem('authUser', '{not json');
    expect(readStoredUser()).toBeNull();
  });

  it('follows another tab signing in and out', () => {
    const user = buildSignedInUser();
    window.localStorage.setItem('authUser', JSON.stringify(user));
    window.dispatchEvent(new StorageEvent('storage', { key: 'authUser' }));
    expect(getSession()).toMatchObject({ status: 'logged-in', user });
    window.localStorage.removeItem('authUser');
    window.dispatchEvent(new StorageEvent('storage', { key: 'authUser' }));
    expect(getSession()).toMatchObject({ status: 'logged-out', user: null });
  });
});
