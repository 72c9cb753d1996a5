/**
 * The processor's actions on a registration (spec §4 form actions), read off the record's `actions`: Verify and
 * Forward, Reject, Seek Clarification, Approve. Reject and Seek Clarification ask why (required comments); Forward
 * and Approve ask to confirm, with optional comments.
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
import {
  COMMENT_REQUIRED,
  REGISTRATION_WORKFLOW,
  WORKFLOW_MESSAGES,
  workflowActionSchema,
  type RegistrationDetail,
  type WorkflowAction,
} from '@stoa/shared';
import { TextInput } from '../../../components/text-input.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { useProcessRegistration, type ProcessAction } from '../api/process-registration.ts';

const QUESTIONS: Record<ProcessAction, string> = {
  Forward: 'The documents have been verified: forward the registration to the next step?',
  Approve: 'Approve the registration? A registration number is issued and its validity starts.',
  Reject: 'Reject the registration? Say why: the applicant reads your comments.',
  Return: 'Send the registration back to the applicant? Say what needs to be clarified.',
};

function successMessage(action: ProcessAction, registrationNo: string | null): string {
  switch (action) {
    case 'Forward':
      return 'Registration forwarded.';
    case 'Approve':
      return `Registration approved. Registration No. ${registrationNo ?? '—'}`;
    case 'Reject':
      return 'Registration rejected.';
    case 'Return':
      return 'Clarification sought from the applicant.';
  }
}

const COLORS: Record<ProcessAction, { variant: 'contained' | 'outlined'; color: 'primary' | 'error' | 'warning' }> = {
  Forward: { variant: 'contained', color: 'primary' },
  Approve: { variant: 'contained', color: 'primary' },
  Return: { variant: 'outlined', color: 'warning' },
  Reject: { variant: 'outlined', color: 'error' },
};

export function processActionsOf(actions: readonly WorkflowAction[]): ProcessAction[] {
  return actions.filter((a): a is ProcessAction => a !== 'Submit');
}

interface WorkflowActionsProps {
  record: RegistrationDetail;
  onDone: (message: string) => void;
}

export function WorkflowActions({ record, onDone }: WorkflowActionsProps) {
  const [open, setOpen] = useState<ProcessAction | null>(null);
  const actions = processActionsOf(record.actions);
  if (actions.length === 0) return null;
  return (
    <>
      <Stack
        role="group"
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
        aria-label="Workflow actions"
      >
        {actions.map((action) => (
          <Button key={action} {...COLORS[action]} onClick={() => setOpen(action)}>
            {REGISTRATION_WORKFLOW.labels[action]}
          </Button>
        ))}
      </Stack>
      {open && (
        <ActionDialog
          action={open}
          record={record}
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
  record: RegistrationDetail;
  onCancel: () => void;
  onDone: (message: string) => void;
}

function ActionDialog({ action, record, onCancel, onDone }: ActionDialogProps) {
  const titleId = useId();
  const process = useProcessRegistration();
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isRequired = COMMENT_REQUIRED.has(action);
  const label = REGISTRATION_WORKFLOW.labels[action];

  const confirm = () => {
    const parsed = workflowActionSchema.safeParse({ comments });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? WORKFLOW_MESSAGES.commentRequired);
    if (isRequired && !parsed.data.comments) return setError(WORKFLOW_MESSAGES.commentRequired);
    setError(null);
    process.mutate(
      { action, entityType: record.entityType, id: record.id, comments: parsed.data.comments ?? '' },
      { onSuccess: (result) => onDone(successMessage(action, result.registrationNo)) },
    );
  };

  return (
    <Dialog open onClose={process.isPending ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{label}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{QUESTIONS[action]}</DialogContentText>
          {process.isError && <Alert severity="error">{firstErrorMessage(process.error)}</Alert>}
          <TextInput
            label={isRequired ? 'Comments *' : 'Comments (optional)'}
            multiline
            minRows={3}
            value={comments}
            required={isRequired}
            error={error !== null}
            helperText={error}
            onChange={(event) => setComments(event.target.value)}
            sx={{ mt: 1 }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={process.isPending}>
          Cancel
        </Button>
        <Button variant="contained" color={COLORS[action].color} loading={process.isPending} onClick={confirm}>
          {label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
