/**
 * What the live link says changed (issue 35): a record's type and id, nothing confidential. The server names the
 * record of a notification (from its link) and of every audited step (from its entity type); the web refreshes the
 * open pages that show that record or a list it belongs to.
 */
import { SLDC_ROLES, UTILITY_ROLES, type Role } from '../auth/roles.ts';

export const LIVE_RECORD_TYPES = [
  'Registration',
  'InterStateRegistration',
  'Application',
  'StandingClearance',
  'Revision',
  'Curtailment',
  'Invitation',
  'Bid',
  'Payment',
  'TdsChallan',
  'Refund',
] as const;
export type LiveRecordType = (typeof LIVE_RECORD_TYPES)[number];

/** A record, or (id null) some records of a type: a list it belongs to changed. */
export interface LiveRecord {
  type: LiveRecordType;
  id: number | null;
}

/** More records of one type than this in one change read as "that list changed" (a batch). */
export const LIVE_RECORDS_PER_TYPE = 20;

/** A notification's web path → its record; the first pattern that matches decides (RECORD_LINKS, LIST_LINKS). */
const LINK_PATTERNS: readonly [RegExp, LiveRecordType][] = [
  [/^\/registrations\/view\/[A-Za-z]+\/(\d+)/, 'Registration'],
  [/^\/(registrations|entities)\b/, 'Registration'],
  [/^\/applications\/(?:oa|sldc)\/[A-Za-z]+\/(\d+)/, 'Application'],
  [/^\/applications\b/, 'Application'],
  [/^\/(?:standing-clearance-power|consent-for-inter-state-stoa-transactions)\/(\d+)/, 'StandingClearance'],
  [/^\/(standing-clearance-power|consent-for-inter-state-stoa-transactions)\b/, 'StandingClearance'],
  [/^\/inter-state-registration\/[A-Za-z]+\/(\d+)/, 'InterStateRegistration'],
  [/^\/inter-state-registration\b/, 'InterStateRegistration'],
  [/^\/e-bidding\/(?:invitation|process)\?id=(\d+)/, 'Invitation'],
  [/^\/e-bidding\/apply\/(\d+)/, 'Bid'],
  [/^\/e-bidding\/(\d+)/, 'Application'],
  [/^\/e-bidding\b/, 'Invitation'],
  [/^\/revision\/(\d+)\/\d+/, 'Revision'],
  [/^\/revision\b/, 'Revision'],
  [/^\/curtailment\/(\d+)/, 'Curtailment'],
  [/^\/curtailment\b/, 'Curtailment'],
  [/^\/payments\/challan\b/, 'TdsChallan'],
  [/^\/payments\/refund\b/, 'Refund'],
  [/^\/payments\/(\d+)/, 'Payment'],
  [/^\/payments\b/, 'Payment'],
];

export function liveRecordOfLink(link: string | null | undefined): LiveRecord | null {
  if (!link) return null;
  for (const [pattern, type] of LINK_PATTERNS) {
    const match = pattern.exec(link);
    if (match) return { type, id: match[1] && /^\d+$/.test(match[1]) ? Number(match[1]) : null };
  }
  return null;
}

/** An audit row's or a timeline step's entity type → the live record type (null: nobody follows it live). */
const ENTITY_TYPES: Record<string, LiveRecordType> = {
  Registration: 'Registration',
  InjectingEntity: 'Registration',
  DraweeEntity: 'Registration',
  BothEntity: 'Registration',
  Trader: 'Registration',
  InterStateRegistration: 'InterStateRegistration',
  Application: 'Application',
  ProcessingRun: 'Application',
  StandingClearance: 'StandingClearance',
  Revision: 'Revision',
  Curtailment: 'Curtailment',
  EBiddingInvitation: 'Invitation',
  EBiddingBid: 'Bid',
  Payment: 'Payment',
  TdsChallan: 'TdsChallan',
  Refund: 'Refund',
};
/** Entity types whose id is not the record's (a processing run names its batch, not an application). */
const WHOLE_LIST = new Set(['ProcessingRun']);

export function liveRecordOfEntity(
  entityType: string,
  entityId: string | number | null | undefined,
): LiveRecord | null {
  const type = Object.hasOwn(ENTITY_TYPES, entityType) ? ENTITY_TYPES[entityType] : undefined;
  if (!type) return null;
  const id = WHOLE_LIST.has(entityType) || entityId == null ? NaN : Number(entityId);
  return { type, id: Number.isSafeInteger(id) ? id : null };
}

/** One entry per record, a type's many ids folded into its list (id null), for one announcement. */
export function foldLiveRecords(records: readonly (LiveRecord | null)[]): LiveRecord[] {
  const byType = new Map<LiveRecordType, Set<number | null>>();
  for (const r of records) {
    if (!r) continue;
    const ids = byType.get(r.type) ?? new Set();
    ids.add(r.id);
    byType.set(r.type, ids);
  }
  return [...byType].flatMap(([type, ids]) =>
    ids.has(null) || ids.size > LIVE_RECORDS_PER_TYPE ? [{ type, id: null }] : [...ids].map((id) => ({ type, id })),
  );
}

/**
 * Who sees every record of a type (not only their own), so hears of each change: the SLDC's desk and its approvers,
 * the utilities for what touches their network. Applicants hear of their own records through
 * their notifications, and every actor of its own steps.
 */
const DESK: readonly Role[] = [...SLDC_ROLES, ...UTILITY_ROLES];
export const LIVE_AUDIENCE: Record<LiveRecordType, readonly Role[]> = {
  Registration: SLDC_ROLES,
  InterStateRegistration: SLDC_ROLES,
  Application: DESK,
  StandingClearance: DESK,
  Revision: DESK,
  Curtailment: DESK,
  Invitation: SLDC_ROLES,
  Bid: SLDC_ROLES,
  Payment: SLDC_ROLES,
  TdsChallan: SLDC_ROLES,
  Refund: SLDC_ROLES,
};
