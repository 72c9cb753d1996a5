import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCsv } from '../file/csv.ts';
import {
  ATC_BLOCK_COLUMNS,
  ATC_FILE_HEADER,
  ATC_MESSAGES,
  ATC_TEMPLATE_CSV,
  atcBelowAllocated,
  atcBlockLabel,
  atcDatesQuerySchema,
  atcImportRequestSchema,
  atcTemplateQuerySchema,
  atcDayUpdateSchema,
  formatHundredths,
  parseAtcCell,
  parseAtcDate,
  parseAtcRows,
  type AtcCorridorRef,
} from './atc.schemas.ts';

const CORRIDORS: AtcCorridorRef[] = [
  { id: 1, name: 'Itanagar Zone', kind: 'IntraState', isActive: true },
  { id: 2, name: 'Pasighat Zone', kind: 'IntraState', isActive: true },
  { id: 3, name: 'Old Zone', kind: 'IntraState', isActive: false },
  { id: 4, name: 'State Import', kind: 'InterState', isActive: true },
];
const ones = () => new Array<string>(96).fill('1');
const row = (corridor: string, date: string, values: string[] = ones()) => [corridor, date, ...values];

describe('block columns', () => {
  it('names the 96 blocks from 00:00-00:15 to 23:45-24:00', () => {
    expect(ATC_BLOCK_COLUMNS).toHaveLength(96);
    expect(ATC_BLOCK_COLUMNS[0]).toBe('00:00-00:15');
    expect(atcBlockLabel(12)).toBe('02:45-03:00');
    expect(ATC_BLOCK_COLUMNS[95]).toBe('23:45-24:00');
    expect(ATC_FILE_HEADER).toHaveLength(98);
  });
});

describe('parseAtcCell and parseAtcDate', () => {
  it('reads MW with up to 2 decimals as hundredths', () => {
    expect(parseAtcCell('12.5')).toEqual({ value: 1250 });
    expect(parseAtcCell(' 0 ')).toEqual({ value: 0 });
    expect(parseAtcCell('.25')).toEqual({ value: 25 });
    expect(parseAtcCell('100000')).toEqual({ value: 10_000_000 });
  });

  it('refuses empty, text, negative, 3 decimals and too large', () => {
    expect(parseAtcCell('')).toEqual({ error: 'ATC is required' });
    expect(parseAtcCell('abc')).toEqual({ error: 'ATC must be a number' });
    expect(parseAtcCell('1e3')).toEqual({ error: 'ATC must be a number' });
    expect(parseAtcCell('-5')).toEqual({ error: 'ATC must be at least 0.00 MW' });
    expect(parseAtcCell('1.234')).toEqual({ error: 'ATC can have at most 2 decimal places' });
    expect(parseAtcCell('100000.01')).toEqual({ error: 'ATC must be at most 1,00,000.00 MW' });
  });

  it('reads every 2-decimal MW back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (hundredths) => {
        expect(parseAtcCell(formatHundredths(hundredths))).toEqual({ value: hundredths });
      }),
    );
  });

  it('reads YYYY-MM-DD and DD-MM-YYYY only', () => {
    expect(parseAtcDate('2027-01-05')).toBe('2027-01-05');
    expect(parseAtcDate('05-01-2027')).toBe('2027-01-05');
    for (const bad of ['31-02-2027', '2027/01/05', '05/01/2027', '5-1-2027', 'tomorrow']) {
      expect(parseAtcDate(bad), bad).toBeNull();
    }
  });
});

