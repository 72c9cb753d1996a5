/** User name, e-mail and PAN are unique across users: one check and one answer for every place that sets them. */
import { ACCOUNT_MESSAGES } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findTaken } from './user.repository.ts';

type Taken = Awaited<ReturnType<typeof findTaken>>;

/** 409 naming every field that another user already has. */
export function takenError(taken: Taken): AppError {
  const fields: [string, string][] = [];
  if (taken.userName) fields.push(['userName', ACCOUNT_MESSAGES.userNameTaken]);
  if (taken.email) fields.push(['email', ACCOUNT_MESSAGES.emailTaken]);
  if (taken.panCardNumber) fields.push(['panCardNumber', ACCOUNT_MESSAGES.panTaken]);
  return AppError.fields('conflict', fields.length ? fields : [['userName', ACCOUNT_MESSAGES.userNameTaken]]);
}

export async function assertFree(
  db: DbOrTx,
  values: { userName?: string; email?: string; panCardNumber?: string },
  exceptId?: number,
): Promise<void> {
  const taken = await findTaken(db, values, exceptId);
  if (taken.userName || taken.email || taken.panCardNumber) throw takenError(taken);
}
