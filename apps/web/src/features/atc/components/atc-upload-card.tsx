import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FILE_FORMS, uploadTooltip, type CorridorKind } from '@stoa/shared';
import { FileUpload, type UploadedFileRef } from '../../../components/file-upload.tsx';
import { PageNotice, type Notice } from '../../../components/page-notice.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { useImportAtcFile } from '../api/import-atc-file.ts';
import { usePreviewAtcFile } from '../api/preview-atc-file.ts';
import { AtcFallsDialog } from './atc-falls-dialog.tsx';
import { AtcFallsTable, fallCountText, fallRowsOf } from './atc-falls-table.tsx';
import { AtcPreviewTable, importSummary } from './atc-preview-table.tsx';
import { AtcTemplateDownload } from './atc-template-download.tsx';

/**
 * Download the template → fill it → upload it: the server reads the file and answers each row with its per-cell
 * errors and every corridor-block whose ATC would fall → Import valid rows writes the good rows in one go and skips
 * the others (spec §2.2 STOA Upload), after a confirmation listing the falls when there are any (issue 15).
 */
export function AtcUploadCard({ kind }: { kind: CorridorKind }) {
  const [file, setFile] = useState<UploadedFileRef | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const preview = usePreviewAtcFile();
  const importFile = useImportAtcFile();

  const onFileChange = (value: UploadedFileRef | null) => {
    setFile(value);
    setNotice(null);
    preview.reset();
    if (value) preview.mutate({ kind, fileId: value.id });
  };

  const importValidRows = (fileId: string, confirmFalls: boolean) =>
    importFile.mutate(
      { kind, fileId, ...(confirmFalls ? { confirmFalls } : {}) },
      {
        onSuccess: (result) => {
          setNotice({ severity: 'success', message: importSummary(result) });
          setFile(null);
          preview.reset();
        },
        onError: (error) => setNotice({ severity: 'error', message: firstErrorMessage(error) }),
        onSettled: () => setIsConfirming(false),
      },
    );
  const falls = preview.data ? fallRowsOf(preview.data) : [];
  const onImport = (fileId: string) => (falls.length > 0 ? setIsConfirming(true) : importValidRows(fileId, false));

  return (
    <Card component="section" aria-labelledby="atc-upload-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h2" id="atc-upload-title">
            Upload ATC file
          </Typography>
          <Typography variant="body2" color="text.secondary">
            One row per corridor and date, one column per 15-minute block (MW, at most 2 decimals). Dates as YYYY-MM-DD
            or DD-MM-YYYY. An upload replaces the ATC of each corridor and date it holds.
          </Typography>
          <PageNotice notice={notice} onClose={() => setNotice(null)} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <FileUpload
              formName="AtcUpload"
              kinds={FILE_FORMS.AtcUpload}
              tooltip={uploadTooltip('AtcUpload')}
              value={file}
              onChange={onFileChange}
            />
            <AtcTemplateDownload kind={kind} onError={(message) => setNotice({ severity: 'error', message })} />
          </Stack>
          {preview.isPending && <LinearProgress aria-label="Reading the file" />}
          {preview.isError && <Alert severity="error">{firstErrorMessage(preview.error)}</Alert>}
          {preview.data && file && (
            <>
              <AtcPreviewTable preview={preview.data} />
              {falls.length > 0 && (
                <>
                  <Alert severity="warning">
                    This file lowers the ATC of {fallCountText(falls.length)}: the import asks you to confirm them.
                  </Alert>
                  <AtcFallsTable falls={falls} label="ATC that would fall" />
                </>
              )}
              <Button
                variant="contained"
                sx={{ alignSelf: 'flex-start' }}
                disabled={preview.data.validCount === 0}
                loading={importFile.isPending}
                onClick={() => onImport(file.id)}
              >
                Import valid rows
              </Button>
              {isConfirming && (
                <AtcFallsDialog
                  title="Lower ATC?"
                  intro={`Import the valid rows of ${preview.data.fileName}?`}
                  falls={falls}
                  confirmLabel="Import and lower ATC"
                  isPending={importFile.isPending}
                  onConfirm={() => importValidRows(file.id, true)}
                  onCancel={() => setIsConfirming(false)}
                />
              )}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
