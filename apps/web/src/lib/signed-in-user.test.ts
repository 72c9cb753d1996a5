import { describe, expect, it } from 'vitest';
import { signedInUserSchema } from '@stoa/shared';
import { buildSignedInUser } from '../test/factories.ts';
import { signedInUserCheck } from './signed-in-user.ts';

const user = buildSignedInUser();
const CANDIDATES: unknown[] = [
  user,
  { ...user, entityType: null },
  { ...user, role: 'Admin', entityType: 'Trader' },
  { ...user, extra: 'dropped', jwtToken: '' },
  { ...user, id: 1.5 },
  { ...user, id: Number.NaN },
  { ...user, id: Number.MAX_SAFE_INTEGER + 1 },
  { ...user, id: '7' },
  { ...user, role: 'Root' },
  { ...user, entityType: 'Other' },
  { ...user, entityType: undefined },
  { ...user, email: null },
  { ...user, refreshToken: 5 },
  Object.fromEntries(Object.entries(user).filter(([key]) => key !== 'lastName')),
  [user],
  null,
  'authUser',
];

describe('signed-in user check', () => {
  it('accepts what the shared signedInUserSchema accepts, and gives the same user', () => {
    for (const candidate of CANDIDATES) {
      const shared = signedInUserSchema.safeParse(candidate);
      const check = signedInUserCheck.safeParse(candidate);
      const label = JSON.stringify(candidate);
      if (shared.success) expect(check, label).toEqual({ success: true, data: shared.data });
      else expect(check, label).toEqual({ success: false });
    }
  });
});
