/**
 * A processor's actions on a workflow record (spec §4 form actions), read off the record's `actions`: Verify and
 * Forward, Reject, Seek Clarification, Approve — labelled by the workflow's table. Each opens a dialog: Reject and
 * Seek Clarification ask why (comments required, WORKFLOW_MESSAGES.commentRequired), Forward and Approve ask to
 * confirm with optional comments. The caller's `act` makes the call and answers the success text.
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
import { COMMENT_REQUIRED, WORKFLOW_MESSAGES, workflowActionSchema, type WorkflowAction } from '@stoa/shared';
import { firstErrorMessage } from '../../lib/api-client.ts';
import { TextInput } from '../text-input.tsx';

/** The processors' actions; Submit is the owner's, through the form. */
export type ProcessAction = Exclude<WorkflowAction, 'Submit'>;

export function processActionsOf(actions: readonly WorkflowAction[]): ProcessAction[] {
  return actions.filter((a): a is ProcessAction => a !== 'Submit');
}

const LOOKS: Record<ProcessAction, { variant: 'contained' | 'outlined'; color: 'primary' | 'error' | 'warning' }> = {
  Forward: { variant: 'contained', color: 'primary' },
  Approve: { variant: 'contained', color: 'primary' },
  Return: { variant: 'outlined', color: 'warning' },
  Reject: { variant: 'outlined', color: 'error' },
};

export interface WorkflowActionBarProps {
  actions: readonly WorkflowAction[];
  /** The workflow's button labels (Workflow.labels). */
  labels: Readonly<Record<WorkflowAction, string>>;
  /** The question each dialog asks. */
  questions: Readonly<Record<ProcessAction, string>>;
  /** Takes the action; resolves with the text to show on success, rejects with the API's error. */
  act: (action: ProcessAction, comments: string | null) => Promise<string>;
  onDone: (message: string) => void;
}

export function WorkflowActionBar({ actions, labels, questions, act, onDone }: WorkflowActionBarProps) {
  const [open, setOpen] = useState<ProcessAction | null>(null);
  const shown = processActionsOf(actions);
  if (shown.length === 0) return null;
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        role="group"
        aria-label="Workflow actions"
        sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
      >
        {shown.map((action) => (
          <Button key={action} {...LOOKS[action]} onClick={() => setOpen(action)}>
            {labels[action]}
          </Button>
        ))}
      </Stack>
      {open && (
        <ActionDialog
          label={labels[open]}
          question={questions[open]}
          action={open}
          act={act}
          onCancel={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            onDone(message);
          }}
        />
      )}
    </>
  );
}

interface ActionDialogProps {
  action: ProcessAction;
  label: string;
  question: string;
  act: WorkflowActionBarProps['act'];
  onCancel: () => void;
  onDone: (message: string) => void;
}

function ActionDialog({ action, label, question, act, onCancel, onDone }: ActionDialogProps) {
  const titleId = useId();
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const isRequired = COMMENT_REQUIRED.has(action);

  const confirm = async () => {
    const parsed = workflowActionSchema.safeParse({ comments });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? WORKFLOW_MESSAGES.commentRequired);
    if (isRequired && !parsed.data.comments) return setError(WORKFLOW_MESSAGES.commentRequired);
    setError(null);
    setFailure(null);
    setPending(true);
    try {
      onDone(await act(action, parsed.data.comments));
    } catch (err) {
      setFailure(firstErrorMessage(err));
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={isPending ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{label}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{question}</DialogContentText>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextInput
            label={isRequired ? 'Comments *' : 'Comments (optional)'}
            multiline
            minRows={3}
            value={comments}
            required={isRequired}
            error={error !== null}
            helperText={error}
            onChange={(event) => {
              setComments(event.target.value);
              setError(null);
            }}
            sx={{ mt: 1 }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button variant="contained" color={LOOKS[action].color} loading={isPending} onClick={() => void confirm()}>
          {label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
