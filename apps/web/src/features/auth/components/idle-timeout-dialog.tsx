import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatCountdown, useIdleTimeout } from './use-idle-timeout.ts';

/** The "Are you still there?" prompt (spec §4 Session). Only its buttons close it: a stray click must not. */
export function IdleTimeoutDialog({ onLogout }: { onLogout: () => void }) {
  const { remainingMs, stayLoggedIn, logOutNow } = useIdleTimeout(onLogout);
  return (
    <Dialog
      open={remainingMs !== null}
      aria-labelledby="idle-timeout-title"
      aria-describedby="idle-timeout-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="idle-timeout-title">Are you still there?</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-timeout-text">
          You will be logged out automatically in{' '}
          <strong role="timer" aria-live="off">
            {formatCountdown(remainingMs ?? 0)}
          </strong>
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={logOutNow}>Log Out Now</Button>
        <Button variant="contained" onClick={stayLoggedIn} autoFocus>
          Stay Logged In
        </Button>
      </DialogActions>
    </Dialog>
  );
}
