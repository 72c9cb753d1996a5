/**
 * The signed-in user (spec §3) as the browser checks it: the shared `signedInUserSchema` as a plain check. Storage and
 * the sign-in and refresh answers are read on the /login route, which downloads no zod (issue 14);
 * signed-in-user.test.ts proves both accept the same values and give the same user.
 */
import { ENTITY_TYPES, ROLES, type EntityType, type Role, type SignedInUser } from '@stoa/shared';
import { isRecord, type DataCheck } from './api-client.ts';

const isText = (value: unknown): value is string => typeof value === 'string';
const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
const isEntityType = (value: unknown): value is EntityType => (ENTITY_TYPES as readonly unknown[]).includes(value);

export const signedInUserCheck: DataCheck<SignedInUser> = {
  safeParse(data) {
    if (!isRecord(data)) return { success: false };
    const { id, userName, firstName, lastName, email, role, entityType, jwtToken, refreshToken } = data;
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) return { success: false };
    if (!isText(userName) || !isText(firstName) || !isText(lastName) || !isText(email)) return { success: false };
    if (!isRole(role) || !(entityType === null || isEntityType(entityType))) return { success: false };
    if (!isText(jwtToken) || !isText(refreshToken)) return { success: false };
    // Only the known keys, as the zod object schema keeps them.
    const user = { id, userName, firstName, lastName, email, role, entityType, jwtToken, refreshToken };
    return { success: true, data: user };
  },
};
