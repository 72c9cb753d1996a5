/**
 * Who sees which rows of a report (issue 19 item 3): the portal's record scopes (platform/record-scope.repository.ts,
 * shared with the dashboard's week), and what a report's source is.
 */
import type { SQL } from 'drizzle-orm';
import type { RecordScope } from '../../platform/record-scope.repository.ts';

export { applicationScope, partyScope, registrationScope } from '../../platform/record-scope.repository.ts';

export type ReportScope = RecordScope;

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
