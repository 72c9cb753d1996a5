/**
 * A trader's associated applicants (/entities) as a file (issue 15 Excel out): the grid's columns in the screen's
 * words, dates as dates (file/sheet-cells.ts), the list's filters without its paging.
 */
import { z } from 'zod';
import { ENTITY_TYPE_LABELS } from '../auth/roles.ts';
import { businessDate } from '../calendar/dates.ts';
import { TABLE_EXPORT_FORMATS, type ExportColumn } from '../file/table-export.ts';
import { associatedEntityQuerySchema, type AssociatedEntity } from './trader.schemas.ts';

export const ASSOCIATED_ENTITY_EXPORT_COLUMNS: readonly ExportColumn<AssociatedEntity>[] = [
  { header: 'Entity Name', cell: (e) => e.entityName },
  { header: 'Entity Type', cell: (e) => ENTITY_TYPE_LABELS[e.entityType] },
  { header: 'Registration No.', cell: (e) => e.registrationNo ?? '' },
  { header: 'Valid To', kind: 'date', cell: (e) => e.expiredOn },
  { header: 'Contact', cell: (e) => e.contactNumber ?? '' },
  { header: 'Email', cell: (e) => e.email },
  { header: 'Added On', kind: 'date', cell: (e) => businessDate(new Date(e.addedOn)) },
];

/** GET /TraderManagement/EntityBasedOnTrader/GetAll/Export: the list's filters (every page of them) and the format. */
export const associatedEntityExportQuerySchema = associatedEntityQuerySchema
  .omit({ pageNumber: true, pageSize: true })
  .extend({ format: z.enum(TABLE_EXPORT_FORMATS).default('xlsx') });
export type AssociatedEntityExportQuery = z.output<typeof associatedEntityExportQuerySchema>;
