/**
 * The batch's applications as processed (DOMAIN §3 step 2–3): who applied, the parties, the corridors, when it was
 * received, the energy asked, whether it fits or is congested (and by how much), the outcome of allocation, the energy
 * allocated and the status. Each number opens the record.
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  processedOutcomeLines,
  processedShortfalls,
  type ApplicationListType,
  type ProcessingResult,
} from '@stoa/shared';
import { DataTable } from '../../../../components/data-table/data-table.tsx';
import { EntityNames } from '../../../../components/data-table/entity-name-cell.tsx';
import { identifierColumn } from '../../../../components/data-table/identifier-column.tsx';
import { ListDownload } from '../../../../components/data-table/list-download.tsx';
import type { ResultPage } from '../../api/get-processing-result.ts';
import { formatMw, formatReceiptTime } from '../../../../lib/format.ts';
import { applicationPaths } from '../../routes/application-paths.ts';
import { ApplicationStatusChip } from '../application-status-chip.tsx';

type Processed = ProcessingResult['applications'][number];

const plain = { sortable: false, filterable: false } as const;
const quantity = { ...plain, type: 'number', align: 'right', headerAlign: 'right' } as const;

function Lines({ lines }: { lines: string[] }) {
  return (
    <Stack>
      {lines.map((line, i) => (
        <Typography key={i} variant={i === 0 ? 'body2' : 'caption'} color={i === 0 ? undefined : 'text.secondary'}>
          {line}
        </Typography>
      ))}
    </Stack>
  );
}

/** Fits, or what it is short of: a corridor's margin (congested) and/or a party's limit. */
function Assessment({ row }: { row: Processed }) {
  if (row.fits) return <Chip size="small" color="success" label="Fits" />;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {processedShortfalls(row).map(({ label, detail }) => (
        <Stack key={label} spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Chip size="small" color="warning" label={label} />
          <Typography variant="caption">{detail}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

function columnsFor(listType: ApplicationListType): GridColDef<Processed>[] {
  return [
    identifierColumn<Processed>({
      field: 'applicationNo',
      headerName: 'Application',
      width: 185,
      text: (row) => row.applicationNo ?? `#${row.id}`,
      to: (row) => applicationPaths.sldcApplication(listType, row.id),
      secondary: (row) => row.applicantName,
    }),
    {
      ...plain,
      field: 'sellerName',
      headerName: 'Seller / Buyer',
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) => <EntityNames names={[row.sellerName, row.buyerName]} />,
    },
    {
      ...plain,
      field: 'corridors',
      headerName: 'Corridors',
      width: 110,
      renderCell: ({ row }) => <Lines lines={row.corridors.length > 0 ? row.corridors : ['—']} />,
    },
    {
      ...plain,
      field: 'receivedAt',
      headerName: 'Received At',
      width: 120,
      renderCell: ({ row }) => (
        <Typography variant="body2" sx={{ whiteSpace: 'normal' }}>
          {formatReceiptTime(row.receivedAt) || '—'}
        </Typography>
      ),
    },
    { ...quantity, field: 'requestedMwh', headerName: 'MWh', width: 85, valueFormatter: formatMw },
    {
      ...plain,
      field: 'fits',
      headerName: 'Assessment',
      width: 130,
      renderCell: ({ row }) => <Assessment row={row} />,
    },
    {
      ...plain,
      field: 'outcome',
      headerName: 'Outcome',
      // Fits the outcome's words ('Rejected: no margin') on one line.
      width: 150,
      renderCell: ({ row }) => <Lines lines={row.outcome === null ? ['—'] : processedOutcomeLines(row)} />,
    },
    {
      ...quantity,
      field: 'allocatedMwh',
      headerName: 'Allocated MWh',
      width: 90,
      valueFormatter: (value: number | null) => (value === null ? '—' : formatMw(value)),
    },
    {
      ...plain,
      field: 'status',
      headerName: 'Status',
      width: 130,
      renderCell: ({ row }) => <ApplicationStatusChip status={row.status} />,
    },
  ];
}

interface ProcessedApplicationsProps {
  listType: ApplicationListType;
  result: ProcessingResult;
  page: ResultPage;
  onPageChange: (page: ResultPage) => void;
  /** Another page is on its way. */
  isFetching: boolean;
}

/** One page of the batch's applications at a time, paged by the server; Download gives them all as Excel or CSV. */
export function ProcessedApplications({
  listType,
  result,
  page,
  onPageChange,
  isFetching,
}: ProcessedApplicationsProps) {
  return (
    <Stack spacing={1}>
      <ListDownload
        exportPath={`/Application/GetApplicationProcessingResult/${result.type}/${result.processingDate}/Export`}
        search=""
        fileName={`Processed-${result.type}-${result.processingDate}`}
      />
      <DataTable
        label="Processed applications"
        columns={columnsFor(listType)}
        rows={result.applications}
        rowCount={result.applicationsPage.total}
        paginationModel={{ page: page.pageNumber - 1, pageSize: page.pageSize }}
        onPaginationModelChange={(model) => onPageChange({ pageNumber: model.page + 1, pageSize: model.pageSize })}
        isLoading={isFetching}
        isError={false}
        isRowHeightAuto
      />
    </Stack>
  );
}