describe('parseAtcRows', () => {
  it('reads good rows, matching corridors by name whatever the case', () => {
    const values = ones();
    values[11] = '40.25';
    const parsed = parseAtcRows(
      [ATC_FILE_HEADER, row('itanagar zone', '05-01-2027', values), row('Pasighat Zone', '2027-01-05')],
      CORRIDORS,
      'IntraState',
    );
    expect(parsed.fileError).toBeNull();
    expect(parsed.rows.map((r) => [r.line, r.corridorId, r.corridorName, r.date, r.errors])).toEqual([
      [2, 1, 'Itanagar Zone', '2027-01-05', []],
      [3, 2, 'Pasighat Zone', '2027-01-05', []],
    ]);
    expect(parsed.rows[0]!.values[11]).toBe(4025);
    expect(parsed.rows[0]!.values[0]).toBe(100);
    expect(parsed.rows[0]!.cells[11]).toBe('40.25');
  });

  it('gives each bad cell its column and message', () => {
    const values = ones();
    values[0] = 'abc';
    values[11] = '-3';
    values[95] = '1.005';
    const parsed = parseAtcRows(
      [
        ATC_FILE_HEADER,
        row('Nowhere', '2027-13-01', values),
        row('State Import', '2027-01-05'),
        row('Old Zone', ''),
        ['Itanagar Zone', '2027-01-06', '1'],
      ],
      CORRIDORS,
      'IntraState',
    );
    expect(parsed.rows[0]!.errors).toEqual([
      { column: 'Corridor', message: "'Nowhere' is not an intra-state corridor" },
      { column: 'Date', message: 'Date must be YYYY-MM-DD or DD-MM-YYYY' },
      { column: '00:00-00:15', message: 'ATC must be a number' },
      { column: '02:45-03:00', message: 'ATC must be at least 0.00 MW' },
      { column: '23:45-24:00', message: 'ATC can have at most 2 decimal places' },
    ]);
    expect(parsed.rows[1]!.errors).toEqual([
      {
        column: 'Corridor',
        message: "'State Import' is an inter-state corridor: upload it on the Inter-state STOA page",
      },
    ]);
    expect(parsed.rows[2]!.errors).toEqual([
      { column: 'Corridor', message: "Corridor 'Old Zone' is not active" },
      { column: 'Date', message: 'Date is required' },
    ]);
    // A short row: the missing cells are required.
    expect(parsed.rows[3]!.errors).toHaveLength(95);
    expect(parsed.rows[3]!.errors[0]).toEqual({ column: '00:15-00:30', message: 'ATC is required' });
  });

  it('flags a corridor and date that appear twice, on both lines', () => {
    const parsed = parseAtcRows(
      [
        ATC_FILE_HEADER,
        row('Itanagar Zone', '2027-01-05'),
        row('Pasighat Zone', '2027-01-05'),
        row('ITANAGAR ZONE', '05-01-2027'),
      ],
      CORRIDORS,
      'IntraState',
    );
    const message = 'Itanagar Zone on Jan 05, 2027 appears more than once in the file (lines 2, 4)';
    expect(parsed.rows.map((r) => r.errors)).toEqual([
      [{ column: 'Date', message }],
      [],
      [{ column: 'Date', message }],
    ]);
  });

  it('refuses a file whose header is not the template, and skips blank lines', () => {
    expect(parseAtcRows([['Date', 'Corridor']], CORRIDORS, 'IntraState')).toEqual({
      rows: [],
      fileError: ATC_MESSAGES.badHeader,
    });
    expect(parseAtcRows([], CORRIDORS, 'IntraState').fileError).toBe(ATC_MESSAGES.badHeader);
    const spaced = ATC_FILE_HEADER.map((h) => ` ${h.toUpperCase().replace('-', ' – ')} `);
    const parsed = parseAtcRows([spaced, ['', ''], row('State Import', '2027-01-05')], CORRIDORS, 'InterState');
    expect(parsed.rows.map((r) => [r.line, r.errors.length])).toEqual([[3, 0]]);
  });
});

describe('atcBelowAllocated', () => {
  it('names each block where ATC would fall below the allocation', () => {
    const atc = new Array<number>(96).fill(10_000);
    const allocated = new Array<number>(96).fill(0);
    atc[11] = 4000;
    allocated[11] = 5000;
    allocated[12] = 10_000;
    expect(atcBelowAllocated(atc, allocated)).toEqual([
      {
        block: 12,
        column: '02:45-03:00',
        message: 'ATC 40.00 MW in block 12 (02:45–03:00) is below the 50.00 MW already allocated',
      },
    ]);
  });

  it('never flags an ATC at or above the allocation', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1_000_000), { minLength: 96, maxLength: 96 }), fc.nat(1000), (allocated, extra) => {
        expect(
          atcBelowAllocated(
            allocated.map((a) => a + extra),
            allocated,
          ),
        ).toEqual([]);
      }),
    );
  });
});

