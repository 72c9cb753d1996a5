import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  FILE_FORMS,
  MESSAGES,
  UPLOAD_TOOLTIP,
  checkFileName,
  extensionsOf,
  type FileFormName,
  type FileKind,
} from '@stoa/shared';
import { firstErrorMessage } from '../lib/api-client.ts';
import { FIELD_PATH_ATTRIBUTE } from './form/focus-field.ts';
import { openFile } from '../lib/download-file.ts';
import { uploadFile } from '../lib/upload-file.ts';

/** The value of an upload field: the stored file, or null before one is uploaded. */
export interface UploadedFileRef {
  id: string;
  fileName: string;
}

interface FileUploadProps {
  /** The form the file is for (File/Upload?formName=): the server checks the kinds again, by content. */
  formName: FileFormName;
  /** The form field's path: an error summary's link to the field lands on the upload button. */
  name?: string;
  /** The kinds accepted; those of the form by default. */
  kinds?: readonly FileKind[];
  value: UploadedFileRef | null;
  onChange: (value: UploadedFileRef | null) => void;
  /** The button's text. */
  label?: string;
  tooltip?: string;
  /** An error of the form about this field. */
  error?: string | undefined;
  disabled?: boolean;
}

type Progress = { fileName: string; percent: number } | null;

/**
 * Choose a file → the extension is checked at once (spec §5) → it is uploaded with a progress bar → the stored
 * name (truncated by the server, spec §9) shows with View and Remove. Works as a react-hook-form controlled field.
 */
export function FileUpload({
  formName,
  name,
  kinds = FILE_FORMS[formName],
  value,
  onChange,
  label = 'Upload',
  tooltip = UPLOAD_TOOLTIP,
  error,
  disabled,
}: FileUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Progress>(null);
  const [message, setMessage] = useState<string | null>(null);
  const upload = useUpload(formName, setProgress);

  const onChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a failure) fires a change.
    event.target.value = '';
    if (!file) return;
    setMessage(null);
    const refused = checkFileName(file.name, kinds);
    if (refused) {
      setMessage(refused);
      return;
    }
    try {
      const stored = await upload(file);
      onChange({ id: stored.id, fileName: stored.fileName });
    } catch (failure) {
      if (!(failure instanceof DOMException && failure.name === 'AbortError')) {
        setMessage(firstErrorMessage(failure, MESSAGES.uploadFailed));
      }
    } finally {
      setProgress(null);
    }
  };

  const view = (file: UploadedFileRef) => {
    setMessage(null);
    openFile(`/File/Show/${encodeURIComponent(file.fileName)}?id=${encodeURIComponent(file.id)}`).catch(() =>
      setMessage(MESSAGES.downloadFailed),
    );
  };

  const shown = message ?? error;
  return (
    <Stack spacing={1} {...(name === undefined ? {} : { [FIELD_PATH_ATTRIBUTE]: name })}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Tooltip title={tooltip} describeChild>
          <span>
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              disabled={disabled || progress !== null}
              onClick={() => inputRef.current?.click()}
            >
              {label}
            </Button>
          </span>
        </Tooltip>
        <input
          ref={inputRef}
          type="file"
          hidden
          aria-label={label}
          accept={extensionsOf(kinds)
            .map((extension) => `.${extension}`)
            .join(',')}
          onChange={(event) => void onChosen(event)}
        />
        {value && (
          <>
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {value.fileName}
            </Typography>
            <Button size="small" onClick={() => view(value)}>
              View
            </Button>
            <Button size="small" color="error" disabled={disabled} onClick={() => onChange(null)}>
              Remove
            </Button>
          </>
        )}
      </Stack>
      {progress && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LinearProgress
            variant="determinate"
            value={progress.percent}
            aria-label={`Uploading ${progress.fileName}`}
            sx={{ flex: 1 }}
          />
          <Typography variant="caption">{progress.percent}%</Typography>
        </Box>
      )}
      {shown && <FormHelperText error>{shown}</FormHelperText>}
    </Stack>
  );
}

/** Uploads one file at a time; an upload still running when the field goes away is cancelled. */
function useUpload(formName: FileFormName, setProgress: (progress: Progress) => void) {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  return (file: File) => {
    controller.current = new AbortController();
    setProgress({ fileName: file.name, percent: 0 });
    return uploadFile(file, {
      formName,
      signal: controller.current.signal,
      onProgress: (percent) => setProgress({ fileName: file.name, percent }),
    });
  };
}
