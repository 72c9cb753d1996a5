import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorCodeOfIssue } from '../api/error-codes.ts';
import { dateFilterField, filledDateIssues, isoDateField } from '../calendar/dates.ts';
import { HUNDREDTHS_MAX, INT4_MAX, decimalField, idParamsSchema, recordId, versionField } from './number-input.ts';

const firstIssue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0]!;

describe('numbers within the columns (int4)', () => {
  it('takes ids 1 … 2147483647 from paths, refusing what is not a number', () => {
    expect(idParamsSchema.parse({ id: String(INT4_MAX) })).toEqual({ id: INT4_MAX });
    for (const id of ['0', '-1', '2147483648', '99999999999', '1.5', 'abc', 'NaN', 'Infinity', '1e309']) {
      expect(idParamsSchema.safeParse({ id }).success, id).toBe(false);
    }
    expect(errorCodeOfIssue(firstIssue(idParamsSchema, { id: '2147483648' }))).toBe('OUT_OF_RANGE');
    expect(recordId().safeParse(2 ** 31).success).toBe(false);
    expect(versionField().safeParse(2 ** 53 + 1).success).toBe(false);
    expect(versionField(0).safeParse(0).success).toBe(true);
  });

  it('keeps a decimal within int4 once in hundredths, whatever max a field names', () => {
    expect(HUNDREDTHS_MAX * 100).toBeLessThanOrEqual(INT4_MAX);
    const amount = decimalField('Amount (Rs)', { max: 100_000_000 });
    expect(amount.parse(HUNDREDTHS_MAX)).toBe(HUNDREDTHS_MAX);
    const tooBig = firstIssue(amount, HUNDREDTHS_MAX + 1);
    expect([tooBig.message, errorCodeOfIssue(tooBig)]).toEqual([
      'Amount must be at most ₹2,14,74,836.00',
      'OUT_OF_RANGE',
    ]);
  });

  it('codes the number inputs: missing, not a number, too many decimals', () => {
    const mw = decimalField('Quantum (MW)');
    expect(errorCodeOfIssue(firstIssue(mw, ''))).toBe('REQUIRED');
    expect(errorCodeOfIssue(firstIssue(mw, undefined))).toBe('REQUIRED');
    expect(firstIssue(mw, Infinity).message).toBe('Quantum (MW) must be a number');
    expect(errorCodeOfIssue(firstIssue(mw, 'abc'))).toBe('INVALID_FORMAT');
    expect(errorCodeOfIssue(firstIssue(mw, 1.234))).toBe('INVALID_FORMAT');
  });
});

describe('dates', () => {
  it('takes an empty list filter as none and refuses a date that does not exist', () => {
    const filter = z.object({ fromDate: dateFilterField('From Date') });
    expect(filter.parse({ fromDate: '' })).toEqual({ fromDate: undefined });
    expect(filter.parse({ fromDate: '2026-04-01' })).toEqual({ fromDate: '2026-04-01' });
    const issue = firstIssue(filter, { fromDate: '2026-13-45' });
    expect([issue.message, errorCodeOfIssue(issue)]).toEqual(['From Date is not a valid date', 'INVALID_FORMAT']);
  });

  it('picks from a draft only its filled dates that do not exist, not what it lacks', () => {
    const schema = z.object({ name: z.string(), from: isoDateField('From'), to: isoDateField('To') });
    expect(filledDateIssues(schema, { from: 'abc' }).map((i) => [i.path, i.message])).toEqual([
      [['from'], 'From is not a valid date'],
    ]);
    expect(filledDateIssues(schema, { from: '2026-04-01' })).toEqual([]);
  });
});