describe('ATC_TEMPLATE_CSV', () => {
  it('has the header and a row of zeros per active corridor of the kind, and parses back clean', () => {
    const csv = ATC_TEMPLATE_CSV('IntraState', CORRIDORS, ['2027-01-05'], new Map());
    const table = parseCsv(csv);
    expect(table[0]).toEqual(ATC_FILE_HEADER);
    expect(table.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['Itanagar Zone', '2027-01-05', '0.00'],
      ['Pasighat Zone', '2027-01-05', '0.00'],
    ]);
    const parsed = parseAtcRows(table, CORRIDORS, 'IntraState');
    expect(parsed.rows.every((r) => r.errors.length === 0 && r.values.every((v) => v === 0))).toBe(true);
  });

  it('prefills each date with the declared ATC, and the file parses back to exactly those values', () => {
    const itanagar = CORRIDORS.find((c) => c.name === 'Itanagar Zone')!;
    const declared = new Array<number>(96).fill(5000);
    declared[11] = 4050;
    const dates = ['2027-01-05', '2027-01-06'];
    const csv = ATC_TEMPLATE_CSV('IntraState', CORRIDORS, dates, new Map([[`${itanagar.id}|2027-01-06`, declared]]));
    const table = parseCsv(csv);
    expect(table.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['Itanagar Zone', '2027-01-05', '0.00'],
      ['Pasighat Zone', '2027-01-05', '0.00'],
      ['Itanagar Zone', '2027-01-06', '50.00'],
      ['Pasighat Zone', '2027-01-06', '0.00'],
    ]);
    expect(table[3]![13]).toBe('40.50');
    const parsed = parseAtcRows(table, CORRIDORS, 'IntraState');
    expect(parsed.rows[2]).toMatchObject({ corridorId: itanagar.id, date: '2027-01-06', values: declared, errors: [] });
  });

  it('quotes corridor names with commas', () => {
    const named = [{ id: 9, name: 'North, East', kind: 'InterState' as const, isActive: true }];
    expect(parseCsv(ATC_TEMPLATE_CSV('InterState', named, ['2027-01-05'], new Map()))[1]![0]).toBe('North, East');
  });
});

describe('wire schemas', () => {
  it('takes 96 MW values with at most 2 decimals and a version', () => {
    const values = new Array<number>(96).fill(12.5);
    expect(atcDayUpdateSchema.safeParse({ values, version: 3 }).success).toBe(true);
    const bad = atcDayUpdateSchema.safeParse({ values: [...values.slice(0, 95), 1.234], version: 3 });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['values.95', 'ATC can have at most 2 decimal places'],
    ]);
    const short = atcDayUpdateSchema.safeParse({ values: [1], version: 0 });
    expect(short.error?.issues[0]?.message).toBe('ATC must have 96 blocks');
    const negative = atcDayUpdateSchema.safeParse({ values: [...values.slice(0, 95), -1], version: 0 });
    expect(negative.error?.issues[0]?.message).toBe('ATC must be at least 0.00 MW');
  });

  it('asks the date picker for at most a year, in order', () => {
    expect(atcDatesQuerySchema.safeParse({ from: '2027-01-01', to: '2027-01-31' }).success).toBe(true);
    expect(atcDatesQuerySchema.safeParse({ from: '2027-01-31', to: '2027-01-01' }).error?.issues[0]?.message).toBe(
      'To Date must not be before From Date',
    );
    expect(atcDatesQuerySchema.safeParse({ from: '2027-01-01', to: '2028-01-02' }).success).toBe(false);
  });

  it('asks for a template of at most a month, in order; both dates may be left out', () => {
    expect(atcTemplateQuerySchema.safeParse({}).success).toBe(true);
    expect(atcTemplateQuerySchema.safeParse({ from: '2027-01-01', to: '2027-01-31' }).success).toBe(true);
    expect(atcTemplateQuerySchema.safeParse({ from: '2027-01-01', to: '2027-02-01' }).error?.issues[0]?.message).toBe(
      'At most 31 days at a time',
    );
    expect(atcTemplateQuerySchema.safeParse({ from: '2027-01-31', to: '2027-01-01' }).success).toBe(false);
  });

  it('takes an import with or without the confirmation of falls, and only a boolean', () => {
    const fileId = 'a1b2c3d4-0000-4000-8000-0000000000a7';
    expect(atcImportRequestSchema.parse({ fileId })).toEqual({ fileId });
    expect(atcImportRequestSchema.parse({ fileId, confirmFalls: true })).toEqual({ fileId, confirmFalls: true });
    expect(atcImportRequestSchema.safeParse({ fileId, confirmFalls: 'yes' }).success).toBe(false);
  });
});
