/** The Trader Details columns (spec §2.4): serial number, name, registration, licence, Delete. */
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { Trader } from '@stoa/shared';
import { entityColumn } from '../../../components/data-table/entity-name-cell.tsx';
import type { FileColDef } from '../../../components/data-table/grid-table.ts';
import { identifierColumn } from '../../../components/data-table/identifier-column.tsx';

/** A trader row with its serial number in the list. */
export type TraderRow = Trader & { serialNo: number };

export function traderRows(traders: readonly Trader[] | undefined): TraderRow[] | undefined {
  return traders?.map((trader, index) => ({ ...trader, serialNo: index + 1 }));
}

export function traderColumns(onDelete: (trader: TraderRow) => void): FileColDef<TraderRow>[] {
  return [
    { field: 'serialNo', headerName: 'S.No.', width: 80, fileKind: 'count' },
    {
      ...entityColumn<TraderRow>({ field: 'entityName', headerName: 'Trader Name', minWidth: 200, sortable: true }),
      flex: 1.4,
    },
    identifierColumn<TraderRow>({
      field: 'registrationNo',
      headerName: 'Registration No.',
      width: 170,
      sortable: true,
    }),
    { field: 'issuingAuthority', headerName: 'Issuing Authority', flex: 1, minWidth: 150 },
    identifierColumn<TraderRow>({
      field: 'tradingLicenceNo',
      headerName: 'Trading Registration No.',
      width: 190,
      sortable: true,
    }),
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
