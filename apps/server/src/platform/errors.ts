/**
 * Typed errors (STYLE rule 5) and the one error handler that turns every failure into the envelope of
 * ARCHITECTURE §5, each entry with its stable code (packages/shared/src/api/error-codes.ts, docs/API-ERRORS.md).
 * A 5xx never leaks internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  errorCodeOfIssue,
  type ApiError,
  type ErrorCodeName,
  type Failure,
  type IssueLike,
} from '@stoa/shared';
import { sqlStateOf } from '../db/sql-state.ts';
import { isDatabaseUnavailable } from './db-errors.ts';

/** What kind of failure a service reports: it fixes the HTTP status and the default code. */
export type ErrorKind =
  'validation' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'business-rule' | 'rate-limited';

const KINDS: Record<ErrorKind, { status: number; code: ErrorCodeName }> = {
  validation: { status: 400, code: 'INVALID' },
  unauthenticated: { status: 401, code: 'UNAUTHENTICATED' },
  forbidden: { status: 403, code: 'NOT_ALLOWED' },
  'not-found': { status: 404, code: 'NOT_FOUND' },
  conflict: { status: 409, code: 'CONFLICT' },
  'business-rule': { status: 422, code: 'BUSINESS_RULE' },
  'rate-limited': { status: 429, code: 'RATE_LIMITED' },
};

/** An entry of an answer before its code is settled: one without a code takes the error's. */
export type ErrorEntry = Omit<ApiError, 'code'> & { code?: ErrorCodeName };

export interface AppErrorOptions {
  /** Every entry of the answer (several fields at once); default: one entry of the message and field. */
  errors?: ErrorEntry[];
  /** A more specific code than the kind's default (WINDOW_CLOSED, STALE_VERSION, …). */
  code?: ErrorCodeName;
}

export class AppError extends Error {
  readonly statusCode: number;
  /** The code of the entries that name none of their own. */
  readonly code: ErrorCodeName;
  /** Every message of the answer: one by default, several when a request fails on several fields at once. */
  readonly errors: ApiError[];
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly fieldName: string | null = null,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = KINDS[kind].status;
    this.code = options.code ?? KINDS[kind].code;
    const entries = options.errors ?? [{ fieldName, errorMessages: [message] }];
    this.errors = entries.map((entry) => ({ ...entry, code: entry.code ?? this.code }));
  }

  /** One error answer naming several fields (e.g. user name and PAN both taken). */
  static fields(
    kind: ErrorKind,
    fields: [fieldName: string, message: string][],
    options: Omit<AppErrorOptions, 'errors'> = {},
  ): AppError {
    const errors = fields.map(([fieldName, message]) => ({ fieldName, errorMessages: [message] }));
    return new AppError(kind, fields[0]?.[1] ?? '', fields[0]?.[0] ?? null, { ...options, errors });
  }
}

/** A validation issue: a zod issue, or a shared rule's `{ path, message }` (with `errorCode` when it has one). */
export type Issue = IssueLike & { path: readonly PropertyKey[] | null };

/** Issues → one entry per field, its messages in order and the code of its first issue (`root` for no path). */
function entriesOf(issues: readonly Issue[], root: string | null): ApiError[] {
  const byField = new Map<string | null, ApiError>();
  for (const issue of issues) {
    const fieldName = issue.path && issue.path.length > 0 ? issue.path.map(String).join('.') : root;
    const entry = byField.get(fieldName) ?? { fieldName, errorMessages: [], code: errorCodeOfIssue(issue) };
    if (issue.message && !entry.errorMessages.includes(issue.message)) entry.errorMessages.push(issue.message);
    byField.set(fieldName, entry);
  }
  return [...byField.values()];
}

/**
 * Validation issues (zod's or a shared rule's) as one 400 answer, one entry per field with its messages in order;
 * a path names the field ('timeBlocks.0.oaRequirement'), an empty or null path the whole request (`root`).
 */
export function issuesError(issues: readonly Issue[], root: string | null = null): AppError {
  return new AppError('validation', issues[0]?.message ?? '', null, { errors: entriesOf(issues, root) });
}

export function failure(errors: ApiError[]): Failure {
  return { isSuccessful: false, data: null, errors };
}

/** One entry about the request as a whole. */
export function requestFailure(code: ErrorCodeName, message: string): Failure {
  return failure([{ fieldName: null, errorMessages: [message], code }]);
}

/** fastify-type-provider-zod's validation entries ('/contact/0' → 'contact.0'; the root → null). */
interface ZodValidationEntry {
  keyword: string;
  instancePath: string;
  message?: string | undefined;
  params?: Record<string, unknown>;
}

function validationErrors(validation: ZodValidationEntry[]): ApiError[] {
  const issues = validation.map((v) => ({
    ...v.params,
    code: v.keyword,
    message: v.message ?? '',
    path: v.instancePath.split('/').filter((key) => key !== ''),
  }));
  return entriesOf(issues, null);
}

/** Fastify's own answers below 500: the request could not be read or routed. */
const CLIENT_CODES: Record<number, ErrorCodeName> = {
  401: 'UNAUTHENTICATED',
  403: 'NOT_ALLOWED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/**
 * The database refused a value (SQLSTATE class 22, data exception): a bound a schema missed. The answer is the 400 it
 * should have been; the log names the query so the schema can be fixed. These are the messages, by code.
 */
export const DATABASE_REFUSALS = {
  OUT_OF_RANGE: 'A number in the request is outside the range the portal can store.',
  TOO_LONG: 'A text in the request is longer than the portal can store.',
  INVALID_CHARACTERS: 'A text in the request contains characters that are not allowed.',
  INVALID_FORMAT: 'A value in the request is not in a form the portal can store.',
} as const satisfies Partial<Record<ErrorCodeName, string>>;

function databaseRefusal(state: string | null): keyof typeof DATABASE_REFUSALS | null {
  if (!state?.startsWith('22')) return null;
  if (state === '22003') return 'OUT_OF_RANGE';
  if (state === '22001') return 'TOO_LONG';
  if (['22021', '22P05', '22025'].includes(state)) return 'INVALID_CHARACTERS';
  return 'INVALID_FORMAT';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(failure(error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(failure(validationErrors(error.validation as ZodValidationEntry[])));
    }
    const refusal = databaseRefusal(sqlStateOf(error));
    if (refusal) {
      request.log.warn({ err: error }, 'the database refused a value the schema let through');
      return reply.status(400).send(requestFailure(refusal, DATABASE_REFUSALS[refusal]));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return reply.status(429).send(requestFailure('RATE_LIMITED', MESSAGES.tooManyRequests));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large): their text is safe to show.
      return reply.status(status).send(requestFailure(CLIENT_CODES[status] ?? 'MALFORMED_REQUEST', error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(requestFailure('SERVICE_UNAVAILABLE', MESSAGES.serviceUnavailable));
    }
    request.log.error({ err: error }, 'unhandled error');
    if (status === 503) return reply.status(503).send(requestFailure('SERVICE_UNAVAILABLE', MESSAGES.genericError));
    return reply.status(500).send(requestFailure('INTERNAL', MESSAGES.genericError));
  });
}
