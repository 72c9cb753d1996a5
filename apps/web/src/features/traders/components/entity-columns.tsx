/** The columns of a trader's associated applicants (/entities). */
import type { GridColDef } from '@mui/x-data-grid';
import { ENTITY_TYPE_LABELS, type AssociatedEntity } from '@stoa/shared';
import { entityColumn } from '../../../components/data-table/entity-name-cell.tsx';
import { identifierColumn } from '../../../components/data-table/identifier-column.tsx';
import { formatCalendarDate, formatDate } from '../../../lib/format.ts';

export const ENTITY_COLUMNS: GridColDef<AssociatedEntity>[] = [
  {
    ...entityColumn<AssociatedEntity>({
      field: 'entityName',
      headerName: 'Entity Name',
      minWidth: 200,
      sortable: true,
    }),
    flex: 1.4,
  },
  {
    field: 'entityType',
    headerName: 'Entity Type',
    flex: 1,
    minWidth: 140,
    valueFormatter: (value: AssociatedEntity['entityType']) => ENTITY_TYPE_LABELS[value],
  },
  identifierColumn<AssociatedEntity>({
    field: 'registrationNo',
    headerName: 'Registration No.',
    width: 170,
    sortable: true,
  }),
  {
    field: 'expiredOn',
    headerName: 'Valid To',
    width: 130,
    valueFormatter: (value: string | null) => formatCalendarDate(value),
  },
  { field: 'contactNumber', headerName: 'Contact', width: 130 },
  { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 200 },
  { field: 'addedOn', headerName: 'Added On', width: 130, valueFormatter: (value: string) => formatDate(value) },
];
