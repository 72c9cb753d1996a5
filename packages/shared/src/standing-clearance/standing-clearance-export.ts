/**
 * The standing clearance list as a file (issue 15 Excel out): the grid's columns in the screen's words, dates as
 * dates — the applicant's (kind over counterparty as two columns) or the SLDC's (entity; direction over kind as two)
 * —, the answer clock in its full words. clearanceRefOf and clearanceKindOf are the screen's cells too.
 */
import type { z } from 'zod';
import { exportQueryOf, type ExportColumn } from '../file/table-export.ts';
import { STANDING_CLEARANCE_STATUS_LABELS } from './standing-clearance-workflow.ts';
import {
  CLEARANCE_KIND_LABELS,
  standingClearanceListFilterSchema,
  type StandingClearanceRow,
} from './standing-clearance.schemas.ts';

type Column = ExportColumn<StandingClearanceRow>;

/** A request as the list names it: its number once approved, else 'Request #id'. */
export const clearanceRefOf = (row: Pick<StandingClearanceRow, 'id' | 'clearanceNo'>) =>
  row.clearanceNo ?? `Request #${row.id}`;

/** The transaction kind in words; null while a draft has none. */
export const clearanceKindOf = (row: Pick<StandingClearanceRow, 'transactionKind'>) =>
  row.transactionKind ? CLEARANCE_KIND_LABELS[row.transactionKind] : null;

const number: Column = { header: 'No', cell: clearanceRefOf };
const kind: Column = { header: 'Kind', cell: (r) => clearanceKindOf(r) ?? '' };
const rest: Column[] = [
  { header: 'MW', kind: 'quantity', cell: (r) => r.quantumMw },
  { header: 'From', kind: 'date', cell: (r) => r.fromDate },
  { header: 'To', kind: 'date', cell: (r) => r.toDate },
  { header: 'Status', cell: (r) => STANDING_CLEARANCE_STATUS_LABELS[r.status.status] },
  { header: 'Due', cell: (r) => r.due?.text ?? '' },
];

/** The applicant's list (its own requests) or the SLDC's (every submitted one, with the entity). */
export function standingClearanceExportColumns(isApplicantList: boolean): Column[] {
  return isApplicantList
    ? [
        number,
        { header: 'Direction', cell: (r) => r.direction },
        kind,
        { header: 'Counterparty', cell: (r) => r.counterparty ?? '' },
        ...rest,
      ]
    : [
        number,
        { header: 'Entity', cell: (r) => r.entityName },
        { header: 'Transaction', cell: (r) => r.direction },
        kind,
        ...rest,
      ];
}

/** GET StandingClearance/GetAll/Export: the list's filters (every page of them) and the file's format. */
export const standingClearanceExportQuerySchema = exportQueryOf(standingClearanceListFilterSchema);
export type StandingClearanceExportQuery = z.output<typeof standingClearanceExportQuerySchema>;
