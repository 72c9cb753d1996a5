import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../calendar/dates.ts';
import { DEFAULT_BUSINESS_RULES } from '../config/business-rules.ts';
import { CROSS_MONTH_MESSAGE, applicationWindow, checkWindow, type WindowRow } from './application-windows.ts';
import { daysInclusive } from './time-blocks.ts';

const rules = DEFAULT_BUSINESS_RULES.applicationWindows;
const at = (date: string, hhmm = '10:00') => ({
  date,
  minutes: Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)),
});
const rows = (from: string, to = from, fromTimeBlock = 0): WindowRow[] => [
  { oaFromDate: from, oaToDate: to, fromTimeBlock },
];
const isoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('Advance: month M for M+1..M+3 with cut-offs 10, 5, 0 days before the end of M', () => {
  it('opens all three months early in M', () => {
    const w = applicationWindow('Advance', at('2026-12-05'), rules);
    expect(w).toMatchObject({ isOpen: true, minDate: '2027-01-01', maxDate: '2027-03-31', minBlockOnMinDate: 0 });
    expect(w.description).toBe(
      'Advance applications may be made in month M for delivery in months M+1 to M+3: for M+1 until 10 days ' +
        'before the end of M, for M+2 until 5 days before the end of M, for M+3 until the last day of M',
    );
  });
  it('closes each month after its cut-off day (the cut-off day itself allowed)', () => {
    expect(checkWindow('Advance', rows('2027-01-01', '2027-01-31'), at('2026-12-21', '23:59'), rules)).toBeNull();
    expect(checkWindow('Advance', rows('2027-01-01', '2027-01-31'), at('2026-12-22', '00:00'), rules)).toBe(
      'Advance applications for Jan 2027 could be made until Dec 21, 2026',
    );
    expect(applicationWindow('Advance', at('2026-12-27'), rules)).toMatchObject({
      minDate: '2027-03-01',
      maxDate: '2027-03-31',
    });
    expect(checkWindow('Advance', rows('2027-03-10'), at('2026-12-31'), rules)).toBeNull();
    expect(checkWindow('Advance', rows('2027-03-10'), at('2027-02-18', '23:59'), rules)).toBeNull();
    expect(checkWindow('Advance', rows('2027-03-10'), at('2027-02-19', '00:00'), rules)).toBe(
      'Advance applications for Mar 2027 could be made until Feb 18, 2027',
    );
  });
  it('refuses the current month and months beyond M+3', () => {
    expect(checkWindow('Advance', rows('2026-12-30'), at('2026-12-05'), rules)).toBe(
      'Advance applications made in Dec 2026 may be for Jan 2027 to Mar 2027 only',
    );
    expect(checkWindow('Advance', rows('2027-04-01'), at('2026-12-05'), rules)).not.toBeNull();
  });
  it('is closed (an empty range) when every cut-off has passed', () => {
    const strict = {
      ...rules,
      Advance: { monthsAhead: 3, cutoffDaysBeforeMonthEnd: [10, 5, 1] as [number, number, number] },
    };
    expect(applicationWindow('Advance', at('2026-12-31'), strict)).toMatchObject({
      isOpen: false,
      minDate: '2027-01-01',
      maxDate: '2026-12-31',
    });
  });
  it('agrees with checkWindow for every month and day', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 1, max: 4 }), (today, k) => {
        const w = applicationWindow('Advance', at(today), rules);
        const target = addDays(`${today.slice(0, 7)}-15`, 31 * k).slice(0, 7);
        const allowed = checkWindow('Advance', rows(`${target}-15`), at(today), rules) === null;
        return allowed === (w.isOpen && `${target}-15` >= w.minDate && `${target}-15` <= w.maxDate);
      }),
      { numRuns: 300 },
    );
  });
});

