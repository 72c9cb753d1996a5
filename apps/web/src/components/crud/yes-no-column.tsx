/** A yes/no column (Active, Enabled): a chip on the screen, 'Yes' / 'No' in a downloaded file. */
import Chip from '@mui/material/Chip';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function yesNoColumn<R extends GridValidRowModel>(
  field: keyof R & string,
  headerName: string,
  width: number,
): GridColDef<R> {
  return {
    field,
    headerName,
    width,
    valueFormatter: (value: boolean) => yesNo(value),
    renderCell: ({ value }) => (
      <Chip size="small" label={yesNo(value === true)} color={value === true ? 'success' : 'default'} />
    ),
  };
}
