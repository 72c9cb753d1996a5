import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HolidayFile } from '@stoa/shared';
import { ClientDataTable } from '../../../components/data-table/client-data-table.tsx';
import { downloadErrorMessage, downloadFile } from '../../../lib/download-file.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useHolidayFiles } from '../api/get-holiday-files.ts';
import type { FileColDef } from '../../../components/data-table/grid-table.ts';

function fileColumns(download: (file: HolidayFile) => void): FileColDef<HolidayFile>[] {
  return [
    {
      field: 'fileName',
      headerName: 'File',
      minWidth: 220,
      flex: 1.5,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => download(row)} aria-label={`Download ${row.fileName}`}>
          {row.fileName}
        </Button>
      ),
    },
    { field: 'uploadedBy', headerName: 'Uploaded by', minWidth: 140, flex: 1 },
    {
      field: 'uploadedAt',
      headerName: 'Uploaded at',
      minWidth: 180,
      flex: 1,
      fileKind: 'dateTime',
      valueFormatter: (value: string) => formatDateTime(value),
    },
    { field: 'rowsSaved', headerName: 'Rows saved', width: 120, type: 'number', fileKind: 'count' },
    { field: 'rowsRejected', headerName: 'Rows skipped', width: 120, type: 'number', fileKind: 'count' },
  ];
}

/** The holiday files imported so far, each downloadable as it was uploaded. */
export function HolidayFiles() {
  const files = useHolidayFiles();
  const [error, setError] = useState<string | null>(null);
  const download = (file: HolidayFile) => {
    setError(null);
    downloadFile(`/File/Download/${encodeURIComponent(file.fileId)}`, file.fileName).catch((failure: unknown) =>
      setError(downloadErrorMessage(failure)),
    );
  };
  return (
    <Stack spacing={2} component="section" aria-labelledby="holiday-files-title">
      <Typography variant="h2" id="holiday-files-title">
        Uploaded holiday files
      </Typography>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <ClientDataTable
        label="Uploaded holiday files"
        columns={fileColumns(download)}
        rows={files.data}
        isLoading={files.isPending}
        isError={files.isError}
      />
    </Stack>
  );
}
