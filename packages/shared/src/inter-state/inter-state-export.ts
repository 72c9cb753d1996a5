/**
 * The inter-state registration list as a file (issue 15 Excel out): the grid's columns in the screen's words and
 * formats, the statutory clock in its full words (the text the grid shows on hover).
 */
import type { z } from 'zod';
import { formatDisplayDate } from '../calendar/dates.ts';
import { exportQueryOf, type ExportColumn } from '../file/table-export.ts';
import { RECORD_STATUS_LABELS } from '../registration/registration-workflow.ts';
import { interStateListQuerySchema, type InterStateRow } from './inter-state.schemas.ts';

export const INTER_STATE_EXPORT_COLUMNS: ExportColumn<InterStateRow>[] = [
  { header: 'Registration No', cell: (r) => r.registrationNo ?? '', width: 22 },
  { header: 'Entity Name', cell: (r) => r.entityName, width: 32 },
  { header: 'Sector', cell: (r) => r.sector, width: 22 },
  { header: 'Max Injection (MW)', cell: (r) => r.maxInjectionMw, isQuantity: true, width: 14 },
  { header: 'Max Drawl (MW)', cell: (r) => r.maxDrawlMw, isQuantity: true, width: 14 },
  { header: 'Zone', cell: (r) => r.transmissionZone ?? '', width: 16 },
  { header: 'Valid To', cell: (r) => (r.expiredOn ? formatDisplayDate(r.expiredOn) : ''), width: 14 },
  { header: 'Status', cell: (r) => RECORD_STATUS_LABELS[r.status.status], width: 30 },
  { header: 'Due', cell: (r) => r.clock?.text ?? '', width: 34 },
];

/** GET InterStateRegistration/GetAll/Export: the list's filters (every page of them) and the file's format. */
export const interStateExportQuerySchema = exportQueryOf(interStateListQuerySchema);
export type InterStateExportQuery = z.output<typeof interStateExportQuerySchema>;
