/**
 * A trader's associated applicants (/entities) as a file (issue 15 Excel out): the grid's columns in the screen's
 * words and formats, the list's filters without its paging.
 */
import { z } from 'zod';
import { ENTITY_TYPE_LABELS } from '../auth/roles.ts';
import { businessDate, formatDisplayDate } from '../calendar/dates.ts';
import { TABLE_EXPORT_FORMATS, type ExportColumn } from '../file/table-export.ts';
import { associatedEntityQuerySchema, type AssociatedEntity } from './trader.schemas.ts';

export const ASSOCIATED_ENTITY_EXPORT_COLUMNS: readonly ExportColumn<AssociatedEntity>[] = [
  { header: 'Entity Name', cell: (e) => e.entityName, width: 32 },
  { header: 'Entity Type', cell: (e) => ENTITY_TYPE_LABELS[e.entityType], width: 16 },
  { header: 'Registration No.', cell: (e) => e.registrationNo ?? '', width: 22 },
  { header: 'Valid To', cell: (e) => (e.expiredOn ? formatDisplayDate(e.expiredOn) : ''), width: 14 },
  { header: 'Contact', cell: (e) => e.contactNumber ?? '', width: 14 },
  { header: 'Email', cell: (e) => e.email, width: 30 },
  { header: 'Added On', cell: (e) => formatDisplayDate(businessDate(new Date(e.addedOn))), width: 14 },
];

/** GET /TraderManagement/EntityBasedOnTrader/GetAll/Export: the list's filters (every page of them) and the format. */
export const associatedEntityExportQuerySchema = associatedEntityQuerySchema
  .omit({ pageNumber: true, pageSize: true })
  .extend({ format: z.enum(TABLE_EXPORT_FORMATS).default('xlsx') });
export type AssociatedEntityExportQuery = z.output<typeof associatedEntityExportQuerySchema>;
