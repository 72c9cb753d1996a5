/**
 * Users as the other modules see them (platform service): the user behind a request, the people a step notifies
 * (by role, of a utility, by id), the names of who changed a row, and a utility's zones. The account module owns
 * creating and changing users.
 */
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../errors.ts';
import { findUserById, fullNamesByIds, recipientsByIds } from './users.repository.ts';
import type { Recipient, UserRow } from './users.repository.ts';

export { findUserById, isZoneOf, usersInRoles, recipientsByIds } from './users.repository.ts';
export type { Recipient, UserRow } from './users.repository.ts';

/** One enabled user as a recipient (a record's owner), or none. */
export function recipientById(db: DbOrTx, userId: number): Promise<Recipient[]> {
  return recipientsByIds(db, [userId]);
}

/** Full names of the users who changed rows, by id (nulls and repeats skipped). */
export async function userNames(db: DbOrTx, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = await fullNamesByIds(db, wanted);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The user behind a request: the row the access guard read with the session (no second read), else read now (403
 * when the account has gone since the token was issued).
 */
export async function userOfPrincipal(db: DbOrTx, principal: { userId: number; user?: UserRow }): Promise<UserRow> {
  if (principal.user) return principal.user;
  const user = await findUserById(db, principal.userId);
  if (!user) throw new AppError('forbidden', 'User not found');
  return user;
}
