/**
 * The registration list columns (spec §3 Registration list row + Extended registration row). A list of one entity
 * type hides what that type does not have (hiddenRegistrationColumns) and the Entity Type column itself; a list of
 * several types shows only the columns every type has. Fields that always show or hide together share a two-line
 * cell (number and name, the two zones, updated and valid-to dates), so the widest list (a drawee's, with Edit)
 * fits at 1366 px beside the open drawer with the row actions in sight.
 */
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import {
  ENTITY_TYPES,
  ENTITY_TYPE_LABELS,
  hiddenRegistrationColumns,
  zoneOrNa,
  type EntityType,
  type RegistrationRow,
} from '@stoa/shared';
import { identifierColumn } from '../../../components/data-table/identifier-column.tsx';
import { clockColumn } from '../../../components/record/record-clock.tsx';
import { WorkflowStatusChip } from '../../../components/workflow/workflow-status-chip.tsx';
import { formatCalendarDate, formatDate, formatMw } from '../../../lib/format.ts';
import { registrationPaths } from '../routes/registration-paths.ts';
import { isEditableStatus } from './registration-status.ts';
import { TwoLines, WrappedText } from './two-lines.tsx';

type Field = keyof RegistrationRow;

export interface RegistrationColumnOptions {
  /** The one entity type of every row (the applicant's own, or the Entity Type filter); null for several. */
  entityType: EntityType | null;
  /** The applicant's own list: drafts and returned rows offer Edit. */
  canEdit: boolean;
}

const dash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '—');
const mw = (value: number | null) => (value === null ? '—' : formatMw(value));
const plain = { sortable: false, filterable: false } as const;
const quantum = { ...plain, type: 'number', width: 85, align: 'right', headerAlign: 'right' } as const;

/** Every column, in the spec's order; `fields` are the row fields a column shows (it hides when they all hide). */
const COLUMNS: { fields: Field[]; column: GridColDef<RegistrationRow> }[] = [
  {
    // The record's identity: its number (or '—' before approval) over the entity's name.
    fields: ['registrationNo', 'entityName'],
    column: identifierColumn<RegistrationRow>({
      field: 'registrationNo',
      headerName: 'Registration No / Entity Name',
      width: 165,
      secondary: (row) => row.entityName,
    }),
  },
  {
    fields: ['entityType'],
    column: {
      ...plain,
      field: 'entityType',
      headerName: 'Entity Type',
      width: 110,
      valueFormatter: (value: EntityType) => ENTITY_TYPE_LABELS[value],
    },
  },
  {
    fields: ['consumerNumber'],
    column: identifierColumn<RegistrationRow>({ field: 'consumerNumber', headerName: 'Consumer No.', width: 90 }),
  },
  {
    fields: ['dateOfOpenAccessStart'],
    column: {
      ...plain,
      field: 'dateOfOpenAccessStart',
      headerName: 'Open Access Start',
      width: 108,
      valueFormatter: (value: string | null) => dash(formatCalendarDate(value)),
    },
  },
  {
    fields: ['stoaInjectionQuantum'],
    column: { ...quantum, field: 'stoaInjectionQuantum', headerName: 'Injection Quantum (MW)', valueFormatter: mw },
  },
  {
    fields: ['stoaDrawlQuantum'],
    column: { ...quantum, field: 'stoaDrawlQuantum', headerName: 'Drawl Quantum (MW)', valueFormatter: mw },
  },
  {
    fields: ['connectivity'],
    column: {
      ...plain,
      field: 'connectivity',
      headerName: 'Connectivity',
      flex: 1,
      minWidth: 90,
      renderCell: ({ row }) => <WrappedText text={dash(row.connectivity)} />,
    },
  },
  {
    // Both zones hide together for every entity type: one column, two lines.
    fields: ['transmissionZone', 'distributionZone'],
    column: {
      ...plain,
      field: 'transmissionZone',
      headerName: 'Transmission / Distribution Zone',
      width: 105,
      renderCell: ({ row }) => (
        <TwoLines first={zoneOrNa(row.transmissionZone)} second={zoneOrNa(row.distributionZone)} />
      ),
    },
  },
  {
    fields: ['issuingAuthority'],
    column: { ...plain, field: 'issuingAuthority', headerName: 'Issuing Authority', width: 95, valueFormatter: dash },
  },
  {
    fields: ['tradingLicenceNo'],
    column: identifierColumn<RegistrationRow>({
      field: 'tradingLicenceNo',
      headerName: 'Trading Licence No.',
      width: 125,
    }),
  },
  {
    fields: ['updatedOn', 'expiredOn'],
    column: {
      ...plain,
      field: 'updatedOn',
      headerName: 'Updated On / Valid To',
      width: 108,
      renderCell: ({ row }) => (
        <TwoLines first={formatDate(row.updatedOn)} second={row.expiredOn ? formatCalendarDate(row.expiredOn) : null} />
      ),
    },
  },
  {
    fields: ['status'],
    column: {
      ...plain,
      field: 'status',
      headerName: 'Status',
      width: 145,
      renderCell: ({ row }) => <WorkflowStatusChip status={row.status.status} />,
    },
  },
  { fields: ['status'], column: clockColumn<RegistrationRow>() },
];

/** The row fields not shown for a list: its entity type's hidden ones, or every type's for a mixed list. */
export function hiddenFields(entityType: EntityType | null): Set<Field> {
  if (entityType) return new Set<Field>([...hiddenRegistrationColumns(entityType), 'entityType']);
  return new Set(ENTITY_TYPES.flatMap((type) => hiddenRegistrationColumns(type)));
}

function actionColumn(canEdit: boolean): GridColDef<RegistrationRow> {
  return {
    ...plain,
    field: 'actions',
    headerName: canEdit ? 'Actions' : 'View',
    width: canEdit ? 100 : 64,
    align: 'center',
    headerAlign: 'center',
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
        <Tooltip title="View">
          <IconButton aria-label="View" component={RouterLink} to={registrationPaths.view(row.entityType, row.id)}>
            <VisibilityOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        {canEdit && isEditableStatus(row.status.status) && (
          <Tooltip title="Edit">
            <IconButton aria-label="Edit" component={RouterLink} to={registrationPaths.edit(row.entityType, row.id)}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    ),
  };
}

export function registrationColumns({ entityType, canEdit }: RegistrationColumnOptions): GridColDef<RegistrationRow>[] {
  const hidden = hiddenFields(entityType);
  const shown = COLUMNS.filter(({ fields }) => fields.some((field) => !hidden.has(field))).map(({ column }) => column);
  return [...shown, actionColumn(canEdit)];
}
