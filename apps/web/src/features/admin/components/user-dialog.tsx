import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { whenLeaving } from '../../../lib/leave-guard.ts';
import { useUser } from '../api/get-user.ts';
import { UserForm } from './user-form.tsx';
import type { DialogMode } from './user-form-model.ts';

/** What the dialog shows: a new user, or an existing one to view or edit. */
export type UserDialogState = { mode: 'create' } | { mode: Exclude<DialogMode, 'create'>; userId: number };

const TITLES: Record<DialogMode, string> = { view: 'View User', edit: 'Edit User', create: 'Create User' };

interface UserDialogProps {
  state: UserDialogState;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * One dialog for View, Edit and Create User (spec §2.4). View and edit read the user afresh. Escape or a click
 * outside asks first when the form was changed.
 */
export function UserDialog({ state, onClose, onSaved }: UserDialogProps) {
  const titleId = useId();
  const user = useUser(state.mode === 'create' ? null : state.userId);
  return (
    <Dialog open onClose={() => whenLeaving(onClose)} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{TITLES[state.mode]}</DialogTitle>
      {state.mode === 'create' && <UserForm mode="create" onClose={onClose} onSaved={onSaved} />}
      {state.mode !== 'create' && user.data && (
        <UserForm mode={state.mode} user={user.data} onClose={onClose} onSaved={onSaved} />
      )}
      {state.mode !== 'create' && !user.data && (
        <>
          <DialogContent dividers>
            {user.isError ? <Alert severity="error">{MESSAGES.fetchError}</Alert> : <PageLoader />}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
