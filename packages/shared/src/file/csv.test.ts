import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TableTooLargeError, parseCsv } from './csv.ts';

describe('parseCsv (RFC 4180)', () => {
  it('splits rows and fields', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,\n')).toEqual([['a', '']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    expect(parseCsv('"Smith, John",5')).toEqual([['Smith, John', '5']]);
    expect(parseCsv('"He said ""hi""",x')).toEqual([['He said "hi"', 'x']]);
    expect(parseCsv('"line1\r\nline2",x')).toEqual([['line1\r\nline2', 'x']]);
    expect(parseCsv('"",x')).toEqual([['', 'x']]);
  });

  it('treats a quote inside an unquoted field as text', () => {
    expect(parseCsv('5" pipe,x')).toEqual([['5" pipe', 'x']]);
  });

  it('reads CRLF, lone CR and LF line ends', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a\rb\nc')).toEqual([['a'], ['b'], ['c']]);
  });

  it('drops a UTF-8 BOM', () => {
    expect(parseCsv('\uFEFFDate,Holiday Name\r\n')).toEqual([['Date', 'Holiday Name']]);
  });

  it('drops blank lines, including rows of empty or blank cells', () => {
    expect(parseCsv('a\n\n,\n  ,  \r\n\r\nb\n\n')).toEqual([['a'], ['b']]);
  });

  it('reads back what a writer quoting every field wrote', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', '"', '\n', '\r', 'é', '\uFEFF'), maxLength: 6 });
    const rowArb = fc.array(cell, { minLength: 1, maxLength: 4 }).filter((r) => r.some((c) => c.trim() !== ''));
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 5 }), fc.constantFrom('\n', '\r\n'), (rows, eol) => {
        const text = rows.map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(',')).join(eol);
        expect(parseCsv(text)).toEqual(rows);
      }),
    );
  });

  it('stops at the first row or cell past its limits', () => {
    const limits = { maxRows: 2, maxCells: 5 };
    expect(parseCsv('a,b\n1,2', limits)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(() => parseCsv('a\nb\nc', limits)).toThrow(new TableTooLargeError('rows', 2));
    expect(() => parseCsv('a,b,c,d,e,f', limits)).toThrow(new TableTooLargeError('cells', 5));
    // A row of nothing but commas still costs one cell per comma.
    expect(() => parseCsv(','.repeat(1_000_000), limits)).toThrow(TableTooLargeError);
  });
});