describe('FCFS: at least 4 days before start, in the current or next month', () => {
  it('spans today + 4 to the end of next month', () => {
    const w = applicationWindow('FCFS', at('2026-06-10'), rules);
    expect(w).toMatchObject({ isOpen: true, minDate: '2026-06-14', maxDate: '2026-07-31' });
    expect(checkWindow('FCFS', rows('2026-06-14', '2026-06-30'), at('2026-06-10'), rules)).toBeNull();
    expect(checkWindow('FCFS', rows('2026-06-13', '2026-06-30'), at('2026-06-10'), rules)).toBe(
      'First Come First Serve applications may be made at least 4 days before the start of delivery, for ' +
        'delivery in the current or next month: the earliest start now is Jun 14, 2026',
    );
    expect(checkWindow('FCFS', rows('2026-08-01'), at('2026-06-10'), rules)).toBe(w.description);
  });
  it('is closed when the start would fall past the last month', () => {
    const sameMonth = { ...rules, FCFS: { ...rules.FCFS, monthsAhead: 0 } };
    expect(applicationWindow('FCFS', at('2026-06-28'), sameMonth)).toMatchObject({
      isOpen: false,
      minDate: '2026-07-02',
    });
  });
});

describe('Day-ahead: from 3 days before until 15:00 the day before', () => {
  it('moves the first date at the cut-off', () => {
    expect(applicationWindow('DayAhead', at('2026-06-10', '14:59'), rules)).toMatchObject({
      minDate: '2026-06-11',
      maxDate: '2026-06-13',
    });
    expect(applicationWindow('DayAhead', at('2026-06-10', '15:00'), rules)).toMatchObject({ minDate: '2026-06-12' });
    expect(checkWindow('DayAhead', rows('2026-06-11'), at('2026-06-10', '15:00'), rules)).toBe(
      'Day-ahead applications may be made from 3 days before delivery until 15:00 the day before',
    );
  });
  it('allows a delivery date D exactly when D−3 ≤ today ≤ D−1 and, on D−1, before 15:00', () => {
    fc.assert(
      fc.property(
        isoDate,
        fc.integer({ min: -1, max: 5 }),
        fc.integer({ min: 0, max: 1439 }),
        (today, ahead, minutes) => {
          const d = addDays(today, ahead);
          const expected = ahead >= 1 && ahead <= 3 && (ahead > 1 || minutes < 900);
          return (checkWindow('DayAhead', rows(d), { date: today, minutes }, rules) === null) === expected;
        },
      ),
      { numRuns: 300 },
    );
  });
  it('is one delivery date per application and never crosses a month', () => {
    expect(checkWindow('DayAhead', rows('2026-06-11', '2026-06-12'), at('2026-06-10'), rules)).toBe(
      'Day-ahead applications are for a single delivery date',
    );
    const two = [...rows('2026-06-11'), ...rows('2026-06-12')];
    expect(checkWindow('DayAhead', two, at('2026-06-10'), rules)).toBe(
      'Day-ahead applications are for a single delivery date',
    );
    expect(checkWindow('FCFS', rows('2026-07-30', '2026-08-02'), at('2026-07-01'), rules)).toBe(CROSS_MONTH_MESSAGE);
    const split = [...rows('2026-07-30'), ...rows('2026-08-02')];
    expect(checkWindow('FCFS', split, at('2026-07-01'), rules)).toBe('An application may not cross a calendar month');
    expect(checkWindow('FCFS', [], at('2026-07-01'), rules)).toBeNull();
  });
});

describe('Contingency day-ahead: from 15:00 the day before', () => {
  it('opens for tomorrow only at 15:00', () => {
    expect(applicationWindow('ContingencyDayAhead', at('2026-06-10', '14:59'), rules)).toMatchObject({
      isOpen: false,
      minDate: '2026-06-11',
      maxDate: '2026-06-10',
    });
    expect(applicationWindow('ContingencyDayAhead', at('2026-06-10', '15:00'), rules)).toMatchObject({
      isOpen: true,
      minDate: '2026-06-11',
      maxDate: '2026-06-11',
    });
    expect(checkWindow('ContingencyDayAhead', rows('2026-06-11'), at('2026-06-10', '23:59'), rules)).toBeNull();
    expect(checkWindow('ContingencyDayAhead', rows('2026-06-12'), at('2026-06-10', '23:59'), rules)).toBe(
      'Contingency Day-Ahead applications may be made from 15:00 the day before delivery',
    );
  });
});

