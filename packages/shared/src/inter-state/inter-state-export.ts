/**
 * The inter-state registration list as a file (issue 15 Excel out): the grid's columns in the screen's words (dates
 * as dates, MW as numbers), the statutory clock in its full words (the text the grid shows on hover).
 */
import type { z } from 'zod';
import { exportQueryOf, type ExportColumn } from '../file/table-export.ts';
import { RECORD_STATUS_LABELS } from '../registration/registration-workflow.ts';
import { interStateListQuerySchema, type InterStateRow } from './inter-state.schemas.ts';

export const INTER_STATE_EXPORT_COLUMNS: ExportColumn<InterStateRow>[] = [
  { header: 'Registration No', cell: (r) => r.registrationNo ?? '' },
  { header: 'Entity Name', cell: (r) => r.entityName },
  { header: 'Sector', cell: (r) => r.sector },
  { header: 'Max Injection (MW)', kind: 'quantity', cell: (r) => r.maxInjectionMw },
  { header: 'Max Drawl (MW)', kind: 'quantity', cell: (r) => r.maxDrawlMw },
  { header: 'Zone', cell: (r) => r.transmissionZone ?? '' },
  { header: 'Valid To', kind: 'date', cell: (r) => r.expiredOn },
  { header: 'Status', cell: (r) => RECORD_STATUS_LABELS[r.status.status] },
  { header: 'Due', cell: (r) => r.clock?.text ?? '' },
];

/** GET InterStateRegistration/GetAll/Export: the list's filters (every page of them) and the file's format. */
export const interStateExportQuerySchema = exportQueryOf(interStateListQuerySchema);
export type InterStateExportQuery = z.output<typeof interStateExportQuerySchema>;
