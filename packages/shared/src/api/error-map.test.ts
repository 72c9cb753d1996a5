import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { labelOfKey, labelOfPath } from './error-map.ts';
import { errorCodeOfIssue } from './error-codes.ts';

/** The first message `schema` gives for `value` (the map is installed by the project's setup, as in the apps). */
function messageOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]!.message;
}

const ZOD_DEFAULTS = /Invalid input|Invalid option|expected|received|Too big|Too small|Unrecognized/;

describe('labels', () => {
  it('come from a small dictionary, else from the key in words, skipping array indexes', () => {
    expect(labelOfPath(['timeBlocks', 0, 'oaRequirement'])).toBe('Applied Requirement (MW)');
    expect(labelOfPath(['timeBlocks', 3, 'fromTimeBlock'])).toBe('From Time');
    expect(labelOfPath(['pageNumber'])).toBe('Page Number');
    expect(labelOfPath(['units', 2])).toBe('Units');
    expect(labelOfPath([])).toBe('Value');
    expect(labelOfKey('OAFromDate')).toBe('From Date');
    expect(labelOfKey('contractDemandMW')).toBe('Contract Demand MW');
    expect(labelOfKey('sanctioned_load')).toBe('Sanctioned Load');
  });
});

describe('the error map', () => {
  it('words missing values and wrong types with the label', () => {
    const row = z.object({
      oaRequirement: z.number(),
      remarks: z.string(),
      isDraft: z.boolean(),
      rows: z.array(z.number()),
    });
    expect(messageOf(row.pick({ oaRequirement: true }), {})).toBe('Applied Requirement (MW) is required');
    expect(messageOf(row.pick({ oaRequirement: true }), { oaRequirement: null })).toBe(
      'Applied Requirement (MW) is required',
    );
    expect(messageOf(row.pick({ oaRequirement: true }), { oaRequirement: 'x' })).toBe(
      'Applied Requirement (MW) must be a number',
    );
    expect(messageOf(z.object({ pageNumber: z.coerce.number() }), { pageNumber: 'abc' })).toBe(
      'Page Number must be a number',
    );
    expect(messageOf(row.pick({ remarks: true }), { remarks: 5 })).toBe('Remarks must be text');
    expect(messageOf(row.pick({ isDraft: true }), { isDraft: 'yes' })).toBe('Draft must be true or false');
    expect(messageOf(row.pick({ rows: true }), { rows: {} })).toBe('Rows must be a list');
    expect(messageOf(z.object({ n: z.int() }), { n: 1.5 })).toBe('N must be a whole number');
  });

  it('lists the options of an enum and words bounds and lengths', () => {
    const type = z.object({ type: z.enum(['Advance', 'DayAhead', 'FCFS']) });
    expect(messageOf(type, { type: 'Later' })).toBe('Type must be one of: Advance, DayAhead, FCFS');
    expect(messageOf(z.object({ pageSize: z.number().max(100) }), { pageSize: 500 })).toBe(
      'Page Size must be at most 100',
    );
    expect(messageOf(z.object({ id: z.number().positive() }), { id: 0 })).toBe('ID must be greater than 0');
    expect(messageOf(z.object({ id: z.number().min(1) }), { id: 0 })).toBe('ID must be at least 1');
    expect(messageOf(z.object({ remarks: z.string().max(5) }), { remarks: 'toolong' })).toBe(
      'Remarks can be at most 5 characters',
    );
    expect(messageOf(z.object({ remarks: z.string().min(1) }), { remarks: '' })).toBe('Remarks is required');
    expect(messageOf(z.object({ rows: z.array(z.number()).max(1) }), { rows: [1, 2] })).toBe(
      'Rows can be at most 1 items',
    );
  });

  it('words formats and unknown fields', () => {
    expect(messageOf(z.object({ fromDate: z.iso.date() }), { fromDate: '2026-13-45' })).toBe(
      'From Date must be a date (YYYY-MM-DD)',
    );
    expect(messageOf(z.object({ email: z.email() }), { email: 'x' })).toBe('Email must be a valid email');
    expect(messageOf(z.object({ code: z.string().regex(/^\d+$/) }), { code: 'x' })).toBe(
      'Code is not in the right format',
    );
    expect(messageOf(z.strictObject({ a: z.number() }), { a: 1, b: 2, c: 3 })).toBe('Unknown fields b, c');
  });

  it("leaves our schemas' own messages alone, and takes a schema's own title as its label", () => {
    expect(messageOf(z.object({ a: z.string({ error: 'Seller is required' }) }), {})).toBe('Seller is required');
    expect(messageOf(z.number().max(5, 'At most five'), 9)).toBe('At most five');
    expect(messageOf(z.object({ x: z.number().meta({ title: 'Installed Capacity (MW)' }) }), { x: 'a' })).toBe(
      'Installed Capacity (MW) must be a number',
    );
  });

  it('never leaves a zod default phrase, and codes a missing value REQUIRED', () => {
    const schema = z.object({
      a: z.number(),
      b: z.enum(['X', 'Y']),
      c: z.string().max(2),
      d: z.array(z.string()).min(2),
      e: z.union([z.number(), z.boolean()]),
      f: z.literal('only'),
      g: z.record(z.string(), z.number()),
    });
    const bad = { b: 'Z', c: 'long', d: ['x'], e: 'text', f: 'other', g: { k: 'v' } };
    const issues = schema.safeParse(bad).error!.issues;
    expect(issues.length).toBeGreaterThanOrEqual(7);
    for (const issue of issues) expect(issue.message).not.toMatch(ZOD_DEFAULTS);
    expect(errorCodeOfIssue(issues[0]!)).toBe('REQUIRED');
  });
});
