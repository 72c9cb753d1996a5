import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import {
  ACCOUNT_MESSAGES,
  USER_STATES,
  USER_STATE_LABELS,
  can,
  isUserState,
  type User,
  type UserListQuery,
} from '@stoa/shared';
import type { FilterField } from '../../../components/data-table/filter-panel.tsx';
import { FilteredDataTable } from '../../../components/data-table/filtered-data-table.tsx';
import { toExportSearch } from '../../../components/data-table/list-query.ts';
import { useUrlPaging, type UrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { USERS_LIST_PATH, useUsers } from '../api/get-users.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useToggleUserFlag, type UserFlag } from '../api/toggle-user-flag.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageNotice, type Notice } from '../../../components/page-notice.tsx';
import { ProposedDefaulters } from '../components/proposed-defaulters.tsx';
import { userColumns } from '../components/user-columns.tsx';
import { UserDialog, type UserDialogState } from '../components/user-dialog.tsx';

type UserFilter = 'firstName' | 'lastName' | 'userName' | 'email' | 'state';

const FILTER_FIELDS: readonly FilterField<UserFilter>[] = [
  { name: 'firstName', label: 'First Name' },
  { name: 'lastName', label: 'Last Name' },
  { name: 'userName', label: 'User Name' },
  { name: 'email', label: 'Email Address', type: 'email' },
  // The Admin's dashboard tiles open the list with ?state=Disabled, Pending or Defaulter.
  { name: 'state', label: 'State', options: USER_STATES.map((s) => ({ value: s, label: USER_STATE_LABELS[s] })) },
];
const FILTER_KEYS = FILTER_FIELDS.map((field) => field.name);

/** The list call's query from the URL: a state that is not one of ours is left out. */
export function usersQuery({ query }: UrlPaging<UserFilter>): UserListQuery {
  const { state, ...rest } = query;
  return { ...rest, ...(isUserState(state) ? { state } : {}) };
}

/**
 * /admin/users (spec §2.2, §2.4): the Admin's Users List with filters, Add User and the row actions, then the parties
 * proposed as defaulters (DOMAIN §5) for the Admin to decide.
 */
export function UsersPage() {
  const mayDecideDefaulters = can(useSignedInUser()?.role ?? null, 'defaulterProposals');
  const paging = useUrlPaging(FILTER_KEYS);
  const users = useUsers(usersQuery(paging));
  const [dialog, setDialog] = useState<UserDialogState | null>(null);
  const [resetTarget, setResetTarget] = useState<User | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const toggles = useFlagToggles(setNotice);
  const resetPassword = useResetPassword();

  const columns = useMemo(
    () =>
      userColumns({
        onView: (user) => setDialog({ mode: 'view', userId: user.id }),
        onEdit: (user) => setDialog({ mode: 'edit', userId: user.id }),
        onToggle: toggles.toggle,
        isToggling: toggles.isToggling,
        onResetPassword: setResetTarget,
      }),
    [toggles.toggle, toggles.isToggling],
  );

  const confirmReset = (user: User) =>
    resetPassword.mutate(user.id, {
      onSuccess: () => setNotice({ severity: 'success', message: ACCOUNT_MESSAGES.passwordReset }),
      onError: (error) => setNotice({ severity: 'error', message: firstErrorMessage(error) }),
      onSettled: () => setResetTarget(null),
    });

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h1">Users List</Typography>
        <Button variant="contained" startIcon={<PersonAddAlt />} onClick={() => setDialog({ mode: 'create' })}>
          Add User
        </Button>
      </Stack>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <FilteredDataTable
        label="Users"
        filterFields={FILTER_FIELDS}
        paging={paging}
        list={users}
        columns={columns}
        rows={users.data?.userList}
        rowCount={users.data?.dataCount}
        download={{ exportPath: `${USERS_LIST_PATH}/Export`, search: toExportSearch(paging.query), fileName: 'Users' }}
      />
      {mayDecideDefaulters && <ProposedDefaulters onNotice={setNotice} />}
      {dialog && (
        <UserDialog
          state={dialog}
          onClose={() => setDialog(null)}
          onSaved={(message) => {
            setDialog(null);
            setNotice({ severity: 'success', message });
          }}
        />
      )}
      {resetTarget && (
        <ConfirmDialog
          title="Reset Password"
          message={`Reset the password of ${resetTarget.firstName} ${resetTarget.lastName} (${resetTarget.userName})? They will get an e-mail with a code to set a new password.`}
          confirmLabel="Reset"
          isPending={resetPassword.isPending}
          onConfirm={() => confirmReset(resetTarget)}
          onCancel={() => setResetTarget(null)}
        />
      )}
    </Stack>
  );
}

/** The Enabled and Defaulter switches: optimistic, with the server's refusal shown on the page (spec §2.4). */
function useFlagToggles(setNotice: (notice: Notice | null) => void) {
  const enabled = useToggleUserFlag('isEnabled');
  const defaulter = useToggleUserFlag('isDefaulter');
  const { mutate: toggleEnabled, isPending: isEnabling, variables: enabling } = enabled;
  const { mutate: toggleDefaulter, isPending: isMarking, variables: marking } = defaulter;

  return useMemo(() => {
    const toggle = (flag: UserFlag, user: User) => {
      setNotice(null);
      const mutate = flag === 'isEnabled' ? toggleEnabled : toggleDefaulter;
      mutate(user, { onError: (error) => setNotice({ severity: 'error', message: firstErrorMessage(error) }) });
    };
    const isToggling = (flag: UserFlag, user: User) =>
      flag === 'isEnabled' ? isEnabling && enabling?.id === user.id : isMarking && marking?.id === user.id;
    return { toggle, isToggling };
  }, [setNotice, toggleEnabled, toggleDefaulter, isEnabling, enabling, isMarking, marking]);
}
