/**
 * An entity's name in a grid (issue 36 item 5): a party, applicant, trader or utility name wraps onto two lines and,
 * when longer still, ends in '…' with the whole name on hover (the cell's title); two names in one cell take a line
 * each. The row's record shows them in full.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

const NONE = '—';

export function EntityName({ name }: { name: string | null | undefined }) {
  const text = name && name.trim() !== '' ? name : NONE;
  return (
    <Typography
      variant="body2"
      title={text === NONE ? undefined : text}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
        lineHeight: 1.3,
      }}
    >
      {text}
    </Typography>
  );
}

/** Names one over the other (a seller over its buyer), each on one line: '…' and the whole name on hover if need be. */
export function EntityNames({ names }: { names: readonly (string | null | undefined)[] }) {
  return (
    <Stack sx={{ minWidth: 0, width: '100%', justifyContent: 'center' }}>
      {names.map((name, i) => {
        const text = name && name.trim() !== '' ? name : NONE;
        return (
          <Typography key={i} variant="body2" noWrap title={text === NONE ? undefined : text} sx={{ lineHeight: 1.3 }}>
            {text}
          </Typography>
        );
      })}
    </Stack>
  );
}

export interface EntityColumnOptions<R extends GridValidRowModel> {
  field: string;
  headerName: string;
  /** The name; the field's value by default. */
  name?: (row: R) => string | null | undefined;
  /** The column's share (fitColumns); a flex column by default. */
  width?: number;
  minWidth?: number;
  /** A click on the header sorts (a client grid's); no by default. */
  sortable?: boolean;
}

/** A column of entity names (two lines, then '…' with the full name on hover). */
export function entityColumn<R extends GridValidRowModel>(options: EntityColumnOptions<R>): GridColDef<R> {
  const { field, headerName, name, width, minWidth = 85, sortable = false } = options;
  const nameOf = (row: R) => (name ? name(row) : (row[field] as string | null | undefined));
  return {
    field,
    headerName,
    sortable,
    filterable: false,
    ...(width === undefined ? { flex: 1 } : { width }),
    minWidth,
    valueGetter: (_value: unknown, row: R) => nameOf(row) ?? '',
    renderCell: ({ row }) => <EntityName name={nameOf(row)} />,
  };
}
