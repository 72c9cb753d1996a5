/**
 * An application list as a file (issue 15 Excel out): the grid's columns — number, type or applicant, parties,
 * dates, MW, MWh, status, the clock — in the screen's words; dates as dates and MW/MWh as numbers (file/sheet-cells.ts).
 */
import { z } from 'zod';
import { TABLE_EXPORT_FORMATS, type ExportColumn } from '../file/table-export.ts';
import { APPLICATION_TYPE_LABELS } from './application-types.ts';
import { applicationListQuerySchema, type ApplicationRow } from './application.schemas.ts';

/** The owner's list shows each application's type; the SLDC's its applicant. */
export function applicationExportColumns(isOwnerList: boolean): ExportColumn<ApplicationRow>[] {
  return [
    { header: 'Application No', cell: (r) => r.applicationNo ?? `Draft #${r.id}` },
    isOwnerList
      ? { header: 'Type', cell: (r) => APPLICATION_TYPE_LABELS[r.type] }
      : { header: 'Applicant', cell: (r) => r.applicantName },
    { header: 'Seller', cell: (r) => r.sellerName ?? '' },
    { header: 'Buyer', cell: (r) => r.buyerName ?? '' },
    { header: 'From', kind: 'date', cell: (r) => r.fromDate },
    { header: 'To', kind: 'date', cell: (r) => r.toDate },
    { header: 'Submitted On', kind: 'dateTime', cell: (r) => r.submittedAt },
    { header: 'Max MW', kind: 'quantity', cell: (r) => r.maxRequirement },
    { header: 'Requested (MWh)', kind: 'quantity', cell: (r) => r.requestedMwh },
    { header: 'Scheduled (MWh)', kind: 'quantity', cell: (r) => r.allocatedMwh },
    { header: 'Status', cell: (r) => r.statusLabel },
    { header: 'Due', cell: (r) => r.clock?.text ?? '' },
  ];
}

/** GET …/Export: a list's filters (every page of them) and the file's format. */
export const applicationExportQuerySchema = applicationListQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ format: z.enum(TABLE_EXPORT_FORMATS).default('xlsx') });
export type ApplicationExportQuery = z.output<typeof applicationExportQuerySchema>;
