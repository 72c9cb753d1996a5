/**
 * The e-bidding details grid of one application (spec §2.3): from and to date, from and to time (HH:MM), applied and
 * approved quantum in MW and MWh, quoted and applicable STU price (Rs./kWh) and the total applicable STU price for
 * e-bidding (Rs.), then a Total row with the answer's totals. Ten rows a page, paged in the browser; its rows hold
 * the text as shown, so the Download writes what the screen shows.
 */
import type { GridColDef } from '@mui/x-data-grid';
import type { EbiddingDetailRow, EbiddingDetails } from '@stoa/shared';
import { ClientDataTable } from '../../../components/data-table/client-data-table.tsx';
import { NUMBER, PLAIN, formatDay, formatPrice, formatQuantum, formatRupees } from './ebidding-cells.tsx';

export const DETAILS_GRID_LABEL = 'E-bidding details';
export const TOTAL = 'Total';

type Field =
  | 'fromDate'
  | 'toDate'
  | 'fromTime'
  | 'toTime'
  | 'appliedQuantumMw'
  | 'appliedQuantumMwh'
  | 'approvedQuantumMw'
  | 'approvedQuantumMwh'
  | 'quotedPrice'
  | 'applicablePrice'
  | 'totalPrice';

/** A grid row: every cell as the screen shows it. */
export type DetailsGridRow = { id: string } & Record<Field, string>;

const HEADERS: Record<Field, string> = {
  fromDate: 'From Date',
  toDate: 'To Date',
  fromTime: 'From Time (HH:MM)',
  toTime: 'To Time (HH:MM)',
  appliedQuantumMw: 'Applied Quantum (MW)',
  appliedQuantumMwh: 'Applied Quantum (MWh)',
  approvedQuantumMw: 'Approved Quantum (MW)',
  approvedQuantumMwh: 'Approved Quantum (MWh)',
  quotedPrice: 'Quoted STU Price (Rs./kWh)',
  applicablePrice: 'Applicable STU Price (Rs./kWh)',
  totalPrice: 'Total Applicable STU Price for E-Bidding (Rs.)',
};
const TEXT_FIELDS: readonly Field[] = ['fromDate', 'toDate', 'fromTime', 'toTime'];

export const DETAILS_COLUMNS: GridColDef<DetailsGridRow>[] = (Object.keys(HEADERS) as Field[]).map((field) => ({
  ...PLAIN,
  ...(TEXT_FIELDS.includes(field) ? {} : NUMBER),
  field,
  headerName: HEADERS[field],
  width: field === 'totalPrice' ? 140 : 100,
}));

function shownRow(row: EbiddingDetailRow, index: number): DetailsGridRow {
  return {
    id: String(index),
    fromDate: formatDay(row.fromDate),
    toDate: formatDay(row.toDate),
    fromTime: row.fromTime,
    toTime: row.toTime,
    appliedQuantumMw: formatQuantum(row.appliedQuantumMw),
    appliedQuantumMwh: formatQuantum(row.appliedQuantumMwh),
    approvedQuantumMw: formatQuantum(row.approvedQuantumMw),
    approvedQuantumMwh: formatQuantum(row.approvedQuantumMwh),
    quotedPrice: formatPrice(row.quotedPrice),
    applicablePrice: formatPrice(row.applicablePrice),
    totalPrice: formatRupees(row.totalPrice),
  };
}

/** The rows, then the Total row: energy applied and approved (MWh) and the total price (Rs.). */
export function detailsGridRows(details: EbiddingDetails): DetailsGridRow[] {
  const blank = Object.fromEntries((Object.keys(HEADERS) as Field[]).map((f) => [f, ''])) as Record<Field, string>;
  const total: DetailsGridRow = {
    ...blank,
    id: 'total',
    fromDate: TOTAL,
    appliedQuantumMwh: formatQuantum(details.totalAppliedQuantum),
    approvedQuantumMwh: formatQuantum(details.totalApprovedQuantum),
    totalPrice: formatRupees(details.totalPrice),
  };
  return [...details.ebiddingDetails.map(shownRow), total];
}

export function DetailsGrid({ details }: { details: EbiddingDetails }) {
  return (
    <ClientDataTable
      label={DETAILS_GRID_LABEL}
      columns={DETAILS_COLUMNS}
      rows={detailsGridRows(details)}
      isLoading={false}
      isError={false}
      fileName={`EBidding-Details-${details.applicationNo ?? details.applicationId}`}
    />
  );
}
