/**
 * The monthly TDS grid (spec §2.5 TDS Challan Details / TDS Reconciliation): the actions first (they must never
 * scroll off), month, the party (for readers of everyone's), TDS deducted, the payments it was deducted on, what is
 * deposited (and in reconciliation) and what is not, the challan's due date, serial number and deposit date, the
 * interest (with its months) and the status, marked Overdue when the challan is late. The actions follow the
 * server's canUpload / canReconcile and the caller's permission; once a challan of the month is approved, the upload
 * is a supplementary challan for the rest (DOMAIN §5).
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { MonthlyTdsRow, TdsChallanStatus } from '@stoa/shared';
import { StatusChip, type StatusTone } from '../../../components/workflow/workflow-status-chip.tsx';
import { formatMonth } from '../../../lib/format.ts';
import { CellStack, PLAIN, formatDay, formatMoney, moneyColumn } from './payment-cells.tsx';
import { entityColumn } from '../../../components/data-table/entity-name-cell.tsx';
import { identifierColumn } from '../../../components/data-table/identifier-column.tsx';

type Column = GridColDef<MonthlyTdsRow>;

export const OVERDUE_LABEL = 'Overdue';

const CHALLAN_TONES: Record<TdsChallanStatus, StatusTone> = {
  NotUploaded: 'warning',
  Submitted: 'info',
  Approved: 'success',
  SupplementaryDue: 'warning',
  Reverted: 'warning',
};

export const UPLOAD_CHALLAN_LABEL = 'Upload Challan';
export const UPLOAD_SUPPLEMENTARY_LABEL = 'Upload supplementary challan';
/** The upload the month offers: its first challan, or a supplementary one once a challan is approved. */
export const uploadLabelOf = (row: Pick<MonthlyTdsRow, 'isSupplementary'>) =>
  row.isSupplementary ? UPLOAD_SUPPLEMENTARY_LABEL : UPLOAD_CHALLAN_LABEL;
/** '₹100.00 in reconciliation', under the deposited amount while a challan awaits the SLDC. */
export const inReconciliationText = (row: Pick<MonthlyTdsRow, 'inReconciliation'>) =>
  `${formatMoney(row.inReconciliation)} in reconciliation`;

/** What the caller may do, from the access table (the rows' flags alone never offer an action). */
export interface ChallanAbilities {
  isPayer: boolean;
  canUpload: boolean;
  canReconcile: boolean;
}

export interface ChallanActions {
  onView: (row: MonthlyTdsRow) => void;
  onUpload: (row: MonthlyTdsRow) => void;
  onApprove: (row: MonthlyTdsRow) => void;
  onRevert: (row: MonthlyTdsRow) => void;
}

/** A month's row in an action's accessible name: 'Mar 2026', with the party for readers of everyone's. */
export const challanNameOf = (row: MonthlyTdsRow, isPayer: boolean) =>
  isPayer ? formatMonth(row.month) : `${formatMonth(row.month)} ${row.partyName}`;

/** '₹9.00 (3 months)'; the interest alone when no month is late. */
export function formatInterest(row: Pick<MonthlyTdsRow, 'interest' | 'interestMonths'>): string {
  const months = row.interestMonths;
  if (months <= 0) return formatMoney(row.interest);
  return `${formatMoney(row.interest)} (${months} ${months === 1 ? 'month' : 'months'})`;
}

function actionsColumn(abilities: ChallanAbilities, actions: ChallanActions): Column {
  return {
    ...PLAIN,
    field: 'actions',
    headerName: 'Actions',
    width: abilities.canReconcile ? 190 : 170,
    renderCell: ({ row }) => {
      const name = challanNameOf(row, abilities.isPayer);
      return (
        <CellStack>
          {row.challans.length > 0 && (
            <Button size="small" aria-label={`View challan ${name}`} onClick={() => actions.onView(row)}>
              View
            </Button>
          )}
          {abilities.canUpload && row.canUpload && (
            <Button size="small" aria-label={`${uploadLabelOf(row)} ${name}`} onClick={() => actions.onUpload(row)}>
              {uploadLabelOf(row)}
            </Button>
          )}
          {abilities.canReconcile && row.canReconcile && row.challanId !== null && (
            <>
              <Button size="small" aria-label={`Approve ${name}`} onClick={() => actions.onApprove(row)}>
                Approve
              </Button>
              <Button size="small" color="warning" aria-label={`Revert ${name}`} onClick={() => actions.onRevert(row)}>
                Revert
              </Button>
            </>
          )}
        </CellStack>
      );
    },
  };
}

export function challanColumns(abilities: ChallanAbilities, actions: ChallanActions): Column[] {
  const party = entityColumn<MonthlyTdsRow>({ field: 'partyName', headerName: 'Party', width: 120 });
  return [
    actionsColumn(abilities, actions),
    {
      ...PLAIN,
      field: 'month',
      headerName: 'Month',
      width: 90,
      valueFormatter: (value: string) => formatMonth(value),
    },
    ...(abilities.isPayer ? [] : [party]),
    {
      // The payments it was withheld on under the amount: the grid fits 1366 px beside the drawer (the walk).
      ...moneyColumn('deducted', 'TDS Deducted', 110),
      renderCell: ({ row }) => (
        <Stack sx={{ height: '100%', justifyContent: 'center', alignItems: 'flex-end', py: 0.5 }}>
          <span>{formatMoney(row.deducted)}</span>
          <Typography variant="caption" color="text.secondary">
            {`${row.deductions} payment(s)`}
          </Typography>
        </Stack>
      ),
    },
    {
      ...moneyColumn('deposited', 'Deposited', 120),
      renderCell: ({ row }) => (
        <Stack sx={{ height: '100%', justifyContent: 'center', alignItems: 'flex-end', py: 0.5 }}>
          <span>{formatMoney(row.deposited)}</span>
          {row.inReconciliation > 0 && (
            <Typography variant="caption" color="text.secondary">
              {inReconciliationText(row)}
            </Typography>
          )}
        </Stack>
      ),
    },
    moneyColumn('notDeposited', 'Not Deposited', 130),
    {
      ...PLAIN,
      field: 'dueOn',
      headerName: 'Due By',
      width: 100,
      valueFormatter: (value: string) => formatDay(value),
    },
    identifierColumn<MonthlyTdsRow>({ field: 'challanNo', headerName: 'Challan No.', width: 100 }),
    {
      ...PLAIN,
      field: 'depositDate',
      headerName: 'Deposit Date',
      width: 100,
      valueFormatter: (value: string | null) => formatDay(value),
    },
    {
      ...PLAIN,
      field: 'interest',
      headerName: 'Interest',
      width: 100,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_value, row) => formatInterest(row),
    },
    {
      ...PLAIN,
      field: 'challanStatusLabel',
      headerName: 'Status',
      width: 130,
      renderCell: ({ row }) => (
        <CellStack>
          <StatusChip label={row.challanStatusLabel} tone={CHALLAN_TONES[row.challanStatus]} />
          {row.isOverdue && <StatusChip label={OVERDUE_LABEL} tone="error" />}
        </CellStack>
      ),
    },
  ];
}
