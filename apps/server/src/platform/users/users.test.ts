import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { userOfPrincipal, type UserRow } from './users.ts';

/** A database handle that must not be used. */
const untouchable = new Proxy({} as DbOrTx, {
  get: (_target, key) => {
    throw new Error(`the database was read (${String(key)})`);
  },
});

describe('userOfPrincipal', () => {
  it('answers the row the access guard read with the session, without reading the user again', async () => {
    const user = { id: 7, userName: 'oa.consumer' } as UserRow;
    await expect(userOfPrincipal(untouchable, { userId: 7, user })).resolves.toBe(user);
  });

  it('reads the user when the principal came without one', async () => {
    await expect(userOfPrincipal(untouchable, { userId: 7 })).rejects.toThrow(/the database was read/);
  });
});
