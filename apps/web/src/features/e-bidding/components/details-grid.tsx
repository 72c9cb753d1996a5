/**
 * The e-bidding details grid of one application (spec §2.3): from and to date, from and to time (HH:MM), applied and
 * approved quantum in MW and MWh, quoted and applicable STU price (Rs./kWh) and the total applicable STU price for
 * e-bidding (Rs.), then a Total row with the answer's totals. Ten rows a page, paged in the browser; its rows hold the
 * answer's values, shown through the house formatters, so the Download writes dates, times and figures as Excel values.
 */
import type { CellKind, EbiddingDetailRow, EbiddingDetails } from '@stoa/shared';
import { ClientDataTable } from '../../../components/data-table/client-data-table.tsx';
import type { FileColDef } from '../../../components/data-table/grid-table.ts';
import { NUMBER, PLAIN, formatDay, formatPrice, formatQuantum, formatRupees } from './ebidding-cells.tsx';

export const DETAILS_GRID_LABEL = 'E-bidding details';
export const TOTAL = 'Total';

type Field = keyof EbiddingDetailRow;

/** A grid row: the answer's values ('Total' in the From Date of the last row); null where the Total row has none. */
export type DetailsGridRow = { id: string } & { [F in Field]: EbiddingDetailRow[F] | null };

/** Each column's header, kind in the file and screen formatter. */
const COLUMNS: Record<Field, [string, CellKind, (value: never) => string]> = {
  fromDate: ['From Date', 'date', formatDay],
  toDate: ['To Date', 'date', formatDay],
  fromTime: ['From Time (HH:MM)', 'time', (v: string | null) => v ?? ''],
  toTime: ['To Time (HH:MM)', 'time', (v: string | null) => v ?? ''],
  appliedQuantumMw: ['Applied Quantum (MW)', 'quantity', formatQuantum],
  appliedQuantumMwh: ['Applied Quantum (MWh)', 'quantity', formatQuantum],
  approvedQuantumMw: ['Approved Quantum (MW)', 'quantity', formatQuantum],
  approvedQuantumMwh: ['Approved Quantum (MWh)', 'quantity', formatQuantum],
  quotedPrice: ['Quoted STU Price (Rs./kWh)', 'rate', formatPrice],
  applicablePrice: ['Applicable STU Price (Rs./kWh)', 'rate', formatPrice],
  totalPrice: ['Total Applicable STU Price for E-Bidding (Rs.)', 'money', formatRupees],
};

export const DETAILS_COLUMNS: FileColDef<DetailsGridRow>[] = (Object.keys(COLUMNS) as Field[]).map((field) => {
  const [headerName, fileKind, format] = COLUMNS[field];
  return {
    ...PLAIN,
    ...(fileKind === 'date' || fileKind === 'time' ? {} : NUMBER),
    field,
    headerName,
    fileKind,
    // The Total row's label stands in its From Date.
    valueFormatter: (value: string | number | null) => (value === TOTAL ? TOTAL : format(value as never)),
    width: field === 'totalPrice' ? 140 : 100,
  };
});

/** The rows, then the Total row: energy applied and approved (MWh) and the total price (Rs.). */
export function detailsGridRows(details: EbiddingDetails): DetailsGridRow[] {
  const blank = Object.fromEntries((Object.keys(COLUMNS) as Field[]).map((f) => [f, null])) as Omit<
    DetailsGridRow,
    'id'
  >;
  const total: DetailsGridRow = {
    ...blank,
    id: 'total',
    fromDate: TOTAL,
    appliedQuantumMwh: details.totalAppliedQuantum,
    approvedQuantumMwh: details.totalApprovedQuantum,
    totalPrice: details.totalPrice,
  };
  return [...details.ebiddingDetails.map((row, index) => ({ ...row, id: String(index) })), total];
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
