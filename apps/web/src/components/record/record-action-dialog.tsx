/**
 * The dialog of a record's action: it asks the action's question (read off the workflow table) and takes comments,
 * required when the table says so (a refusal or a question must say why: useStepComments). The caller's `act` makes
 * the call; a refusal from the server stays in the dialog.
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { RecordAction, WorkflowAction } from '@stoa/shared';
import { firstErrorMessage } from '../../lib/api-client.ts';
import { TextInput } from '../text-input.tsx';
import { useStepComments } from './use-step-comments.ts';

/** The processors' actions; Submit is the owner's, through the form. */
export type ProcessAction = Exclude<WorkflowAction, 'Submit'>;

/** A button of the action bar: the table's words for one processor action. */
export type ProcessItem = RecordAction & { action: ProcessAction };

export const LOOKS: Record<
  ProcessAction,
  { variant: 'contained' | 'outlined'; color: 'primary' | 'error' | 'warning' }
> = {
  Forward: { variant: 'contained', color: 'primary' },
  Approve: { variant: 'contained', color: 'primary' },
  Return: { variant: 'outlined', color: 'warning' },
  Reject: { variant: 'outlined', color: 'error' },
};

/** Takes the action; resolves with the text to show on success, rejects with the API's error. */
export type ActFn = (action: ProcessAction, comments: string | null) => Promise<string>;

interface RecordActionDialogProps {
  item: ProcessItem;
  act: ActFn;
  onCancel: () => void;
  onDone: (message: string) => void;
}

export function RecordActionDialog({ item, act, onCancel, onDone }: RecordActionDialogProps) {
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const comments = useStepComments(item.commentRequired);

  const confirm = async () => {
    const read = comments.read();
    if (read === undefined) return;
    setFailure(null);
    setPending(true);
    try {
      onDone(await act(item.action, read));
    } catch (err) {
      setFailure(firstErrorMessage(err));
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={isPending ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{item.label}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{item.question}</DialogContentText>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextInput
            label={item.commentRequired ? 'Comments *' : 'Comments (optional)'}
            multiline
            minRows={3}
            {...comments.field}
            sx={{ mt: 1 }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button variant="contained" color={LOOKS[item.action].color} loading={isPending} onClick={() => void confirm()}>
          {item.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
