/**
 * The stable error codes of the API (issue #12): every entry of a failure envelope carries one, next to the
 * message people read. Programs keep the code; the wording may change. A code is never renamed or given a new
 * meaning — add a new one instead. docs/API-ERRORS.md and the OpenAPI document (`ApiErrorCode`) list them.
 */
import { isErrorCodeName, type ErrorCodeName } from './error-code-names.ts';

export * from './error-code-names.ts';

export const ERROR_CODES = {
  REQUIRED: { statuses: [400], meaning: 'A required field is missing or empty.' },
  INVALID_FORMAT: {
    statuses: [400],
    meaning: 'A value has the wrong type or form (a number, a date YYYY-MM-DD, an e-mail, a pattern, decimals).',
  },
  INVALID_OPTION: { statuses: [400], meaning: 'A value is not one of the allowed options.' },
  OUT_OF_RANGE: {
    statuses: [400],
    meaning: 'A number, a date or a list size is outside its allowed range (also numbers the database cannot hold).',
  },
  TOO_LONG: { statuses: [400], meaning: 'A text is longer than allowed.' },
  INVALID_CHARACTERS: {
    statuses: [400],
    meaning: 'A text contains characters that are not allowed: control characters or unpaired UTF-16 surrogates.',
  },
  INVALID: { statuses: [400], meaning: 'Another rule of a field or of the request failed; the message says which.' },
  MALFORMED_REQUEST: {
    statuses: [400, 413, 415],
    meaning:
      'The request cannot be read: not JSON, nested too deep, too large, or a content type the route does not take.',
  },
  UNAUTHENTICATED: { statuses: [401], meaning: 'No valid session: sign in (again).' },
  NOT_ALLOWED: { statuses: [403], meaning: 'The signed-in user may not do this, or may not see this record.' },
  NOT_FOUND: { statuses: [404], meaning: 'The record or the API path does not exist.' },
  CONFLICT: { statuses: [409], meaning: 'The request clashes with existing data (a name taken, already done).' },
  STALE_VERSION: {
    statuses: [409],
    meaning: 'The record changed since it was read (optimistic version): reload it and try again.',
  },
  PLAN_CHANGED: {
    statuses: [409],
    meaning: 'The schedules a previewed plan (a curtailment) was made on changed since: preview again and apply.',
  },
  BUSINESS_RULE: { statuses: [422], meaning: 'A business rule refuses the request; the message names the rule.' },
  WINDOW_CLOSED: { statuses: [422], meaning: 'The application window of the type is closed for the dates asked.' },
  MARGIN_EXHAUSTED: { statuses: [409, 422], meaning: 'No transmission margin (ATC) is left for the request.' },
  PARTY_LIMIT_EXCEEDED: {
    statuses: [400, 422],
    meaning: "The request exceeds a party's limit: remaining approved quantum, capacity or contract demand.",
  },
  ATC_FALL_UNCONFIRMED: {
    statuses: [422],
    meaning: 'The ATC import lowers declared ATC and was sent without confirmFalls: confirm the falls and send again.',
  },
  REASON_UNKNOWN: {
    statuses: [400],
    meaning: "A reason code is not an active reason of the record type's list, or was not asked on the record.",
  },
  REASON_ANSWER_MISSING: {
    statuses: [400],
    meaning: 'A resubmission leaves a reason the record was returned for unanswered.',
  },
  RATE_LIMITED: { statuses: [429], meaning: 'Too many requests or failed sign-ins: wait and try again.' },
  SERVICE_UNAVAILABLE: { statuses: [503], meaning: 'The service cannot answer now (database down, shutting down).' },
  INTERNAL: { statuses: [500], meaning: 'An unexpected server error; details are logged, never sent.' },
} as const satisfies Record<ErrorCodeName, { statuses: readonly number[]; meaning: string }>;

/** What the API knows of a validation issue: a zod issue (finalized) or a rule's own `{ path, message }`. */
export interface IssueLike {
  /** zod's issue code ('invalid_type', 'too_big', …); absent for a rule's own issue. */
  code?: string | undefined;
  message: string;
  origin?: string | undefined;
  minimum?: unknown;
  /** A custom issue's params; `params.code` names the error code outright. */
  params?: { code?: unknown } | undefined;
  /** A rule's own code, when it has one. */
  errorCode?: ErrorCodeName | undefined;
}

/** The rule of every '{Label} is required' message (spec §5; `requiredMessage` and the zod error map). */
const REQUIRED_TEXT = / is required$/;

/** The stable code of one validation issue (see docs/API-ERRORS.md for the mapping). */
export function errorCodeOfIssue(issue: IssueLike): ErrorCodeName {
  if (issue.errorCode) return issue.errorCode;
  if (isErrorCodeName(issue.params?.code)) return issue.params.code;
  if (REQUIRED_TEXT.test(issue.message)) return 'REQUIRED';
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_format':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
      return 'INVALID_FORMAT';
    case 'invalid_value':
      return 'INVALID_OPTION';
    case 'too_big':
      return issue.origin === 'string' ? 'TOO_LONG' : 'OUT_OF_RANGE';
    case 'too_small':
      if (Number(issue.minimum) <= 1 && (issue.origin === 'string' || issue.origin === 'array')) return 'REQUIRED';
      return issue.origin === 'string' ? 'INVALID' : 'OUT_OF_RANGE';
    default:
      return 'INVALID';
  }
}
