import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ManualRow } from '@stoa/shared';
import { formatDateTime } from '../../../lib/format.ts';
import type { FileColDef } from '../../../components/data-table/grid-table.ts';

export const BUILT_IN_MANUAL = 'Built-in manual';

export interface ManualActions {
  onUpload: (manual: ManualRow) => void;
  onDownload: (manual: ManualRow) => void;
  onRevert: (manual: ManualRow) => void;
}

export function manualColumns(actions: ManualActions): FileColDef<ManualRow>[] {
  return [
    { field: 'label', headerName: 'Manual For', minWidth: 180, flex: 1 },
    {
      field: 'fileName',
      headerName: 'Manual',
      minWidth: 160,
      flex: 1,
      valueGetter: (_value, row) => (row.fileId === null ? BUILT_IN_MANUAL : row.fileName),
    },
    { field: 'uploadedBy', headerName: 'Uploaded by', minWidth: 130, flex: 0.8 },
    {
      field: 'uploadedAt',
      headerName: 'Uploaded at',
      minWidth: 170,
      fileKind: 'dateTime',
      valueFormatter: (value: string | null) => formatDateTime(value),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      minWidth: 300,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'center' }}>
          <Button size="small" aria-label={`Upload manual for ${row.label}`} onClick={() => actions.onUpload(row)}>
            Upload
          </Button>
          {row.fileId !== null && (
            <>
              <Button
                size="small"
                aria-label={`Download manual for ${row.label}`}
                onClick={() => actions.onDownload(row)}
              >
                Download
              </Button>
              <Button
                size="small"
                color="warning"
                aria-label={`Revert ${row.label} to built-in`}
                onClick={() => actions.onRevert(row)}
              >
                Revert to built-in
              </Button>
            </>
          )}
        </Stack>
      ),
    },
  ];
}
