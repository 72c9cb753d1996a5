/**
 * "Download timeline": the record's timeline as a PDF or an Excel file (GET /api/Timeline/{recordType}/{id}/Pdf |
 * Xlsx, shared timelineExportPath), saved through the authenticated download. A failure shows under the control.
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { timelineExportPath, type TimelineExportFormat } from '@stoa/shared';
import { downloadErrorMessage, downloadFile } from '../../lib/download-file.ts';

const FORMATS = [
  { format: 'Pdf', label: 'PDF', extension: 'pdf' },
  { format: 'Xlsx', label: 'Excel', extension: 'xlsx' },
] as const satisfies readonly { format: TimelineExportFormat; label: string; extension: string }[];

export const DOWNLOAD_TIMELINE = 'Download timeline';

export function TimelineDownload({ recordType, recordId }: { recordType: string; recordId: number }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = (choice: (typeof FORMATS)[number]) => {
    setAnchor(null);
    setError(null);
    const fallbackName = `timeline-${recordType}-${recordId}.${choice.extension}`;
    downloadFile(timelineExportPath(recordType, recordId, choice.format), fallbackName).catch((err: unknown) =>
      setError(downloadErrorMessage(err)),
    );
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
      <Button
        size="small"
        startIcon={<DownloadOutlined />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {DOWNLOAD_TIMELINE}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FORMATS.map((choice) => (
          <MenuItem key={choice.format} onClick={() => download(choice)}>
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
