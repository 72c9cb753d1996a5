/**
 * The standing clearance list as a file (issue 15 Excel out): the grid's columns in the screen's words and formats —
 * the applicant's (kind over counterparty as two columns) or the SLDC's (entity; direction over kind as two) —, the
 * answer clock in its full words. clearanceRefOf and clearanceKindOf are the screen's cells too.
 */
import type { z } from 'zod';
import { formatDisplayDate } from '../calendar/dates.ts';
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

const number: Column = { header: 'No', cell: clearanceRefOf, width: 18 };
const kind: Column = { header: 'Kind', cell: (r) => clearanceKindOf(r) ?? '', width: 22 };
const rest: Column[] = [
  { header: 'MW', cell: (r) => r.quantumMw, isQuantity: true, width: 10 },
  { header: 'From', cell: (r) => formatDisplayDate(r.fromDate), width: 14 },
  { header: 'To', cell: (r) => formatDisplayDate(r.toDate), width: 14 },
  { header: 'Status', cell: (r) => STANDING_CLEARANCE_STATUS_LABELS[r.status.status], width: 24 },
  { header: 'Due', cell: (r) => r.due?.text ?? '', width: 34 },
];

/** The applicant's list (its own requests) or the SLDC's (every submitted one, with the entity). */
export function standingClearanceExportColumns(isApplicantList: boolean): Column[] {
  return isApplicantList
    ? [
        number,
        { header: 'Direction', cell: (r) => r.direction, width: 10 },
        kind,
        { header: 'Counterparty', cell: (r) => r.counterparty ?? '', width: 30 },
        ...rest,
      ]
    : [
        number,
        { header: 'Entity', cell: (r) => r.entityName, width: 30 },
        { header: 'Transaction', cell: (r) => r.direction, width: 12 },
        kind,
        ...rest,
      ];
}

/** GET StandingClearance/GetAll/Export: the list's filters (every page of them) and the file's format. */
export const standingClearanceExportQuerySchema = exportQueryOf(standingClearanceListFilterSchema);
export type StandingClearanceExportQuery = z.output<typeof standingClearanceExportQuerySchema>;
