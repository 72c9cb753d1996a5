import type { SignedInUser } from '@stoa/shared';

export function buildSignedInUser(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    id: 7,
    userName: 'oa.injecting',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha.rao@example.com',
    role: 'OABusinessUser',
    entityType: 'InjectingEntity',
    jwtToken: 'jwt-1',
    refreshToken: 'refresh-1',
    ...overrides,
  };
}
