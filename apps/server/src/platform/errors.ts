/**
 * Typed errors (STYLE rule 5) and the one error handler that turns every failure into the envelope of
 * ARCHITECTURE §5. A 5xx never leaks internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ApiError, type Failure } from '@stoa/shared';
import { isDatabaseUnavailable } from './db-errors.ts';

export type ErrorCode =
  'validation' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'business-rule' | 'rate-limited';

const STATUS: Record<ErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'business-rule': 422,
  'rate-limited': 429,
};

export class AppError extends Error {
  readonly statusCode: number;
  /** Every message of the answer: one by default, several when a request fails on several fields at once. */
  readonly errors: ApiError[];
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldName: string | null = null,
    errors?: ApiError[],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS[code];
    this.errors = errors ?? [{ fieldName, errorMessages: [message] }];
  }

  /** One error answer naming several fields (e.g. user name and PAN both taken). */
  static fields(code: ErrorCode, fields: [fieldName: string, message: string][]): AppError {
    const errors = fields.map(([fieldName, message]) => ({ fieldName, errorMessages: [message] }));
    return new AppError(code, fields[0]?.[1] ?? '', fields[0]?.[0] ?? null, errors);
  }
}

/**
 * Validation issues (zod's or a shared rule's) as one 400 answer, one entry per field with its messages in order;
 * a path names the field ('timeBlocks.0.oaRequirement'), an empty or null path the whole request (`root`).
 */
export function issuesError(
  issues: readonly { path: readonly PropertyKey[] | null; message: string }[],
  root: string | null = null,
): AppError {
  const byField = new Map<string | null, string[]>();
  for (const issue of issues) {
    const field = issue.path && issue.path.length > 0 ? issue.path.map(String).join('.') : root;
    const messages = byField.get(field) ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    byField.set(field, messages);
  }
  return new AppError(
    'validation',
    issues[0]?.message ?? '',
    null,
    [...byField].map(([fieldName, errorMessages]) => ({ fieldName, errorMessages })),
  );
}

export function failure(errors: ApiError[]): Failure {
  return { isSuccessful: false, data: null, errors };
}

/** Zod issues → one entry per field, messages in order ('/contact/0' → 'contact.0'; the root → null). */
function validationErrors(validation: { instancePath: string; message?: string | undefined }[]): ApiError[] {
  const byField = new Map<string | null, string[]>();
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || null;
    const list = byField.get(field) ?? [];
    if (issue.message && !list.includes(issue.message)) list.push(issue.message);
    byField.set(field, list);
  }
  return [...byField].map(([fieldName, errorMessages]) => ({ fieldName, errorMessages }));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(failure(error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(failure(validationErrors(error.validation)));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return reply.status(429).send(failure([{ fieldName: null, errorMessages: [MESSAGES.tooManyRequests] }]));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large): their text is safe to show.
      return reply.status(status).send(failure([{ fieldName: null, errorMessages: [error.message] }]));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(failure([{ fieldName: null, errorMessages: [MESSAGES.serviceUnavailable] }]));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure([{ fieldName: null, errorMessages: [MESSAGES.genericError] }]));
  });
}
