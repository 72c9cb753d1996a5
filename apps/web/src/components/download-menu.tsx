/**
 * A download button with its formats in a menu (a record's timeline, a list as Excel or CSV): each choice saves its
 * file (the authenticated download of a server file, or a file written in the browser); a failure shows under the
 * control.
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { downloadErrorMessage, downloadFile } from '../lib/download-file.ts';

export interface DownloadChoice {
  label: string;
  /** Writes or fetches the file and saves it. */
  save: () => Promise<unknown>;
}

/** A choice saved through the authenticated download of `url` (an API path with its query). */
export function serverFileChoice(label: string, url: string, fallbackName: string): DownloadChoice {
  return { label, save: () => downloadFile(url, fallbackName) };
}

export function DownloadMenu({ label, choices }: { label: string; choices: readonly DownloadChoice[] }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = (choice: DownloadChoice) => {
    setAnchor(null);
    setError(null);
    choice.save().catch((err: unknown) => setError(downloadErrorMessage(err)));
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
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem key={choice.label} onClick={() => download(choice)}>
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
