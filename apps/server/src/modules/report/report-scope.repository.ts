/**
 * Who sees which rows of a report (issue 19 item 3), and what a report's source is. The SLDC roles see every
 * submitted record; an applicant or trader its own (applications it made, that its trader made for it or that name
 * one of its registrations; dues, payments and refunds of its own); a utility its own utility's registrations.
 */
import { sql, type SQL } from 'drizzle-orm';

export type ReportScope =
  | { kind: 'all' }
  | { kind: 'own'; userId: number }
  | { kind: 'utility'; column: 'transco_id' | 'discom_id'; utilityId: number | null };

export interface ReportSource {
  /** The rows the scope sees (report-sources.repository.ts says their columns); `today` is the business date. */
  rows: (scope: ReportScope, today: string) => SQL;
  /** Rows keyed by a table's primary key in `_id`: an export reads the ordered ids, then the rows in chunks. */
  keyed: boolean;
  /** A summary: the rows grouped by these columns, each other column an aggregate over the grouped rows `f`. */
  group?: { keys: readonly string[]; aggregates: Record<string, SQL> };
  /** A chart other than a sum per series: the x of a row and each series' aggregate over the filtered rows `f`. */
  chart?: { x?: SQL; series: Record<string, SQL> };
}

/** Nothing: a utility user without a utility, or a role no branch names. */
const NONE = sql`false`;

/** Applications (alias `a`) the scope sees; drafts never (a report is of submitted records). */
export function applicationScope(scope: ReportScope): SQL {
  if (scope.kind === 'all') return sql`a.status <> 'Draft'`;
  if (scope.kind === 'utility') return NONE;
  const me = scope.userId;
  return sql`a.status <> 'Draft' and (a.applicant_user_id = ${me} or a.trader_user_id = ${me}
    or a.seller_registration_id in (select r.id from registrations r where r.applicant_user_id = ${me})
    or a.buyer_registration_id in (select r.id from registrations r where r.applicant_user_id = ${me}))`;
}

/** A party's own money rows (`column` names the party's user id). */
export function partyScope(scope: ReportScope, column: SQL): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (scope.kind === 'utility') return NONE;
  return sql`${column} = ${scope.userId}`;
}

/** Registrations (alias `g`) the scope sees: an applicant its own, a utility those routed through it. */
export function registrationScope(scope: ReportScope): SQL {
  if (scope.kind === 'all') return sql`g.status <> 'Draft'`;
  if (scope.kind === 'own') return sql`g.status <> 'Draft' and g.applicant_user_id = ${scope.userId}`;
  if (scope.utilityId === null) return NONE;
  return sql`g.status <> 'Draft' and ${sql.raw(`g.${scope.column}`)} = ${scope.utilityId}`;
}
