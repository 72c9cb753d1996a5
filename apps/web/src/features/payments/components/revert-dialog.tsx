/**
 * Revert a payment (or a TDS challan), or reverse a bounced payment: the reason is required (revertSchema, the
 * routes' own); a refusal from the server stays in the dialog.
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
import { PAYMENT_LABELS, revertSchema } from '@stoa/shared';
import { TextInput } from '../../../components/text-input.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';

export const REVERT_QUESTION = 'Revert this payment to the payer? Its dues will be payable again.';

interface RevertDialogProps {
  /** Sends the reason; rejects with the API's error. */
  revert: (reason: string) => Promise<unknown>;
  onCancel: () => void;
  /** What is reverted: a payment unless told. */
  title?: string;
  /** What will happen, in words. */
  question?: string;
  /** The confirming button (default Revert). */
  confirmLabel?: string;
}

export function RevertDialog({
  revert,
  onCancel,
  title = 'Revert Payment',
  question = REVERT_QUESTION,
  confirmLabel = 'Revert',
}: RevertDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const confirm = async () => {
    if (isPending) return;
    const parsed = revertSchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFailure(null);
    setPending(true);
    try {
      await revert(parsed.data.reason);
    } catch (error) {
      setFailure(firstErrorMessage(error));
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={isPending ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{question}</DialogContentText>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextInput
            label={`${PAYMENT_LABELS.reason} *`}
            multiline
            minRows={3}
            value={reason}
            error={fieldError !== null}
            helperText={fieldError ?? undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setFieldError(null);
            }}
            sx={{ mt: 1 }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button variant="contained" color="warning" loading={isPending} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
