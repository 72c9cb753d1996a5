import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { atcUploadPeriod, type AtcUpload, type CorridorKind } from '@stoa/shared';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { ListDownload } from '../../../components/data-table/list-download.tsx';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { downloadErrorMessage, downloadFile } from '../../../lib/download-file.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAtcUploads } from '../api/get-atc-uploads.ts';

const NO_FILTERS: readonly never[] = [];

function uploadColumns(download: (upload: AtcUpload) => void): GridColDef<AtcUpload>[] {
  return [
    {
      field: 'fileName',
      headerName: 'File',
      minWidth: 200,
      flex: 1.5,
      renderCell: ({ row }) =>
        row.fileId ? (
          <Button size="small" onClick={() => download(row)} aria-label={`Download ${row.fileName}`}>
            {row.fileName}
          </Button>
        ) : (
          row.fileName
        ),
    },
    { field: 'uploadedBy', headerName: 'Uploaded by', minWidth: 140, flex: 1 },
    {
      field: 'uploadedAt',
      headerName: 'Uploaded at',
      minWidth: 180,
      flex: 1,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    { field: 'rowCount', headerName: 'Rows', width: 90, type: 'number' },
    {
      field: 'period',
      headerName: 'Period',
      minWidth: 220,
      flex: 1.2,
      valueGetter: (_value, row) => atcUploadPeriod(row),
    },
  ];
}

/**
 * The kind's uploads, newest first, a page at a time (page in the URL); each file downloadable as uploaded, the whole
 * history as Excel or CSV.
 */
export function AtcUploadHistory({ kind }: { kind: CorridorKind }) {
  const paging = useUrlPaging(NO_FILTERS);
  const uploads = useAtcUploads(kind, { pageNumber: paging.pageNumber, pageSize: paging.pageSize });
  const [error, setError] = useState<string | null>(null);
  const download = (upload: AtcUpload) => {
    setError(null);
    downloadFile(`/File/Download/${encodeURIComponent(upload.fileId ?? '')}`, upload.fileName).catch(
      (failure: unknown) => setError(downloadErrorMessage(failure)),
    );
  };
  return (
    <Stack spacing={2} component="section" aria-labelledby="atc-uploads-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography variant="h2" id="atc-uploads-title">
          Upload history
        </Typography>
        <ListDownload exportPath={`/Atc/Uploads/${kind}/Export`} search="" fileName={`ATC-Uploads-${kind}`} />
      </Stack>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <DataTable
        label="ATC uploads"
        columns={uploadColumns(download)}
        rows={uploads.data?.uploadList}
        rowCount={uploads.data?.dataCount}
        paginationModel={paging.paginationModel}
        onPaginationModelChange={paging.setPaginationModel}
        isLoading={uploads.isPending || uploads.isPlaceholderData}
        isError={uploads.isError}
      />
    </Stack>
  );
}
