/**
 * How e-bidding values read in grids and facts, through the house formatters only (spec §9): days 'MMM DD, YYYY',
 * MW with 2 decimals, prices in rupees per kWh, money in rupees; and the small cells the grids share.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { istInstant, type CongestedPeriod } from '@stoa/shared';
import { formatDate, formatDateTime, formatInr, formatMw, formatRate } from '../../../lib/format.ts';

/** A day of the wire: a calendar date as is, an instant on its business day (the house formatDate). */
export const formatDay = (value: string | null | undefined): string => formatDate(value);

/**
 * A Form ST2 date and 'HH:mm' time of day (IST) as the house date-time, 'Dec 04, 2026 10:00 AM'; the page's footer says
 * once that all times are IST.
 */
export const formatIstDateTime = (date: string | null, time: string | null) =>
  date && time ? formatDateTime(istInstant(date, time)) : '';

export const formatQuantum = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : formatMw(value);

/** A price per kWh ('₹4.50/kWh'), blank when there is none. */
export const formatPrice = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : formatRate(value, 'RsPerKWh');

/** The exact congested blocks of an invitation (DOMAIN §4), e.g. 'Mar 02, 2027 10:00–12:00; Mar 04, 2027 10:00–12:00'. */
export function formatCongestedPeriods(periods: readonly CongestedPeriod[]): string {
  return periods
    .map((p) => {
      const days =
        p.fromDate === p.toDate ? formatDay(p.fromDate) : `${formatDay(p.fromDate)} – ${formatDay(p.toDate)}`;
      return `${days} ${p.fromTime}–${p.toTime}`;
    })
    .join('; ');
}

/** Two figures that may differ block by block: one when equal, else 'low–high'. */
export function formatRange(low: number | null, high: number | null, format: (v: number) => string): string {
  if (low === null) return '';
  return high === null || high === low ? format(low) : `${format(low)}–${format(high)}`;
}

export const formatRupees = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : formatInr(value);

/** The common flags of an e-bidding grid column: no sorting (server order) and no grid filter. */
export const PLAIN = { sortable: false, filterable: false } as const;
/** A right-aligned number column. */
export const NUMBER = { align: 'right', headerAlign: 'right' } as const;

/** A cell's content centred in its row height. */
export function CellStack({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ height: '100%', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', py: 0.5 }}>
      {children}
    </Stack>
  );
}

/** A word in place of an action (Initiated, Expired, Invitation Expired). */
export function ActionWord({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
