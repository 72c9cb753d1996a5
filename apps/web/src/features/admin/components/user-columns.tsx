/** The Users List columns (spec §2.4): names, e-mail, View, Edit, the two switches and Reset Password. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { User } from '@stoa/shared';
import type { UserFlag } from '../api/toggle-user-flag.ts';

export interface UserRowActions {
  onView: (user: User) => void;
  onEdit: (user: User) => void;
  onToggle: (flag: UserFlag, user: User) => void;
  onResetPassword: (user: User) => void;
  /** A switch waits for its own call before it can flip again. */
  isToggling: (flag: UserFlag, user: User) => boolean;
}

const actionColumn = { sortable: false, filterable: false, align: 'center', headerAlign: 'center' } as const;

function UserNameCell({ user }: { user: User }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {user.userName}
      {/* Pending: the user has not yet set a password with the mailed code. */}
      {user.status === 'Pending' && <Chip label="Pending" size="small" color="warning" variant="outlined" />}
    </Box>
  );
}

function flagColumn(flag: UserFlag, headerName: string, actions: UserRowActions): GridColDef<User> {
  return {
    ...actionColumn,
    field: flag,
    headerName,
    width: 110,
    renderCell: ({ row }) => (
      <Switch
        checked={row[flag]}
        disabled={actions.isToggling(flag, row)}
        onChange={() => actions.onToggle(flag, row)}
        slotProps={{ input: { 'aria-label': `${headerName} ${row.userName}` } }}
      />
    ),
  };
}

export function userColumns(actions: UserRowActions): GridColDef<User>[] {
  return [
    { field: 'firstName', headerName: 'First Name', flex: 1, minWidth: 90, sortable: false },
    { field: 'lastName', headerName: 'Last Name', flex: 1, minWidth: 90, sortable: false },
    {
      field: 'userName',
      headerName: 'User Name',
      flex: 1,
      minWidth: 120,
      sortable: false,
      renderCell: ({ row }) => <UserNameCell user={row} />,
    },
    { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 150, sortable: false },
    {
      ...actionColumn,
      field: 'view',
      headerName: 'View',
      width: 80,
      renderCell: ({ row }) => (
        <Tooltip title="View">
          <IconButton aria-label={`View ${row.userName}`} onClick={() => actions.onView(row)}>
            <VisibilityOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
    {
      ...actionColumn,
      field: 'edit',
      headerName: 'Edit',
      width: 80,
      renderCell: ({ row }) => (
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit ${row.userName}`} onClick={() => actions.onEdit(row)}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
    flagColumn('isEnabled', 'Enabled', actions),
    flagColumn('isDefaulter', 'Defaulter', actions),
    {
      ...actionColumn,
      field: 'resetPassword',
      headerName: 'Reset Password',
      width: 170,
      renderCell: ({ row }) => (
        <Button
          size="small"
          variant="outlined"
          aria-label={`Reset Password ${row.userName}`}
          onClick={() => actions.onResetPassword(row)}
        >
          Reset Password
        </Button>
      ),
    },
  ];
}
