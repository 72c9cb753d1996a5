/**
 * Number inputs (spec §5): the keys e, E and minus are blocked, and at most 2 decimals are allowed. The same rule
 * is the API's, so a value the input accepts is a value the server accepts.
 */
import { z } from 'zod';
import { requiredMessage } from '../api/messages.ts';

/** Keys a number input swallows (plus '+', which a browser number input would also accept). */
export const BLOCKED_NUMBER_KEYS: readonly string[] = ['e', 'E', '-', '+'];

export function isBlockedNumberKey(key: string): boolean {
  return BLOCKED_NUMBER_KEYS.includes(key);
}

export const MAX_DECIMALS = 2;

/** Does a typed value (string or number) have at most `decimals` digits after the point? */
export function hasAtMostDecimals(value: string | number, decimals = MAX_DECIMALS): boolean {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (/e/i.test(text)) return false;
  const point = text.indexOf('.');
  return point === -1 || text.length - point - 1 <= decimals;
}

export const NUMBER_MESSAGES = {
  decimals: (label: string, decimals: number = MAX_DECIMALS) => `${label} can have at most ${decimals} decimal places`,
  min: (label: string, min: number) => `${label} must be at least ${min}`,
  greaterThan: (label: string, min: number) => `${label} must be greater than ${min}`,
  max: (label: string, max: number) => `${label} must be at most ${max}`,
  integer: (label: string) => `${label} must be a whole number`,
} as const;

export interface DecimalOptions {
  /** Inclusive lower bound (default 0). */
  min?: number;
  /** Exclusive lower bound instead of `min`. */
  greaterThan?: number;
  max?: number;
  decimals?: number;
  integer?: boolean;
}

/** A required non-negative number with at most 2 decimals (accepts numeric strings from forms and queries). */
export function decimalField(label: string, options: DecimalOptions = {}) {
  const { min = 0, greaterThan, max, decimals = MAX_DECIMALS, integer = false } = options;
  return z.union([z.number(), z.string()], { error: requiredMessage(label) }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: requiredMessage(label) });
      return z.NEVER;
    }
    const n = Number(text);
    if (!Number.isFinite(n) || !/^\d*\.?\d*$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
      return z.NEVER;
    }
    // A whole-number field typed with a decimal point ('3.0') is refused as not whole, not as "at most N decimals".
    if (integer && (!Number.isInteger(n) || !hasAtMostDecimals(text, decimals))) {
      ctx.addIssue({ code: 'custom', message: NUMBER_MESSAGES.integer(label) });
    } else if (!hasAtMostDecimals(text, decimals)) {
      ctx.addIssue({ code: 'custom', message: NUMBER_MESSAGES.decimals(label, decimals) });
    }
    if (greaterThan !== undefined && !(n > greaterThan)) {
      ctx.addIssue({ code: 'custom', message: NUMBER_MESSAGES.greaterThan(label, greaterThan) });
    } else if (greaterThan === undefined && n < min) {
      ctx.addIssue({ code: 'custom', message: NUMBER_MESSAGES.min(label, min) });
    }
    if (max !== undefined && n > max) ctx.addIssue({ code: 'custom', message: NUMBER_MESSAGES.max(label, max) });
    return n;
  });
}

/** Whole numbers (days, blocks, months). */
export function integerField(label: string, options: Omit<DecimalOptions, 'integer' | 'decimals'> = {}) {
  return decimalField(label, { ...options, integer: true, decimals: 0 });
}
