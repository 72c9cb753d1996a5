/**
 * The form's live messages (spec §5 Time-block rows), from the shared rules as the user types: each row's fields
 * inside the application window, to after from, no overlap, at least 1 MW, and — once the remaining approved quantum
 * of a row is known — not above it; then not above the seller's ex-bus capacity or the buyer's contract demand. An
 * empty field says nothing until Submit (the schema's 'is required').
 */
import { APPLICATION_MESSAGES, isIsoDate, type ApplicationType, type BusinessRules, type Party } from '@stoa/shared';
import { checkWindow, type ApplicationWindow, type BusinessNow } from '@stoa/shared/application/application-windows';
import {
  rowMwh,
  totalMwh,
  validateTimeBlockRows,
  type TimeBlockField,
  type TimeBlockRow,
} from '@stoa/shared/application/time-blocks';
import { timeBlockRowOf, type RowValues } from './form-values.ts';

export type LiveErrors = Record<string, string>;

const pathOf = (row: number, field: TimeBlockField) => `timeBlocks.${row}.${field}`;

export interface LiveContext {
  /** The window the dates must fall in; null while the rules load. */
  window: ApplicationWindow | null;
  /** Per row: the remaining approved quantum (MW), once asked. */
  remaining: readonly (number | undefined)[];
  seller: Party | null;
  buyer: Party | null;
}

/** Dates real and ordered, times picked and ordered: the row's period is known (its remaining quantum can be asked). */
export function hasPeriod(row: TimeBlockRow): boolean {
  return (
    isIsoDate(row.oaFromDate) &&
    isIsoDate(row.oaToDate) &&
    validateTimeBlockRows([row]).every((issue) => issue.field === 'oaRequirement')
  );
}

/** The period known and the requirement typed: the row can be measured. */
export function isCompleteRow(row: TimeBlockRow): boolean {
  return hasPeriod(row) && Number.isFinite(row.oaRequirement) && row.oaRequirement >= 0;
}

/** The row's MWh, or null until it can be measured. */
export function liveRowMwh(values: RowValues): number | null {
  const row = timeBlockRowOf(values);
  return isCompleteRow(row) ? rowMwh(row) : null;
}

export function liveTotalMwh(rows: readonly RowValues[]): number {
  return totalMwh(rows.map(timeBlockRowOf).filter(isCompleteRow));
}

/** Messages by dotted path ('timeBlocks.0.oaRequirement'). */
export function liveErrors(values: readonly RowValues[], context: LiveContext): LiveErrors {
  const rows = values.map(timeBlockRowOf);
  const { window: open } = context;
  const range = open?.isOpen ? { minDate: open.minDate, maxDate: open.maxDate } : {};
  const errors: LiveErrors = {};
  for (const issue of validateTimeBlockRows(rows, range)) {
    if ((values[issue.row]?.[issue.field] ?? '').trim() === '') continue;
    errors[pathOf(issue.row, issue.field)] ??= issue.message;
  }
  rows.forEach((row, i) => {
    const path = pathOf(i, 'oaRequirement');
    if (errors[path] !== undefined || !Number.isFinite(row.oaRequirement)) return;
    const message = quantityMessage(row, context.remaining[i], context);
    if (message) errors[path] = message;
  });
  return errors;
}

function quantityMessage(row: TimeBlockRow, remaining: number | undefined, { seller, buyer }: LiveContext) {
  if (remaining !== undefined) {
    const issue = validateTimeBlockRows([row], { remaining }).find((i) => i.field === 'oaRequirement');
    if (issue) return issue.message;
  }
  const mw = row.oaRequirement;
  if (seller?.exBusCapacity != null && mw > seller.exBusCapacity) {
    return APPLICATION_MESSAGES.sellerCapacity(mw, seller.exBusCapacity);
  }
  if (buyer?.contractDemand != null && mw > buyer.contractDemand) {
    return APPLICATION_MESSAGES.buyerCapacity(mw, buyer.contractDemand);
  }
  return null;
}

/**
 * Why the complete rows may not be applied for now as this type (one calendar month, one date for the day types, the
 * type's window and, same-day, the earliest block), or null.
 */
export function windowMessage(
  type: ApplicationType,
  values: readonly RowValues[],
  now: BusinessNow,
  rules: BusinessRules['applicationWindows'] | null,
): string | null {
  if (!rules) return null;
  const rows = values.map(timeBlockRowOf).filter(isCompleteRow);
  return checkWindow(type, rows, now, rules);
}
