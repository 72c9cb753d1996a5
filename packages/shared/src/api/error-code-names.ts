/**
 * The names of the API's stable error codes (error-codes.ts gives each its statuses and meaning). Apart, so the web's
 * API client checks a code without downloading every meaning to show /login.
 */
export const ERROR_CODE_NAMES = [
  'REQUIRED',
  'INVALID_FORMAT',
  'INVALID_OPTION',
  'OUT_OF_RANGE',
  'TOO_LONG',
  'INVALID_CHARACTERS',
  'INVALID',
  'MALFORMED_REQUEST',
  'UNAUTHENTICATED',
  'NOT_ALLOWED',
  'NOT_FOUND',
  'CONFLICT',
  'STALE_VERSION',
  'PLAN_CHANGED',
  'BUSINESS_RULE',
  'WINDOW_CLOSED',
  'MARGIN_EXHAUSTED',
  'PARTY_LIMIT_EXCEEDED',
  'ATC_FALL_UNCONFIRMED',
  'REASON_UNKNOWN',
  'REASON_ANSWER_MISSING',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCodeName = (typeof ERROR_CODE_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(ERROR_CODE_NAMES);

export function isErrorCodeName(value: unknown): value is ErrorCodeName {
  return typeof value === 'string' && NAMES.has(value);
}
