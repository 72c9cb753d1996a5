import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES, ERROR_CODE_NAMES, errorCodeOfIssue } from './error-codes.ts';
import { apiErrorSchema } from './envelope.ts';

/** The code of the first issue `schema` raises for `value`. */
function codeOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return errorCodeOfIssue(result.error.issues[0]!);
}

describe('error codes', () => {
  it('are UPPER_SNAKE, each with a meaning and its statuses', () => {
    expect(ERROR_CODE_NAMES.length).toBeGreaterThanOrEqual(20);
    for (const name of ERROR_CODE_NAMES) {
      expect(name).toMatch(/^[A-Z]+(?:_[A-Z]+)*$/);
      expect(ERROR_CODES[name].meaning.length).toBeGreaterThan(10);
      expect(ERROR_CODES[name].statuses.length).toBeGreaterThan(0);
    }
  });

  it('are required on every error entry', () => {
    expect(apiErrorSchema.safeParse({ fieldName: null, errorMessages: ['x'] }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ fieldName: null, errorMessages: ['x'], code: 'NOPE' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ fieldName: null, errorMessages: ['x'], code: 'INTERNAL' }).success).toBe(true);
  });

  it('derive from zod issues: missing, type, option, range, length, format', () => {
    expect(codeOf(z.object({ a: z.string({ error: 'A is required' }) }), {})).toBe('REQUIRED');
    expect(codeOf(z.string().min(1), '')).toBe('REQUIRED');
    expect(codeOf(z.array(z.number()).min(1), [])).toBe('REQUIRED');
    expect(codeOf(z.number(), 'x')).toBe('INVALID_FORMAT');
    expect(codeOf(z.email(), 'x')).toBe('INVALID_FORMAT');
    expect(codeOf(z.enum(['A', 'B']), 'C')).toBe('INVALID_OPTION');
    expect(codeOf(z.number().max(3), 4)).toBe('OUT_OF_RANGE');
    expect(codeOf(z.number().min(3), 1)).toBe('OUT_OF_RANGE');
    expect(codeOf(z.array(z.number()).max(1), [1, 2])).toBe('OUT_OF_RANGE');
    expect(codeOf(z.string().max(2), 'abc')).toBe('TOO_LONG');
    expect(codeOf(z.string().min(3), 'ab')).toBe('INVALID');
    expect(codeOf(z.strictObject({}), { x: 1 })).toBe('INVALID');
  });

  it("take a rule's own code, then a custom issue's params.code, and read '… is required' as REQUIRED", () => {
    expect(errorCodeOfIssue({ message: 'x', errorCode: 'WINDOW_CLOSED' })).toBe('WINDOW_CLOSED');
    const coded = z.string().refine(() => false, { message: 'Bad', params: { code: 'INVALID_CHARACTERS' } });
    expect(codeOf(coded, 'a')).toBe('INVALID_CHARACTERS');
    expect(
      codeOf(
        z.string().refine(() => false, 'Seller is required'),
        'a',
      ),
    ).toBe('REQUIRED');
    expect(
      codeOf(
        z.string().refine(() => false, 'Something else'),
        'a',
      ),
    ).toBe('INVALID');
    expect(errorCodeOfIssue({ message: 'x', params: { code: 'NOT_A_CODE' } })).toBe('INVALID');
  });
});
