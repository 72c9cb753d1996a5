/**
 * Standing clearance payloads and calls for the server tests. Applicants get their approved registration the way the
 * demo seed gives one (a row approved before the portal went live), with the details of the registration fixtures.
 */
import { eq } from 'drizzle-orm';
import type { EntityType, SignedInUser } from '@stoa/shared';
import { registrations, users } from '../../db/schema/index.ts';
import { validDetails } from '../../test/registration-fixtures.ts';
import { call, type TestApp } from '../../test/test-app.ts';

export const BASE = '/api/StandingClearance';

export async function userIdOf(t: TestApp, userName: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  return row!.id;
}

/**
 * An approved registration of `entityType` for `user` (registration fixtures: ex-bus capacity 23.5 MW, contract
 * demand 5 MW), valid from `approvedOn` to `expiredOn`.
 */
export async function approveRegistration(
  t: TestApp,
  user: SignedInUser,
  entityType: EntityType,
  values: { registrationNo: string; approvedOn: string; expiredOn: string },
): Promise<number> {
  const details = await validDetails(t, user, entityType);
  const [row] = await t.database.db
    .insert(registrations)
    .values({
      kind: 'Registration',
      entityType,
      applicantUserId: await userIdOf(t, user.userName),
      status: 'Approved',
      registrationNo: values.registrationNo,
      details,
      approvedOn: values.approvedOn,
      validFrom: values.approvedOn,
      expiredOn: values.expiredOn,
    })
    .returning({ id: registrations.id });
  return row!.id;
}

/** A complete bilateral sale (overrides per test). */
export function sale(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    direction: 'Sell',
    transactionKind: 'Bilateral',
    counterpartyName: 'Assam Power Distribution Company',
    counterpartyState: 'Assam',
    exchange: null,
    quantumMw: 12,
    fromDate: '2026-12-01',
    toDate: '2026-12-31',
    remarks: 'Winter surplus',
    ...overrides,
  };
}

export function submitClearance(
  t: TestApp,
  user: SignedInUser,
  details: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return call(t, 'POST', `${BASE}/Submit`, { isDraft: false, details, ...extra }, user);
}

export function actOn(
  t: TestApp,
  user: SignedInUser,
  path: 'ApproveAndForward' | 'Reject' | 'SeekClarification' | 'Approve',
  id: number,
  comments?: string,
) {
  return call(t, 'POST', `${BASE}/${path}/${id}`, comments ? { comments } : {}, user);
}

export function getClearance(t: TestApp, user: SignedInUser, id: number) {
  return call(t, 'GET', `${BASE}/Get/${id}`, undefined, user);
}

export function listClearances(t: TestApp, user: SignedInUser, query = '') {
  return call(t, 'GET', `${BASE}/GetAll?pageNumber=1&pageSize=10${query}`, undefined, user);
}
