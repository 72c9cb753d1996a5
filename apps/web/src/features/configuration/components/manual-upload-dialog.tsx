import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FILE_FORMS, uploadTooltip, type ManualRow } from '@stoa/shared';
import { FileUpload, type UploadedFileRef } from '../../../components/file-upload.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { useSaveManual } from '../api/save-manual.ts';

interface ManualUploadDialogProps {
  manual: ManualRow;
  onClose: () => void;
  onSaved: () => void;
}

/** Upload a PDF, then Save makes it the manual of the row's audience. */
export function ManualUploadDialog({ manual, onClose, onSaved }: ManualUploadDialogProps) {
  const titleId = useId();
  const [file, setFile] = useState<UploadedFileRef | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const save = useSaveManual();
  const submit = (fileId: string) => {
    setAlert(null);
    save.mutate(
      { audience: manual.audience, fileId },
      { onSuccess: onSaved, onError: (error) => setAlert(firstErrorMessage(error)) },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Upload manual for {manual.label}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {alert && <Alert severity="error">{alert}</Alert>}
          <Typography variant="body2" color="text.secondary">
            The uploaded PDF replaces the manual users of this kind download.
          </Typography>
          <FileUpload
            formName="UserManual"
            kinds={FILE_FORMS.UserManual}
            tooltip={uploadTooltip('UserManual')}
            value={file}
            onChange={setFile}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={file === null}
          loading={save.isPending}
          onClick={() => file && submit(file.id)}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
