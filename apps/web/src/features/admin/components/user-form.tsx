import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { ACCOUNT_MESSAGES, type User } from '@stoa/shared';
import { FormErrorSummary } from '../../../components/form/form-error-summary.tsx';
import { useLeaveGuard } from '../../../components/form/use-leave-guard.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { serverErrors, showFieldErrors } from '../../../lib/server-field-errors.ts';
import { useAddUser } from '../api/add-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { UserFields } from './user-fields.tsx';
import {
  EMPTY_USER,
  USER_SERVER_FIELDS,
  toFormValues,
  toRequest,
  userResolver,
  type DialogMode,
  type UserFormOutput,
  type UserFormValues,
} from './user-form-model.ts';

interface UserFormProps {
  mode: DialogMode;
  /** The user shown or edited; none when creating. */
  user?: User | undefined;
  onClose: () => void;
  /** Called with the spec's success text (§8) once the server has saved. */
  onSaved: (message: string) => void;
}

/** The body of the View / Edit / Create User dialog (spec §2.4): fields, the save error alert and the buttons. */
export function UserForm({ mode, user, onClose, onSaved }: UserFormProps) {
  const form = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: userResolver(mode),
    defaultValues: user ? toFormValues(user) : EMPTY_USER,
    shouldFocusError: false,
  });
  const leaveGuard = useLeaveGuard(form);
  const { save, isSaving, alert } = useSaveUser(mode, user, form.setError, (message) => {
    leaveGuard.markSaved();
    onSaved(message);
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={form.handleSubmit(save)}>
        <DialogContent dividers>
          <FormErrorSummary control={form.control} />
          {alert && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {alert}
            </Alert>
          )}
          <UserFields mode={mode} connectedToName={user?.connectedTo} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => leaveGuard.confirmLeave(onClose)}>{mode === 'view' ? 'Close' : 'Cancel'}</Button>
          {mode !== 'view' && (
            <Button type="submit" variant="contained" loading={isSaving}>
              Save
            </Button>
          )}
        </DialogActions>
      </Box>
      {leaveGuard.dialog}
    </FormProvider>
  );
}

type SetError = ReturnType<typeof useForm<UserFormValues, unknown, UserFormOutput>>['setError'];

/** Create → AddUser, edit → PATCH with the version read; server field errors go under their fields (spec §8). */
function useSaveUser(mode: DialogMode, user: User | undefined, setError: SetError, onSaved: (m: string) => void) {
  const addUser = useAddUser();
  const updateUser = useUpdateUser();
  const [alert, setAlert] = useState<string | null>(null);

  const showErrors = (error: unknown) => {
    const { placed, unplaced } = showFieldErrors(serverErrors(error), setError, USER_SERVER_FIELDS);
    if (unplaced.length > 0 || placed.length === 0) setAlert(unplaced[0]?.message ?? firstErrorMessage(error));
  };

  const save = (values: UserFormOutput) => {
    setAlert(null);
    const request = toRequest(values);
    if (mode === 'create') {
      const { version: _version, ...created } = request;
      addUser.mutate(created, { onSuccess: () => onSaved(ACCOUNT_MESSAGES.userAdded), onError: showErrors });
    } else if (mode === 'edit' && user) {
      updateUser.mutate(
        { id: user.id, user: { ...request, version: user.version } },
        { onSuccess: () => onSaved(ACCOUNT_MESSAGES.userUpdated), onError: showErrors },
      );
    }
  };

  return { save, isSaving: addUser.isPending || updateUser.isPending, alert };
}
