/**
 * How payment values read in grids, facts and dialogs, through the house formatters only (spec §9): money as
 * '₹1,23,456.78', days as 'MMM DD, YYYY', instants in IST; the status chips of a due and of a payment; and the small
 * cells the grids share.
 */
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { DueStatus, PaymentStatus } from '@stoa/shared';
import { StatusChip, type StatusTone } from '../../../components/workflow/workflow-status-chip.tsx';
import { formatDate, formatInr } from '../../../lib/format.ts';

/** A day of the wire: a calendar date as is, an instant on its business day (the house formatDate); '—' for none. */
export const formatDay = (value: string | null | undefined): string => formatDate(value) || '—';

export const formatMoney = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : formatInr(value);

/** Sums of rupees with 2 decimals, added in paise so no binary fraction creeps into a total. */
export function sumRupees(values: readonly number[]): number {
  return values.reduce((paise, value) => paise + Math.round(value * 100), 0) / 100;
}

/** The common flags of a payments grid column: no sorting (server order) and no grid filter. */
export const PLAIN = { sortable: false, filterable: false } as const;
/** A right-aligned money column of `width`. */
export const moneyColumn = <F extends string>(field: F, headerName: string, width = 110) => ({
  ...PLAIN,
  field,
  headerName,
  width,
  align: 'right' as const,
  headerAlign: 'right' as const,
  valueFormatter: (value: number) => formatMoney(value),
});

/** A cell's content centred in its row height. */
export function CellStack({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ height: '100%', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', py: 0.5 }}>
      {children}
    </Stack>
  );
}

const DUE_TONES: Record<DueStatus, StatusTone> = {
  Due: 'warning',
  Overdue: 'error',
  UnderReconciliation: 'info',
  Paid: 'success',
};

const PAYMENT_TONES: Record<PaymentStatus, StatusTone> = {
  Submitted: 'info',
  Approved: 'success',
  Reverted: 'warning',
  Reversed: 'error',
};

/** A due's status: the words are the answer's statusLabel, the colour how urgent it is. */
export function DueStatusChip({ status, label }: { status: DueStatus; label: string }) {
  return <StatusChip label={label} tone={DUE_TONES[status]} />;
}

export function PaymentStatusChip({ status, label }: { status: PaymentStatus; label: string }) {
  return <StatusChip label={label} tone={PAYMENT_TONES[status]} />;
}
