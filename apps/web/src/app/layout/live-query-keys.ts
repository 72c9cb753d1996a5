/**
 * Which open queries a changed record refreshes (issue 35): the live link names a record's type and id; every
 * query showing that kind of record, or a list or a figure it feeds, is refetched in place (React Query refetches
 * only the queries on screen, and keeps the rest for their next use). A type is wider than its own pages where one
 * record moves another's figures: a payment changes its application's dues, a revision or a curtailment its
 * schedule. The app layer holds it because it alone may read every feature's keys.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { LiveRecord, LiveRecordType } from '@stoa/shared';
import { APPLICATIONS_KEY } from '../../features/applications/api/application-keys.ts';
import { CLEARANCE_KEYS } from '../../features/standing-clearance/api/standing-clearance-keys.ts';
import { CURTAILMENT_KEYS } from '../../features/curtailment/api/curtailment-keys.ts';
import { EBIDDING_KEYS } from '../../features/e-bidding/api/ebidding-keys.ts';
import { INTER_STATE_KEYS } from '../../features/inter-state/api/inter-state-keys.ts';
import { PAYMENTS_KEY } from '../../features/payments/api/payments-key.ts';
import { REGISTRATION_LISTS_KEY, REGISTRATION_RECORD_KEY } from '../../features/registration/api/registration-keys.ts';
import { REVISION_KEYS } from '../../features/revision/api/revision-keys.ts';
import { SCHEDULE_HISTORY_KEY } from '../../lib/schedule-history.ts';

const REGISTRATIONS = [REGISTRATION_LISTS_KEY, REGISTRATION_RECORD_KEY];
const SCHEDULES = [APPLICATIONS_KEY, SCHEDULE_HISTORY_KEY, ...REVISION_KEYS, ...CURTAILMENT_KEYS];

const KEYS: Record<LiveRecordType, readonly QueryKey[]> = {
  Registration: REGISTRATIONS,
  InterStateRegistration: INTER_STATE_KEYS,
  Application: [...SCHEDULES, PAYMENTS_KEY, ...EBIDDING_KEYS],
  StandingClearance: CLEARANCE_KEYS,
  Revision: [...SCHEDULES, PAYMENTS_KEY],
  Curtailment: [...SCHEDULES, PAYMENTS_KEY],
  Invitation: [...EBIDDING_KEYS, APPLICATIONS_KEY],
  Bid: [...EBIDDING_KEYS, APPLICATIONS_KEY],
  Payment: [PAYMENTS_KEY, APPLICATIONS_KEY, ...EBIDDING_KEYS],
  TdsChallan: [PAYMENTS_KEY],
  Refund: [PAYMENTS_KEY, APPLICATIONS_KEY],
};

/** The queries to refetch for these records: each key once, the dashboard's figures always. */
export function liveQueryKeys(records: readonly LiveRecord[]): QueryKey[] {
  if (records.length === 0) return [];
  const keys = new Map<string, QueryKey>([[JSON.stringify(['dashboard']), ['dashboard']]]);
  for (const { type } of records) for (const key of KEYS[type] ?? []) keys.set(JSON.stringify(key), key);
  return [...keys.values()];
}
