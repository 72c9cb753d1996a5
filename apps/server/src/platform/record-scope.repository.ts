/**
 * Whose records a reader sees across the portal's figures (the reports of issue 19, the dashboard's week of issue 20):
 * the SLDC roles every submitted record; an applicant or trader its own (applications it made, that its trader made
 * for it or that name one of its registrations; dues, payments and refunds of its own); a utility its own utility's
 * registrations. One home, so a report and a dashboard chart never disagree on who sees what.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '@stoa/shared';

export type RecordScope =
  | { kind: 'all' }
  | { kind: 'own'; userId: number }
  | { kind: 'utility'; column: 'transco_id' | 'discom_id'; utilityId: number | null };

/** The scope of a signed-in user, by role. */
export function recordScopeOf(user: { id: number; role: string; utilityId?: number | null }): RecordScope {
  switch (user.role as Role) {
    case 'SLDCBusinessUser':
    case 'SLDCApproverI':
    case 'SLDCApproverII':
      return { kind: 'all' };
    case 'DISCOMBusinessUser':
      return { kind: 'utility', column: 'discom_id', utilityId: user.utilityId ?? null };
    case 'TRANSCOBusinessUser':
      return { kind: 'utility', column: 'transco_id', utilityId: user.utilityId ?? null };
    default:
      return { kind: 'own', userId: user.id };
  }
}

/** Nothing: a utility user without a utility, or a role no branch names. */
const NONE = sql`false`;

/** Applications (alias `a`) the scope sees; drafts never (figures are of submitted records). */
export function applicationScope(scope: RecordScope): SQL {
  if (scope.kind === 'all') return sql`a.status <> 'Draft'`;
  if (scope.kind === 'utility') return NONE;
  const me = scope.userId;
  return sql`a.status <> 'Draft' and (a.applicant_user_id = ${me} or a.trader_user_id = ${me}
    or a.seller_registration_id in (select r.id from registrations r where r.applicant_user_id = ${me})
    or a.buyer_registration_id in (select r.id from registrations r where r.applicant_user_id = ${me}))`;
}

/** A party's own money rows (`column` names the party's user id). */
export function partyScope(scope: RecordScope, column: SQL): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (scope.kind === 'utility') return NONE;
  return sql`${column} = ${scope.userId}`;
}

/** Registrations (alias `g`) the scope sees: an applicant its own, a utility those routed through it. */
export function registrationScope(scope: RecordScope): SQL {
  if (scope.kind === 'all') return sql`g.status <> 'Draft'`;
  if (scope.kind === 'own') return sql`g.status <> 'Draft' and g.applicant_user_id = ${scope.userId}`;
  if (scope.utilityId === null) return NONE;
  return sql`g.status <> 'Draft' and ${sql.raw(`g.${scope.column}`)} = ${scope.utilityId}`;
}
