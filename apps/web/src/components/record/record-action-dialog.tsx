/**
 * The dialog of a record's action: it asks the action's question (read off the workflow table) and takes comments,
 * required when the table says so (a refusal or a question must say why: useStepComments). A Reject or Seek
 * Clarification offers the record type's reasons as checkboxes (issue 36 item 8): then a reason ticked or the comments
 * say why. The caller's `act` makes the call; a refusal from the server stays in the dialog.
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
import { REASON_MESSAGES, WORKFLOW_MESSAGES, type RecordAction, type WorkflowAction } from '@stoa/shared';
import { firstErrorMessage } from '../../lib/api-client.ts';
import { TextInput } from '../text-input.tsx';
import { ReasonCheckboxes } from './reason-checkboxes.tsx';
import type { StepWords } from './step-words.ts';
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

/** Takes the action with its words; resolves with the text to show on success, rejects with the API's error. */
export type ActFn = (action: ProcessAction, words: StepWords) => Promise<string>;

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
  const options = item.reasons ?? [];
  const [reasonCodes, setReasonCodes] = useState<string[]>([]);
  const hasReasons = options.length > 0;
  // With reasons on offer, a ticked reason says why as well as comments do.
  const comments = useStepComments(
    item.commentRequired && reasonCodes.length === 0,
    hasReasons ? REASON_MESSAGES.reasonOrComments : WORKFLOW_MESSAGES.commentRequired,
  );

  const confirm = async () => {
    const read = comments.read();
    if (read === undefined) return;
    setFailure(null);
    setPending(true);
    try {
      onDone(await act(item.action, { comments: read, reasonCodes }));
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
          {hasReasons && (
            <ReasonCheckboxes
              options={options}
              checked={reasonCodes}
              onChange={setReasonCodes}
              isDisabled={isPending}
            />
          )}
          <TextInput
            label={commentsLabel(item.commentRequired, hasReasons)}
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

function commentsLabel(isRequired: boolean, hasReasons: boolean): string {
  if (!isRequired) return 'Comments (optional)';
  return hasReasons ? 'Comments (required without a reason)' : 'Comments *';
}
