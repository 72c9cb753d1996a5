/**
 * The revision list columns: the request's number (opening its record), the application with its type, the applicant
 * (SLDC only), when it was asked, the block it takes effect from, the energy it takes off and its status.
 */
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { APPLICATION_TYPE_LABELS, type revisionRowViewSchema } from '@stoa/shared';
import { formatDateTime, formatMw } from '../../../lib/format.ts';
import { revisionPaths } from '../routes/revision-paths.ts';
import { pointText } from './revision-format.ts';
import { RevisionStatusChip } from './revision-status-chip.tsx';

export type RevisionRow = z.infer<typeof revisionRowViewSchema>;
type Column = GridColDef<RevisionRow>;
const plain = { sortable: false, filterable: false } as const;

function TwoLines({ text, secondary }: { text: string; secondary?: string }) {
  return (
    <Stack sx={{ py: 1, minWidth: 0, justifyContent: 'center' }}>
      <Typography variant="body2" sx={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
        {text}
      </Typography>
      {secondary && (
        <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.3 }}>
          {secondary}
        </Typography>
      )}
    </Stack>
  );
}

const number: Column = {
  ...plain,
  field: 'revisionNo',
  headerName: 'Revision No.',
  width: 150,
  renderCell: ({ row }) => (
    <Link component={RouterLink} to={revisionPaths.record(row.id, row.applicationId)} variant="body2">
      {row.revisionNo}
    </Link>
  ),
};
const application: Column = {
  ...plain,
  field: 'applicationNo',
  headerName: 'Application No.',
  width: 170,
  renderCell: ({ row }) => (
    <TwoLines text={row.applicationNo} secondary={APPLICATION_TYPE_LABELS[row.applicationType]} />
  ),
};
const applicant: Column = {
  ...plain,
  field: 'applicantName',
  headerName: 'Applicant',
  flex: 1,
  minWidth: 140,
  renderCell: ({ row }) => <TwoLines text={row.applicantName} />,
};
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
