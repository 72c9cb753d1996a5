import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OutboxItem } from '@stoa/shared';
import { formatDateTime } from '../../../lib/format.ts';
import { MailStatusChip } from './outbox-columns.tsx';

/** One mail in full, as the recipient got it: someone trying the demo reads a verification code here. */
export function MailDialog({ mail, onClose }: { mail: OutboxItem; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{mail.subject}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">
              To: <strong>{mail.to}</strong>
            </Typography>
            <MailStatusChip status={mail.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Created {formatDateTime(mail.createdAt)}
            {mail.sentAt && ` · Sent ${formatDateTime(mail.sentAt)}`} · Attempts: {mail.attempts}
          </Typography>
          {mail.lastError && <Alert severity="error">{mail.lastError}</Alert>}
          <Box
            component="pre"
            aria-label="Mail text"
            sx={{ m: 0, p: 2, bgcolor: 'grey.50', borderRadius: 1, whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}
          >
            {mail.text}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
