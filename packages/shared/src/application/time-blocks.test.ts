import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BLOCKS_PER_DAY,
  TIME_BLOCK_MESSAGES,
  TIME_LABELS,
  blockLabel,
  blocksOfRow,
  dateRange,
  daysInclusive,
  mwRunsOf,
  mwToHundredths,
  rowMwh,
  scheduleOf,
  timeLabelToIndex,
  totalMwh,
  validateTimeBlockRows,
  type TimeBlockRow,
} from './time-blocks.ts';

const row = (over: Partial<TimeBlockRow> = {}): TimeBlockRow => ({
  oaFromDate: '2026-06-01',
  oaToDate: '2026-06-01',
  fromTimeBlock: 0,
  toTimeBlock: 96,
  oaRequirement: 10,
  ...over,
});

describe('labels and blocks (DOMAIN §2)', () => {
  it('has 97 labels from 00:00 to 24:00 every 15 minutes', () => {
    expect(TIME_LABELS).toHaveLength(97);
    expect(TIME_LABELS.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(TIME_LABELS.slice(-2)).toEqual(['23:45', '24:00']);
    expect(blockLabel(40)).toBe('10:00');
    expect(() => blockLabel(97)).toThrow(RangeError);
  });
  it('reads labels back and refuses times off the 15-minute schema', () => {
    expect(timeLabelToIndex('00:00')).toBe(0);
    expect(timeLabelToIndex('10:45')).toBe(43);
    expect(timeLabelToIndex('24:00')).toBe(96);
    for (const bad of ['10:10', '24:15', '9:00', '25:00', '']) expect(timeLabelToIndex(bad)).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 0, max: 96 }), (i) => timeLabelToIndex(blockLabel(i)) === i));
  });
  it('counts blocks with an exclusive end: 0 → 96 is the whole day', () => {
    expect(blocksOfRow(0, 96)).toBe(BLOCKS_PER_DAY);
    expect(blocksOfRow(40, 44)).toBe(4);
    expect(blocksOfRow(44, 40)).toBe(0);
  });
  it('counts days inclusive and lists them', () => {
    expect(daysInclusive('2026-02-27', '2026-03-02')).toBe(4);
    expect(daysInclusive('2026-03-02', '2026-03-01')).toBe(0);
    expect(dateRange('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(dateRange('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

describe('energy: days inclusive × hours × MW', () => {
  it('computes the spec example exactly', () => {
    // 3 days × 10:00–14:00 (4 h) × 12.5 MW = 150 MWh.
    expect(rowMwh(row({ oaToDate: '2026-06-03', fromTimeBlock: 40, toTimeBlock: 56, oaRequirement: 12.5 }))).toBe(150);
    // 1 block at 0.01 MW = 0.0025 MWh → 0.00; 2 blocks = 0.005 → 0.01 (half up); 3 = 0.0075 → 0.01.
    expect(rowMwh(row({ fromTimeBlock: 0, toTimeBlock: 1, oaRequirement: 0.01 }))).toBe(0);
    expect(rowMwh(row({ fromTimeBlock: 0, toTimeBlock: 2, oaRequirement: 0.01 }))).toBe(0.01);
    expect(rowMwh(row({ fromTimeBlock: 0, toTimeBlock: 3, oaRequirement: 0.01 }))).toBe(0.01);
    expect(rowMwh(row({ fromTimeBlock: 0, toTimeBlock: 3, oaRequirement: 1.01 }))).toBe(0.76); // 0.7575
    expect(rowMwh(row({ fromTimeBlock: 0, toTimeBlock: 1, oaRequirement: 1.01 }))).toBe(0.25); // 0.2525
  });
  it('sums rows exactly and rounds once', () => {
    const r = row({ fromTimeBlock: 0, toTimeBlock: 1, oaRequirement: 1.01 }); // 0.2525 each
    expect(totalMwh([r, { ...r, oaFromDate: '2026-06-02', oaToDate: '2026-06-02' }])).toBe(0.51); // 0.505
    expect(totalMwh([])).toBe(0);
  });
  it('refuses MW with more than 2 decimals or below 0', () => {
    expect(() => rowMwh(row({ oaRequirement: 1.005 }))).toThrow(RangeError);
    expect(() => mwToHundredths(-1)).toThrow(RangeError);
    expect(mwToHundredths(0.29)).toBe(29);
  });
  it('equals the schedule summed over blocks × 0.25 h', () => {
    const arbRow = fc
      .record({
        days: fc.integer({ min: 0, max: 40 }),
        from: fc.integer({ min: 0, max: 95 }),
        len: fc.integer({ min: 1, max: 96 }),
        mw: fc.integer({ min: 100, max: 100_000 }),
      })
      .map(({ days, from, len, mw }) =>
        row({
          oaToDate: dateRange('2026-06-01', '2026-07-31')[days] as string,
          fromTimeBlock: from,
          toTimeBlock: Math.min(96, from + len),
          oaRequirement: mw / 100,
        }),
      );
    fc.assert(
      fc.property(arbRow, (r) => {
        const quarterHundredths = [...scheduleOf([r]).values()].flat().reduce((s, v) => s + v, 0);
        return rowMwh(r) === Math.floor((quarterHundredths + 2) / 4) / 100;
      }),
      { numRuns: 200 },
    );
  });
});

describe('schedule per date and block', () => {
  it('puts the MW in hundredths on the covered blocks of every date', () => {
    const s = scheduleOf([row({ oaToDate: '2026-06-02', fromTimeBlock: 4, toTimeBlock: 6, oaRequirement: 2.5 })]);
    expect([...s.keys()]).toEqual(['2026-06-01', '2026-06-02']);
    const day = s.get('2026-06-02') as number[];
    expect(day).toHaveLength(96);
    expect(day.slice(3, 7)).toEqual([0, 250, 250, 0]);
  });
  it('sums overlapping rows and orders dates', () => {
    const s = scheduleOf([
      row({ oaFromDate: '2026-06-02', oaToDate: '2026-06-02', oaRequirement: 1 }),
      row({ oaFromDate: '2026-06-01', oaToDate: '2026-06-02', fromTimeBlock: 95, oaRequirement: 2 }),
    ]);
    expect([...s.keys()]).toEqual(['2026-06-01', '2026-06-02']);
    expect(s.get('2026-06-02')?.slice(94)).toEqual([100, 300]);
    expect(s.get('2026-06-01')?.slice(94)).toEqual([0, 200]);
  });
  it('throws on an invalid row', () => {
    expect(() => scheduleOf([row({ fromTimeBlock: 10, toTimeBlock: 10 })])).toThrow(RangeError);
  });
});

describe('row rules (spec §5 Time-block rows)', () => {
  const window = { minDate: '2026-06-01', maxDate: '2026-06-30' };
  it('accepts valid rows', () => {
    expect(validateTimeBlockRows([row(), row({ oaFromDate: '2026-06-02', oaToDate: '2026-06-30' })], window)).toEqual(
      [],
    );
  });
  it('gives the spec messages', () => {
    const issues = validateTimeBlockRows(
      [
        row({ fromTimeBlock: 40, toTimeBlock: 40 }),
        row({ oaFromDate: '2026-05-31', oaToDate: '2026-05-30', oaRequirement: 0.5 }),
        row({ oaFromDate: '2026-06-10', oaToDate: '2026-07-01', fromTimeBlock: 2.5, oaRequirement: 12 }),
      ],
      { ...window, remaining: 11.5 },
    );
    expect(issues).toEqual([
      { row: 0, field: 'toTimeBlock', message: 'To Time should be after From Time' },
      { row: 1, field: 'oaFromDate', message: 'Date should be between Jun 01, 2026 and Jun 30, 2026' },
      { row: 1, field: 'oaToDate', message: 'To Date should not be before From Date' },
      { row: 1, field: 'oaRequirement', message: 'Applied requirement : 0.5 can not be less than 1' },
      { row: 2, field: 'oaToDate', message: 'Date should be between Jun 01, 2026 and Jun 30, 2026' },
      { row: 2, field: 'fromTimeBlock', message: 'Time should be on the 15 minute schema' },
      { row: 2, field: 'oaRequirement', message: 'Applied requirement : 12 is more than approved : 11.5' },
    ]);
  });
  it('allows exactly the remaining quantum and exactly 1 MW', () => {
    expect(
      validateTimeBlockRows(
        [row({ oaRequirement: 1 }), row({ oaFromDate: '2026-06-02', oaToDate: '2026-06-02', oaRequirement: 11.5 })],
        { remaining: 11.5 },
      ),
    ).toEqual([]);
  });
  it('flags the later of two rows overlapping in date and time, on From Time', () => {
    const rows = [
      row({ oaToDate: '2026-06-05', fromTimeBlock: 40, toTimeBlock: 48 }),
      row({ oaFromDate: '2026-06-06', oaToDate: '2026-06-06', fromTimeBlock: 40, toTimeBlock: 48 }), // other date
      row({ oaFromDate: '2026-06-03', oaToDate: '2026-06-03', fromTimeBlock: 48, toTimeBlock: 52 }), // touches at 12:00
      row({ oaFromDate: '2026-06-05', oaToDate: '2026-06-08', fromTimeBlock: 47, toTimeBlock: 49 }), // overlaps 0 and 1
    ];
    expect(validateTimeBlockRows(rows, window)).toEqual([
      { row: 3, field: 'fromTimeBlock', message: TIME_BLOCK_MESSAGES.overlap },
    ]);
  });
  it('reports overlap exactly when the rows share a date and a block', () => {
    const arb = fc.record({
      d1: fc.integer({ min: 0, max: 5 }),
      n1: fc.integer({ min: 0, max: 3 }),
      b1: fc.integer({ min: 0, max: 10 }),
      l1: fc.integer({ min: 1, max: 5 }),
      d2: fc.integer({ min: 0, max: 5 }),
      n2: fc.integer({ min: 0, max: 3 }),
      b2: fc.integer({ min: 0, max: 10 }),
      l2: fc.integer({ min: 1, max: 5 }),
    });
    const dates = dateRange('2026-06-01', '2026-06-09');
    const mk = (d: number, n: number, b: number, l: number) =>
      row({ oaFromDate: dates[d] as string, oaToDate: dates[d + n] as string, fromTimeBlock: b, toTimeBlock: b + l });
    fc.assert(
      fc.property(arb, ({ d1, n1, b1, l1, d2, n2, b2, l2 }) => {
        const a = mk(d1, n1, b1, l1);
        const b = mk(d2, n2, b2, l2);
        const cellsA = scheduleOf([a]);
        const shared = [...scheduleOf([b])].some(([date, blocks]) =>
          blocks.some((v, i) => v > 0 && (cellsA.get(date)?.[i] ?? 0) > 0),
        );
        const issues = validateTimeBlockRows([a, b]);
        return shared
          ? issues.length === 1 && issues[0]?.row === 1 && issues[0].message === TIME_BLOCK_MESSAGES.overlap
          : issues.length === 0;
      }),
      { numRuns: 300 },
    );
  });
  it('leaves malformed rows out of the overlap check and wants both date bounds', () => {
    expect(validateTimeBlockRows([row(), row({ fromTimeBlock: 96 })])).toEqual([
      { row: 1, field: 'fromTimeBlock', message: TIME_BLOCK_MESSAGES.schema },
    ]);
    expect(validateTimeBlockRows([row(), row({ oaFromDate: '2026-06-02', oaToDate: '2026-06-01' })])).toEqual([
      { row: 1, field: 'oaToDate', message: TIME_BLOCK_MESSAGES.toDateAfterFrom },
    ]);
    expect(() => validateTimeBlockRows([row()], { minDate: '2026-06-01' })).toThrow();
  });
});

describe('mwRunsOf', () => {
  it('reads a day as its runs of equal MW, leaving out what is not scheduled', () => {
    const day = Array.from({ length: BLOCKS_PER_DAY }, (_, b) => (b < 32 ? 12.5 : b < 40 ? 0 : 5));
    expect(mwRunsOf(day)).toEqual([
      { from: 0, to: 32, mw: 12.5 },
      { from: 40, to: 96, mw: 5 },
    ]);
    expect(mwRunsOf(new Array<number>(BLOCKS_PER_DAY).fill(0))).toEqual([]);
  });

  it('gives back every block, in runs no longer than they can be', () => {
    const mw = fc.constantFrom(0, 0, 1.25, 5, 12.5);
    fc.assert(
      fc.property(fc.array(mw, { minLength: BLOCKS_PER_DAY, maxLength: BLOCKS_PER_DAY }), (day) => {
        const runs = mwRunsOf(day);
        const back = new Array<number>(BLOCKS_PER_DAY).fill(0);
        for (const r of runs) for (let b = r.from; b < r.to; b += 1) back[b] = r.mw;
        expect(back).toEqual(day);
        runs.slice(1).forEach((r, i) => expect(r.from > runs[i]!.to || r.mw !== runs[i]!.mw).toBe(true));
      }),
    );
  });
});
