/** The Trader Details columns (spec §2.4): serial number, name, registration, licence, Delete. */
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { Trader } from '@stoa/shared';
import type { FileColDef } from '../../../components/data-table/grid-table.ts';

/** A trader row with its serial number in the list. */
export type TraderRow = Trader & { serialNo: number };

export function traderRows(traders: readonly Trader[] | undefined): TraderRow[] | undefined {
  return traders?.map((trader, index) => ({ ...trader, serialNo: index + 1 }));
}

export function traderColumns(onDelete: (trader: TraderRow) => void): FileColDef<TraderRow>[] {
  return [
    { field: 'serialNo', headerName: 'S.No.', width: 80, fileKind: 'count' },
    { field: 'entityName', headerName: 'Trader Name', flex: 1.4, minWidth: 200 },
    { field: 'registrationNo', headerName: 'Registration No.', flex: 1, minWidth: 170 },
    { field: 'issuingAuthority', headerName: 'Issuing Authority', flex: 1, minWidth: 150 },
    { field: 'tradingLicenceNo', headerName: 'Trading Registration No.', flex: 1, minWidth: 190 },
    {
      field: 'delete',
      headerName: 'Delete',
      width: 90,
      sortable: false,
      filterable: false,
      align: 'center',
      headerAlign: 'center',
      renderCell: ({ row }) => (
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${row.entityName}`} onClick={() => onDelete(row)}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
}
