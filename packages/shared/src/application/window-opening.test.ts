import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../calendar/dates.ts';
import { DEFAULT_BUSINESS_RULES } from '../config/business-rules.ts';
import { applicationWindow, type BusinessNow } from './application-windows.ts';
import { APPLICATION_TYPES } from './application-types.ts';
import { formatBusinessMoment, nextWindowOpening, windowOpeningText } from './window-opening.ts';

const rules = DEFAULT_BUSINESS_RULES.applicationWindows;
const at = (date: string, hhmm: string): BusinessNow => ({
  date,
  minutes: Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)),
});

describe('nextWindowOpening', () => {
  it('Contingency Day-Ahead at 10:00 opens at 15:00 the same day', () => {
    const opening = nextWindowOpening('ContingencyDayAhead', at('2026-11-25', '10:00'), rules);
    expect(opening).toEqual(at('2026-11-25', '15:00'));
    expect(windowOpeningText(opening)).toBe('Opens Nov 25, 2026 3:00 PM.');
  });

  it('Contingency Same-Day at 22:46 (no block four blocks ahead is left today) opens at midnight', () => {
    expect(nextWindowOpening('ContingencySameDay', at('2026-11-25', '22:45'), rules)).toBeNull();
    expect(nextWindowOpening('ContingencySameDay', at('2026-11-25', '22:46'), rules)).toEqual(
      at('2026-11-26', '00:00'),
    );
  });

  it('a day-ahead window open one day before closes at its cut-off and opens again at midnight', () => {
    const oneDay = { ...rules, DayAhead: { openDaysBefore: 1, cutoffTime: '15:00' } };
    expect(nextWindowOpening('DayAhead', at('2026-11-25', '14:59'), oneDay)).toBeNull();
    expect(nextWindowOpening('DayAhead', at('2026-11-25', '15:00'), oneDay)).toEqual(at('2026-11-26', '00:00'));
  });

  it('an advance window past every cut-off opens on the 1st of next month', () => {
    const strict = {
      ...rules,
      Advance: { monthsAhead: 1, cutoffDaysBeforeMonthEnd: [10, 10, 10] as [number, number, number] },
    };
    expect(nextWindowOpening('Advance', at('2026-11-25', '09:00'), strict)).toEqual(at('2026-12-01', '00:00'));
  });

  it('is null exactly when the window is open, and otherwise the first minute it is', () => {
    const date = fc.integer({ min: 0, max: 3000 }).map((d) => addDays('2025-01-01', d));
    fc.assert(
      fc.property(
        fc.constantFrom(...APPLICATION_TYPES),
        date,
        fc.integer({ min: 0, max: 1439 }),
        (type, day, minutes) => {
          const now = { date: day, minutes };
          const opening = nextWindowOpening(type, now, rules);
          expect(opening === null).toBe(applicationWindow(type, now, rules).isOpen);
          if (opening === null) return;
          expect(applicationWindow(type, opening, rules).isOpen).toBe(true);
          const before =
            opening.minutes === 0
              ? { date: addDays(opening.date, -1), minutes: 1439 }
              : { ...opening, minutes: opening.minutes - 1 };
          expect(applicationWindow(type, before, rules).isOpen).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('formatBusinessMoment', () => {
  it("writes a business-clock moment in IST, whatever the machine's zone", () => {
    expect(formatBusinessMoment(at('2026-11-25', '00:00'))).toBe('Nov 25, 2026 12:00 AM');
    expect(formatBusinessMoment(at('2026-11-25', '17:05'))).toBe('Nov 25, 2026 5:05 PM');
  });
});
