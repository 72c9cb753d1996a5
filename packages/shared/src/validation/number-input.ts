/**
 * Number inputs (spec §5): the keys e, E and minus are blocked, and at most 2 decimals are allowed. The same rule
 * is the API's, so a value the input accepts is a value the server accepts.
 */
import { z } from 'zod';
import { requiredMessage } from '../api/messages.ts';
import { formatBound, quantityOfLabel, type QuantityUnit } from '../format/quantities.ts';

/** Keys a number input swallows (plus '+', which a browser number input would also accept). */
export const BLOCKED_NUMBER_KEYS: readonly string[] = ['e', 'E', '-', '+'];

export function isBlockedNumberKey(key: string): boolean {
  return BLOCKED_NUMBER_KEYS.includes(key);
}

export const MAX_DECIMALS = 2;

/** The range of PostgreSQL's `integer` (int4): every id, count and integer column of the database. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** The largest decimal kept as integer hundredths (MW, rupees as paise, rates) in an `integer` column. */
export const HUNDREDTHS_MAX = Math.floor(INT4_MAX / 100);

/** Does a typed value (string or number) have at most `decimals` digits after the point? */
export function hasAtMostDecimals(value: string | number, decimals = MAX_DECIMALS): boolean {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (/e/i.test(text)) return false;
  const point = text.indexOf('.');
  return point === -1 || text.length - point - 1 <= decimals;
}

/**
 * A bound states its unit: the one `unit` names, else the one the label ends with ('Installed Capacity (MW)' →
 * 'Installed Capacity must be greater than 0.00 MW'); a label without one keeps the bare number.
 */
const bounded = (label: string, relation: string, bound: number, unit?: QuantityUnit) => {
  const quantity = quantityOfLabel(label, unit);
  return `${quantity.name} must be ${relation} ${formatBound(bound, quantity.unit)}`;
};

export const NUMBER_MESSAGES = {
  decimals: (label: string, decimals: number = MAX_DECIMALS) => `${label} can have at most ${decimals} decimal places`,
  min: (label: string, min: number, unit?: QuantityUnit) => bounded(label, 'at least', min, unit),
  greaterThan: (label: string, min: number, unit?: QuantityUnit) => bounded(label, 'greater than', min, unit),
  max: (label: string, max: number, unit?: QuantityUnit) => bounded(label, 'at most', max, unit),
  integer: (label: string) => `${label} must be a whole number`,
} as const;

export interface DecimalOptions {
  /** Inclusive lower bound (default 0). */
  min?: number;
  /** Exclusive lower bound instead of `min`. */
  greaterThan?: number;
  /** Inclusive upper bound; never above HUNDREDTHS_MAX, so the value fits the database as hundredths. */
  max?: number;
  decimals?: number;
  integer?: boolean;
  /** The column is a bigint (money in paise): `max` may pass HUNDREDTHS_MAX, up to Number.MAX_SAFE_INTEGER / 100. */
  bigintColumn?: boolean;
  /** The unit of the bounds in messages, when the label does not end with it ('Days to Pay': days). */
  unit?: QuantityUnit;
  /**
   * The one message for a number below the lower bound, a negative one typed with its minus sign included (which
   * would otherwise read 'must be a number'): 'Amount must be greater than zero'.
   */
  tooSmallMessage?: string;
}

/** A custom issue of the number inputs with its stable code (api/error-codes.ts). */
const issue = (message: string, code: 'REQUIRED' | 'INVALID_FORMAT' | 'OUT_OF_RANGE') =>
  ({ code: 'custom', message, params: { code } }) as const;

/** A required non-negative number with at most 2 decimals (accepts numeric strings from forms and queries). */
export function decimalField(label: string, options: DecimalOptions = {}) {
  const { min = 0, greaterThan, decimals = MAX_DECIMALS, integer = false, unit } = options;
  const cap = options.bigintColumn ? Math.floor(Number.MAX_SAFE_INTEGER / 100) : HUNDREDTHS_MAX;
  const max = Math.min(options.max ?? HUNDREDTHS_MAX, cap);
  const typeError = (input: unknown) =>
    input === undefined || input === null ? requiredMessage(label) : `${label} must be a number`;
  return z.union([z.number(), z.string()], { error: (i) => typeError(i.input) }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue(issue(requiredMessage(label), 'REQUIRED'));
      return z.NEVER;
    }
    const n = Number(text);
    const isBelow = greaterThan !== undefined ? !(n > greaterThan) : n < min;
    if (options.tooSmallMessage && Number.isFinite(n) && /^[-+]?\d*\.?\d*$/.test(text) && isBelow) {
      ctx.addIssue(issue(options.tooSmallMessage, 'OUT_OF_RANGE'));
      return z.NEVER;
    }
    if (!Number.isFinite(n) || !/^\d*\.?\d*$/.test(text)) {
      ctx.addIssue(issue(`${label} must be a number`, 'INVALID_FORMAT'));
      return z.NEVER;
    }
    // A whole-number field typed with a decimal point ('3.0') is refused as not whole, not as "at most N decimals".
    if (integer && (!Number.isInteger(n) || !hasAtMostDecimals(text, decimals))) {
      ctx.addIssue(issue(NUMBER_MESSAGES.integer(label), 'INVALID_FORMAT'));
    } else if (!hasAtMostDecimals(text, decimals)) {
      ctx.addIssue(issue(NUMBER_MESSAGES.decimals(label, decimals), 'INVALID_FORMAT'));
    }
    if (greaterThan !== undefined && !(n > greaterThan)) {
      ctx.addIssue(issue(NUMBER_MESSAGES.greaterThan(label, greaterThan, unit), 'OUT_OF_RANGE'));
    } else if (greaterThan === undefined && n < min) {
      ctx.addIssue(issue(NUMBER_MESSAGES.min(label, min, unit), 'OUT_OF_RANGE'));
    }
    if (n > max) ctx.addIssue(issue(NUMBER_MESSAGES.max(label, max, unit), 'OUT_OF_RANGE'));
    return n;
  });
}

/** Whole numbers (days, blocks, months). */
export function integerField(label: string, options: Omit<DecimalOptions, 'integer' | 'decimals'> = {}) {
  return decimalField(label, { ...options, integer: true, decimals: 0 });
}

/** A record's id in a JSON body: a whole number 1 … 2147483647 (a `serial` column). */
export function recordId() {
  return z.number().int().min(1).max(INT4_MAX);
}

/** A record's id in a path or query string: read as a number, then the same range ('abc', '1e309' refused). */
export function recordIdParam() {
  return z.coerce.number().int().min(1).max(INT4_MAX);
}

/** The `{id}` path of a route about one record. */
export const idParamsSchema = z.object({ id: recordIdParam() });

/** An optimistic version (an `integer` column, from 1; 0 where a record may not exist yet). */
export function versionField(min = 1) {
  return z.number().int().min(min).max(INT4_MAX);
}
