/**
 * An application list as a file (issue 15 Excel out): the grid's columns — number, type or applicant, parties,
 * dates, MW, MWh, status, the clock — in the screen's words and formats.
 */
import { formatDisplayDate, formatDisplayDateTime } from '../calendar/dates.ts';
import { z } from 'zod';
import { TABLE_EXPORT_FORMATS, type ExportColumn } from '../file/table-export.ts';
import { APPLICATION_TYPE_LABELS } from './application-types.ts';
import { applicationListQuerySchema, type ApplicationRow } from './application.schemas.ts';

const dateOf = (date: string | null) => (date ? formatDisplayDate(date) : '');

/** The owner's list shows each application's type; the SLDC's its applicant. */
export function applicationExportColumns(isOwnerList: boolean): ExportColumn<ApplicationRow>[] {
  return [
    { header: 'Application No', cell: (r) => r.applicationNo ?? `Draft #${r.id}`, width: 22 },
    isOwnerList
      ? { header: 'Type', cell: (r) => APPLICATION_TYPE_LABELS[r.type], width: 22 }
      : { header: 'Applicant', cell: (r) => r.applicantName, width: 30 },
    { header: 'Seller', cell: (r) => r.sellerName ?? '', width: 30 },
    { header: 'Buyer', cell: (r) => r.buyerName ?? '', width: 30 },
    { header: 'From', cell: (r) => dateOf(r.fromDate), width: 14 },
    { header: 'To', cell: (r) => dateOf(r.toDate), width: 14 },
    { header: 'Submitted On', cell: (r) => (r.submittedAt ? formatDisplayDateTime(r.submittedAt) : ''), width: 22 },
    { header: 'Max MW', cell: (r) => r.maxRequirement, isQuantity: true, width: 10 },
    { header: 'MWh', cell: (r) => r.requestedMwh, isQuantity: true, width: 12 },
    { header: 'Allocated MWh', cell: (r) => r.allocatedMwh, isQuantity: true, width: 14 },
    { header: 'Status', cell: (r) => r.statusLabel, width: 30 },
    { header: 'Due', cell: (r) => r.clock?.text ?? '', width: 34 },
  ];
}

/** GET …/Export: a list's filters (every page of them) and the file's format. */
export const applicationExportQuerySchema = applicationListQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ format: z.enum(TABLE_EXPORT_FORMATS).default('xlsx') });
export type ApplicationExportQuery = z.output<typeof applicationExportQuerySchema>;
