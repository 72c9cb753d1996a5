import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { FILE_FORMS, uploadTooltip } from '@stoa/shared';
import { FileUpload, type UploadedFileRef } from '../../../components/file-upload.tsx';
import { PageNotice, type Notice } from '../../../components/page-notice.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { downloadErrorMessage, downloadFile } from '../../../lib/download-file.ts';
import { useImportHolidayFile } from '../api/import-holiday-file.ts';
import { usePreviewHolidayFile } from '../api/preview-holiday-file.ts';
import { HolidayPreviewTable, importSummary } from './holiday-preview.tsx';

const TEMPLATE_NAME = 'holiday-template.csv';

/**
 * Upload a holiday file → the server reads it and answers a preview with each row's errors → Save valid rows
 * imports the good rows and skips the others (spec §2.7 Holidays).
 */
export function HolidayUpload() {
  const [file, setFile] = useState<UploadedFileRef | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const preview = usePreviewHolidayFile();
  const importFile = useImportHolidayFile();

  const onFileChange = (value: UploadedFileRef | null) => {
    setFile(value);
    setNotice(null);
    preview.reset();
    if (value) preview.mutate(value.id);
  };

  const saveValidRows = (fileId: string) =>
    importFile.mutate(fileId, {
      onSuccess: ({ saved, rejected }) => {
        setNotice({ severity: 'success', message: importSummary(saved, rejected) });
        setFile(null);
        preview.reset();
      },
      onError: (error) => setNotice({ severity: 'error', message: firstErrorMessage(error) }),
    });

  const downloadTemplate = () =>
    downloadFile('/Configuration/Holiday/Template', TEMPLATE_NAME).catch((error: unknown) =>
      setNotice({ severity: 'error', message: downloadErrorMessage(error) }),
    );

  return (
    <Card component="section" aria-labelledby="holiday-upload-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h2" id="holiday-upload-title">
            Upload holiday file
          </Typography>
          <PageNotice notice={notice} onClose={() => setNotice(null)} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <FileUpload
              formName="HolidayList"
              kinds={FILE_FORMS.HolidayList}
              tooltip={uploadTooltip('HolidayList')}
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
              <HolidayPreviewTable preview={preview.data} />
              <Button
                variant="contained"
                sx={{ alignSelf: 'flex-start' }}
                disabled={preview.data.validCount === 0}
                loading={importFile.isPending}
                onClick={() => saveValidRows(file.id)}
              >
                Save valid rows
              </Button>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
