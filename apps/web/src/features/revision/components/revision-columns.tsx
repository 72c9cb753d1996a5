/**
 * The revision list columns: the request's number (opening its record), the application with its type, the applicant
 * (SLDC only), when it was asked, the block it takes effect from, the energy it takes off and its status.
 */
import type { GridColDef } from '@mui/x-data-grid';
import type { z } from 'zod';
import { APPLICATION_TYPE_LABELS, type revisionRowViewSchema } from '@stoa/shared';
import { entityColumn } from '../../../components/data-table/entity-name-cell.tsx';
import { identifierColumn } from '../../../components/data-table/identifier-column.tsx';
import { formatDateTime, formatMw } from '../../../lib/format.ts';
import { revisionPaths } from '../routes/revision-paths.ts';
import { pointText } from './revision-format.ts';
import { RevisionStatusChip } from './revision-status-chip.tsx';

export type RevisionRow = z.infer<typeof revisionRowViewSchema>;
type Column = GridColDef<RevisionRow>;
const plain = { sortable: false, filterable: false } as const;

const number = identifierColumn<RevisionRow>({
  field: 'revisionNo',
  headerName: 'Revision No.',
  width: 150,
  to: (row) => revisionPaths.record(row.id, row.applicationId),
});
const application = identifierColumn<RevisionRow>({
  field: 'applicationNo',
  headerName: 'Application No.',
  width: 170,
  secondary: (row) => APPLICATION_TYPE_LABELS[row.applicationType],
});
const applicant = entityColumn<RevisionRow>({ field: 'applicantName', headerName: 'Applicant', minWidth: 140 });
const rest: Column[] = [
  {
    ...plain,
    field: 'requestedAt',
    headerName: 'Requested On',
    width: 130,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    ...plain,
    field: 'effectiveFrom',
    headerName: 'Effective From',
    width: 130,
    valueFormatter: (value: RevisionRow['effectiveFrom']) => pointText(value),
  },
  {
    ...plain,
    field: 'reducedMwh',
    headerName: 'Reduced (MWh)',
    type: 'number',
    width: 110,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: number) => formatMw(value),
  },
  {
    ...plain,
    field: 'status',
    headerName: 'Status',
    width: 140,
    renderCell: ({ row }) => <RevisionStatusChip status={row.status} />,
  },
];

/** The SLDC sees whose request each is; an applicant's own list needs no applicant column. */
export const SLDC_REVISION_COLUMNS: Column[] = [number, application, applicant, ...rest];
export const APPLICANT_REVISION_COLUMNS: Column[] = [number, application, ...rest];
