/**
 * The owner's way back into the form (Edit while it is theirs to write, Renew when it can be renewed) and the PDF
 * downloads: the details, and for a renewal the comparison with the registration it renews.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useNavigate } from 'react-router';
import type { RegistrationDetail } from '@stoa/shared';
import { downloadErrorMessage, downloadFile } from '../../../lib/download-file.ts';
import { registrationPaths } from '../routes/registration-paths.ts';

interface RegistrationToolbarProps {
  record: RegistrationDetail;
  onError: (message: string) => void;
}

export function RegistrationToolbar({ record, onError }: RegistrationToolbarProps) {
  const navigate = useNavigate();
  const download = (url: string, fallbackName: string) =>
    downloadFile(url, fallbackName).catch((error: unknown) => onError(downloadErrorMessage(error)));

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {record.formActions.includes('Write') && (
        <Button
          variant="contained"
          startIcon={<EditOutlined />}
          onClick={() => navigate(registrationPaths.edit(record.entityType, record.id))}
        >
          Edit
        </Button>
      )}
      {record.canRenew && (
        <Button variant="contained" onClick={() => navigate(registrationPaths.renew(record.id))}>
          Renew
        </Button>
      )}
      <Button
        variant="outlined"
        startIcon={<DownloadOutlined />}
        onClick={() => download(`/InterState/DownloadRegistrationDetail/${record.id}`, `registration-${record.id}.pdf`)}
      >
        Download Details
      </Button>
      {record.kind === 'Renewal' && (
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          onClick={() =>
            download(`/InterState/DownloadRegistrationComparisons/${record.id}`, `renewal-comparison-${record.id}.pdf`)
          }
        >
          Download Comparison
        </Button>
      )}
    </Stack>
  );
}
