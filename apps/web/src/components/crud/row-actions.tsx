import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

export interface RowActions<R> {
  /** Names the row in the buttons' labels ('Edit STU Charge from Apr 01, 2026'). */
  describe: (row: R) => string;
  onEdit?: ((row: R) => void) | undefined;
  onDelete?: ((row: R) => void) | undefined;
  /** Why a row cannot be deleted (e.g. it has taken effect), or null. */
  deleteBlockedReason?: ((row: R) => string | null) | undefined;
  onHistory?: ((row: R) => void) | undefined;
}

export function hasRowActions<R>(actions: RowActions<R>): boolean {
  return Boolean(actions.onEdit ?? actions.onDelete ?? actions.onHistory);
}

/** The Edit / Delete / History buttons of a row. */
export function actionsColumn<R extends GridValidRowModel>(actions: RowActions<R>): GridColDef<R> {
  const count = [actions.onEdit, actions.onDelete, actions.onHistory].filter(Boolean).length;
  return {
    field: 'actions',
    headerName: 'Actions',
    width: Math.max(90, count * 36 + 20),
    sortable: false,
    filterable: false,
    align: 'center',
    headerAlign: 'center',
    renderCell: ({ row }) => <RowButtons row={row} actions={actions} />,
  };
}

function RowButtons<R>({ row, actions }: { row: R; actions: RowActions<R> }) {
  const name = actions.describe(row);
  const blocked = actions.deleteBlockedReason?.(row) ?? null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'center', height: '100%', alignItems: 'center' }}>
      {actions.onEdit && (
        <Tooltip title="Edit">
          <IconButton size="small" aria-label={`Edit ${name}`} onClick={() => actions.onEdit?.(row)}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {actions.onDelete && (
        <Tooltip title={blocked ?? 'Delete'}>
          {/* A span, so the tooltip still explains a disabled button. */}
          <span>
            <IconButton
              size="small"
              aria-label={`Delete ${name}`}
              disabled={blocked !== null}
              onClick={() => actions.onDelete?.(row)}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {actions.onHistory && (
        <Tooltip title="History">
          <IconButton size="small" aria-label={`History of ${name}`} onClick={() => actions.onHistory?.(row)}>
            <HistoryOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
