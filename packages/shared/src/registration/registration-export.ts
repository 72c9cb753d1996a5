/**
 * A registration list as a file (issue 15 Excel out): the grid's columns in the screen's words and formats, the
 * entity type's hidden columns left out (spec §3 Extended registration row), the two-line cells as two columns.
 */
import { z } from 'zod';
import { ENTITY_TYPE_LABELS, type EntityType } from '../auth/roles.ts';
import { businessDate } from '../calendar/dates.ts';
import { TABLE_EXPORT_FORMATS, type ExportColumn } from '../file/table-export.ts';
import { RECORD_STATUS_LABELS } from './registration-workflow.ts';
import {
  hiddenRegistrationColumns,
  registrationListQuerySchema,
  zoneOrNa,
  type RegistrationRow,
} from './registration.schemas.ts';

type Field = keyof RegistrationRow;

/** The business date of an instant (the grid shows the day a registration was updated). */
const dayOf = (value: string | null) => (value ? businessDate(new Date(value)) : null);

/** Every column in the grid's order, with the row field that hides it. */
const COLUMNS: { field: Field; column: ExportColumn<RegistrationRow> }[] = [
  { field: 'registrationNo', column: { header: 'Registration No', cell: (r) => r.registrationNo ?? '' } },
  { field: 'entityName', column: { header: 'Entity Name', cell: (r) => r.entityName } },
  { field: 'entityType', column: { header: 'Entity Type', cell: (r) => ENTITY_TYPE_LABELS[r.entityType] } },
  { field: 'consumerNumber', column: { header: 'Consumer No.', cell: (r) => r.consumerNumber ?? '' } },
  {
    field: 'dateOfOpenAccessStart',
    column: { header: 'Open Access Start', kind: 'date', cell: (r) => r.dateOfOpenAccessStart },
  },
  {
    field: 'stoaInjectionQuantum',
    column: { header: 'Injection Quantum (MW)', kind: 'quantity', cell: (r) => r.stoaInjectionQuantum },
  },
  {
    field: 'stoaDrawlQuantum',
    column: { header: 'Drawl Quantum (MW)', kind: 'quantity', cell: (r) => r.stoaDrawlQuantum },
  },
  { field: 'connectivity', column: { header: 'Connectivity', cell: (r) => r.connectivity ?? '' } },
  {
    field: 'transmissionZone',
    column: { header: 'Transmission Zone', cell: (r) => zoneOrNa(r.transmissionZone) },
  },
  {
    field: 'distributionZone',
    column: { header: 'Distribution Zone', cell: (r) => zoneOrNa(r.distributionZone) },
  },
  { field: 'issuingAuthority', column: { header: 'Issuing Authority', cell: (r) => r.issuingAuthority ?? '' } },
  { field: 'tradingLicenceNo', column: { header: 'Trading Licence No.', cell: (r) => r.tradingLicenceNo ?? '' } },
  { field: 'updatedOn', column: { header: 'Updated On', kind: 'date', cell: (r) => dayOf(r.updatedOn) } },
  { field: 'expiredOn', column: { header: 'Valid To', kind: 'date', cell: (r) => r.expiredOn } },
  { field: 'status', column: { header: 'Status', cell: (r) => RECORD_STATUS_LABELS[r.status.status] } },
  { field: 'status', column: { header: 'Due', cell: (r) => r.clock?.text ?? '' } },
];

/** The columns of a list of one entity type (its hidden ones left out), or of every type. */
export function registrationExportColumns(entityType: EntityType | null): ExportColumn<RegistrationRow>[] {
  const hidden = new Set(hiddenRegistrationColumns(entityType));
  return COLUMNS.filter(({ field }) => !hidden.has(field)).map(({ column }) => column);
}

/** GET …/Export of a registration list: its filters (every page of them) and the file's format. */
export const registrationExportQuerySchema = registrationListQuerySchema
  .omit({ pageNumber: true, pageSize: true })
  .extend({ format: z.enum(TABLE_EXPORT_FORMATS).default('xlsx') });
export type RegistrationExportQuery = z.output<typeof registrationExportQuerySchema>;
