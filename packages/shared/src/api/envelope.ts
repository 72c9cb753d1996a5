/** The API envelope (ARCHITECTURE §5): every answer, success or failure, has this shape. */
import { z } from 'zod';
import { ERROR_CODES, ERROR_CODE_NAMES } from './error-codes.ts';
import { INT4_MAX } from '../validation/number-input.ts';

/** The stable codes (api/error-codes.ts), one OpenAPI component listing each with its meaning. */
export const apiErrorCodeSchema = z.enum(ERROR_CODE_NAMES).meta({
  id: 'ApiErrorCode',
  description: [
    'The stable code of an error entry (docs/API-ERRORS.md):',
    ...ERROR_CODE_NAMES.map(
      (name) => `${name} (${ERROR_CODES[name].statuses.join('/')}): ${ERROR_CODES[name].meaning}`,
    ),
  ].join('\n'),
  'x-enum-descriptions': ERROR_CODE_NAMES.map((name) => ERROR_CODES[name].meaning),
});

export const apiErrorSchema = z.object({
  /** The request field the message is about; null for a message about the request as a whole. */
  fieldName: z.string().nullable(),
  errorMessages: z.array(z.string()),
  /** What went wrong, for programs: stable across wording changes. */
  code: apiErrorCodeSchema,
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ isSuccessful: z.literal(true), data });
}

export const failureSchema = z.object({
  isSuccessful: z.literal(false),
  data: z.null(),
  errors: z.array(apiErrorSchema),
});
export type Failure = z.infer<typeof failureSchema>;

export interface Success<T> {
  isSuccessful: true;
  data: T;
}

/** Lists follow one contract (STYLE rule 7). */
export const PAGE_SIZES = [10, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const pageQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'Page size must be 10, 50 or 100')
    .default(DEFAULT_PAGE_SIZE),
});

/**
 * A workflow list's `overdue` filter (the dashboard's overdue tiles link to `?overdue=true`): 'true' keeps only the
 * records waiting on the caller's role past their statutory clock.
 */
export const overdueFilterField = z.enum(['true', 'false']).optional();
