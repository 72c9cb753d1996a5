/**
 * When an application's fee falls due (DOMAIN §5 "Fee timing"), worked by hand on the calendar of December 2026:
 * Tuesday 1, Saturday 5, Sunday 6 (off), Wednesday 9. IST is UTC+05:30, so 15:00 IST is 09:30 UTC.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_BUSINESS_RULES } from '../config/business-rules.ts';
import { addDays, businessDate } from '../calendar/dates.ts';
import { APPLICATION_TYPES, type ApplicationType } from '../application/application-types.ts';
import { applicationFeeDue, formatDueBy, isPastDue, payByRule, type FeeDueTerms } from './fee-due.ts';

const NONE = new Set<string>();
const TERMS: FeeDueTerms = {
  windows: DEFAULT_BUSINESS_RULES.applicationWindows,
  feeRule: { daysToPay: 3, dayKind: 'Working' },
  holidays: NONE,
};
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

describe('payByRule', () => {
  it('counts working days past Sundays and holidays, or calendar days', () => {
    // Saturday 5 Dec: Monday 7 (1), Tuesday 8 (2), Wednesday 9 (3).
    expect(payByRule('2026-12-05', { daysToPay: 3, dayKind: 'Working' }, NONE)).toBe('2026-12-09');
    // Monday 7 a holiday: Tuesday 8 (1), Wednesday 9 (2), Thursday 10 (3).
    expect(payByRule('2026-12-05', { daysToPay: 3, dayKind: 'Working' }, new Set(['2026-12-07']))).toBe('2026-12-10');
    expect(payByRule('2026-12-05', { daysToPay: 7, dayKind: 'Calendar' }, NONE)).toBe('2026-12-12');
  });
});

describe('applicationFeeDue', () => {
  it('day-ahead: the processing cut-off of its day, 15:00 IST the day before delivery', () => {
    // Submitted Tuesday 10:00 for Wednesday: due Tuesday 15:00 IST (not after delivery).
    const due = applicationFeeDue(
      {
        type: 'DayAhead',
        submittedAt: ist('2026-12-01', '10:00'),
        fromDate: '2026-12-02',
        processingDate: '2026-12-02',
      },
      TERMS,
    );
    expect(due).toEqual({ dueOn: '2026-12-01', dueAt: '2026-12-01T09:30:00.000Z' });
    expect(formatDueBy(due.dueOn, due.dueAt)).toBe('Dec 01, 2026 3:00 PM');
  });

  it('day-ahead: the configured cut-off time, whatever the due rule says', () => {
    const terms = {
      ...TERMS,
      windows: { ...TERMS.windows, DayAhead: { openDaysBefore: 3, cutoffTime: '12:30' } },
      feeRule: { daysToPay: 30, dayKind: 'Calendar' as const },
    };
    // Submitted on Saturday 28 Nov for Wednesday 2 Dec: due Tuesday 1 Dec 12:30 IST (07:00 UTC).
    const due = applicationFeeDue(
      {
        type: 'DayAhead',
        submittedAt: ist('2026-11-28', '09:00'),
        fromDate: '2026-12-02',
        processingDate: '2026-12-02',
      },
      terms,
    );
    expect(due).toEqual({ dueOn: '2026-12-01', dueAt: '2026-12-01T07:00:00.000Z' });
  });

  it('contingency (day-ahead and same-day): at once, on the day it is submitted', () => {
    const sameDay = { submittedAt: ist('2026-12-01', '10:03'), fromDate: '2026-12-01', processingDate: '2026-12-01' };
    expect(applicationFeeDue({ type: 'ContingencySameDay', ...sameDay }, TERMS)).toEqual({
      dueOn: '2026-12-01',
      dueAt: null,
    });
    const dayAhead = { submittedAt: ist('2026-12-01', '16:00'), fromDate: '2026-12-02', processingDate: '2026-12-02' };
    expect(applicationFeeDue({ type: 'ContingencyDayAhead', ...dayAhead }, TERMS)).toEqual({
      dueOn: '2026-12-01',
      dueAt: null,
    });
  });

  it('FCFS submitted Saturday, Sunday off: due the following Wednesday (3 working days)', () => {
    const fcfs = { type: 'FCFS' as const, submittedAt: ist('2026-12-05', '11:00'), processingDate: '2026-12-05' };
    expect(applicationFeeDue({ ...fcfs, fromDate: '2026-12-12' }, TERMS)).toEqual({ dueOn: '2026-12-09', dueAt: null });
    // A holiday on Monday 7 moves it to Thursday 10.
    expect(
      applicationFeeDue({ ...fcfs, fromDate: '2026-12-15' }, { ...TERMS, holidays: new Set(['2026-12-07']) }),
    ).toEqual({ dueOn: '2026-12-10', dueAt: null });
  });

  it('FCFS: never after its processing deadline nor on its first delivery day', () => {
    const fcfs = { type: 'FCFS' as const, submittedAt: ist('2026-12-05', '11:00'), processingDate: '2026-12-05' };
    // The Admin's rule says 5 working days (Friday 11); the SLDC processes within 3 (Wednesday 9): due Wednesday 9.
    const lenient = { ...TERMS, feeRule: { daysToPay: 5, dayKind: 'Working' as const } };
    expect(applicationFeeDue({ ...fcfs, fromDate: '2026-12-14' }, lenient).dueOn).toBe('2026-12-09');
    // Delivery from Wednesday 9 (4 days ahead): the SLDC accepts it by Tuesday 8 at the latest.
    expect(applicationFeeDue({ ...fcfs, fromDate: '2026-12-09' }, TERMS).dueOn).toBe('2026-12-08');
  });

  it('Advance: the due rule, never after its batch’s processing date nor its first delivery day', () => {
    // Wednesday 18 Nov for December (processed on 1 Dec): Thursday 19, Friday 20, Saturday 21.
    const early = { submittedAt: ist('2026-11-18', '12:00'), fromDate: '2026-12-10', processingDate: '2026-12-01' };
    expect(applicationFeeDue({ type: 'Advance', ...early }, TERMS)).toEqual({ dueOn: '2026-11-21', dueAt: null });
    // Saturday 28 Nov, delivery from 1 Dec: the rule says Wednesday 2 Dec, the batch 1 Dec, delivery starts 1 Dec →
    // Monday 30 Nov.
    const late = { submittedAt: ist('2026-11-28', '12:00'), fromDate: '2026-12-01', processingDate: '2026-12-01' };
    expect(applicationFeeDue({ type: 'Advance', ...late }, TERMS).dueOn).toBe('2026-11-30');
  });

  it('is never before the day it is raised, and never after the delivery starts (every type, any rule)', () => {
    const types = APPLICATION_TYPES as readonly ApplicationType[];
    fc.assert(
      fc.property(
        fc.constantFrom(...types),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom('Working' as const, 'Calendar' as const),
        (type, day, minute, ahead, daysToPay, dayKind) => {
          const submittedOn = addDays('2026-01-01', day);
          const submittedAt = new Date(Date.parse(`${submittedOn}T00:00:00+05:30`) + minute * 60_000);
          const sameDay = type === 'ContingencySameDay';
          const fromDate = addDays(submittedOn, sameDay ? 0 : Math.max(1, ahead));
          const processingDate =
            type === 'FCFS' ? submittedOn : type === 'Advance' ? `${fromDate.slice(0, 7)}-01` : fromDate;
          const due = applicationFeeDue(
            { type, submittedAt, fromDate, processingDate },
            { ...TERMS, feeRule: { daysToPay, dayKind } },
          );
          expect(due.dueOn >= businessDate(submittedAt)).toBe(true);
          expect(due.dueOn <= fromDate).toBe(true);
          if (!sameDay) expect(due.dueOn < fromDate).toBe(true);
        },
      ),
    );
  });
});

describe('isPastDue', () => {
  it('a cut-off passes at its instant; a date at the end of its day', () => {
    const cutoff = '2026-12-01T09:30:00.000Z';
    expect(isPastDue('2026-12-01', cutoff, ist('2026-12-01', '15:00'))).toBe(false);
    expect(isPastDue('2026-12-01', cutoff, ist('2026-12-01', '15:01'))).toBe(true);
    expect(isPastDue('2026-12-01', null, ist('2026-12-01', '23:59'))).toBe(false);
    expect(isPastDue('2026-12-01', null, ist('2026-12-02', '00:00'))).toBe(true);
    expect(isPastDue(null, null, ist('2099-12-31', '00:00'))).toBe(false);
  });
});
