import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { FILE_FORMS, uploadTooltip, type CorridorKind } from '@stoa/shared';
import { FileUpload, type UploadedFileRef } from '../../../components/file-upload.tsx';
import { PageNotice, type Notice } from '../../../components/page-notice.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { downloadErrorMessage, downloadFile } from '../../../lib/download-file.ts';
import { useImportAtcFile } from '../api/import-atc-file.ts';
import { usePreviewAtcFile } from '../api/preview-atc-file.ts';
import { AtcPreviewTable, importSummary } from './atc-preview-table.tsx';

/**
 * Download the template → fill it → upload it: the server reads the file and answers each row with its per-cell
 * errors → Import valid rows writes the good rows in one go and skips the others (spec §2.2 STOA Upload).
 */
export function AtcUploadCard({ kind }: { kind: CorridorKind }) {
  const [file, setFile] = useState<UploadedFileRef | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const preview = usePreviewAtcFile();
  const importFile = useImportAtcFile();

  const onFileChange = (value: UploadedFileRef | null) => {
    setFile(value);
    setNotice(null);
    preview.reset();
    if (value) preview.mutate({ kind, fileId: value.id });
  };

  const importValidRows = (fileId: string) =>
    importFile.mutate(
      { kind, fileId },
      {
        onSuccess: ({ imported, skipped }) => {
          setNotice({ severity: 'success', message: importSummary(imported, skipped) });
          setFile(null);
          preview.reset();
        },
        onError: (error) => setNotice({ severity: 'error', message: firstErrorMessage(error) }),
      },
    );

  const downloadTemplate = () =>
    downloadFile(`/Atc/Template/${kind}`, `atc-${kind}-template.csv`).catch((error: unknown) =>
      setNotice({ severity: 'error', message: downloadErrorMessage(error) }),
    );

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
            <Button startIcon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>
              Download template
            </Button>
          </Stack>
          {preview.isPending && <LinearProgress aria-label="Reading the file" />}
          {preview.isError && <Alert severity="error">{firstErrorMessage(preview.error)}</Alert>}
          {preview.data && file && (
            <>
              <AtcPreviewTable preview={preview.data} />
              <Button
                variant="contained"
                sx={{ alignSelf: 'flex-start' }}
                disabled={preview.data.validCount === 0}
                loading={importFile.isPending}
                onClick={() => importValidRows(file.id)}
              >
                Import valid rows
              </Button>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
