/** Success answers in the envelope of ARCHITECTURE §5. Handlers return `ok(data)`; schemas use `okSchema`. */
import type { z } from 'zod';
import { failureSchema, successSchema, type Success } from '@stoa/shared';

export function ok<T>(data: T): Success<T> {
  return { isSuccessful: true, data };
}

/** Response schemas for a route: 200 with the data schema, and the failure envelope for the 4xx/5xx it may send. */
export function responses<T extends z.ZodType>(data: T) {
  return {
    200: successSchema(data),
    400: failureSchema,
    401: failureSchema,
    403: failureSchema,
    404: failureSchema,
    409: failureSchema,
    422: failureSchema,
    429: failureSchema,
  };
}