describe('Contingency same-day: blocks from the next boundary + 4 blocks', () => {
  it('rounds receipt up to a block boundary and adds 4 whole blocks', () => {
    expect(applicationWindow('ContingencySameDay', at('2026-06-10', '10:00'), rules).minBlockOnMinDate).toBe(44);
    expect(applicationWindow('ContingencySameDay', at('2026-06-10', '10:01'), rules).minBlockOnMinDate).toBe(45);
    expect(applicationWindow('ContingencySameDay', at('2026-06-10', '00:00'), rules).minBlockOnMinDate).toBe(4);
    expect(applicationWindow('ContingencySameDay', at('2026-06-10', '22:44'), rules)).toMatchObject({
      isOpen: true,
      minDate: '2026-06-10',
      maxDate: '2026-06-10',
      minBlockOnMinDate: 95,
    });
    expect(applicationWindow('ContingencySameDay', at('2026-06-10', '22:45'), rules).minBlockOnMinDate).toBe(95);
    expect(applicationWindow('ContingencySameDay', at('2026-06-10', '22:46'), rules)).toMatchObject({
      isOpen: false,
      minBlockOnMinDate: 96,
    });
  });
  it('names the earliest From Time', () => {
    const now = at('2026-06-10', '10:00');
    expect(checkWindow('ContingencySameDay', rows('2026-06-10', '2026-06-10', 44), now, rules)).toBeNull();
    expect(checkWindow('ContingencySameDay', rows('2026-06-10', '2026-06-10', 43), now, rules)).toBe(
      'Contingency Same-Day applications may be made on the delivery day, for blocks starting at least 4 blocks ' +
        'after receipt: the earliest From Time now is 11:00',
    );
    expect(checkWindow('ContingencySameDay', rows('2026-06-11', '2026-06-11', 50), now, rules)).not.toBeNull();
    expect(
      checkWindow('ContingencySameDay', rows('2026-06-10', '2026-06-10', 95), at('2026-06-10', '23:00'), rules),
    ).toMatch(/no block of today remains$/);
  });
  it('always leaves at least 4 whole blocks between receipt and the first block', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        const w = applicationWindow('ContingencySameDay', { date: '2026-06-10', minutes }, rules);
        const notice = w.minBlockOnMinDate * 15 - minutes;
        // Open exactly while a block starting ≥ 60 minutes after receipt is left in the day (last: 23:45 at 22:45).
        return w.isOpen ? notice >= 60 && notice < 75 : minutes > 22 * 60 + 45 && w.minBlockOnMinDate === 96;
      }),
    );
  });
});

describe('inputs', () => {
  it('refuses an impossible business time', () => {
    expect(() => applicationWindow('FCFS', { date: '2026-06-10', minutes: 1440 }, rules)).toThrow(RangeError);
    expect(() => applicationWindow('FCFS', { date: '2026-02-30', minutes: 0 }, rules)).toThrow(RangeError);
  });
  it('keeps every open window non-empty and every closed one empty', () => {
    const types = ['Advance', 'FCFS', 'DayAhead', 'ContingencyDayAhead', 'ContingencySameDay'] as const;
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 1439 }), fc.constantFrom(...types), (date, minutes, type) => {
        const w = applicationWindow(type, { date, minutes }, rules);
        const sameDay = type === 'ContingencySameDay';
        return (
          daysInclusive(w.minDate, w.maxDate) > 0 === w.isOpen && (sameDay ? w.minDate === date : w.minDate > date)
        );
      }),
    );
  });
});
