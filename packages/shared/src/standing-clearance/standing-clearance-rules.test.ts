import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, countWorkingDays, isWorkingDay } from '../calendar/dates.ts';
import type { ClearanceRegistration } from './standing-clearance.schemas.ts';
import { STANDING_CLEARANCE_MESSAGES } from './standing-clearance.schemas.ts';
import {
  capacityFor,
  clearanceDue,
  clearanceDueOn,
  clearanceIssues,
  overlapCheck,
  overlapMessage,
  registrationCapacities,
  type HeldClearance,
} from './standing-clearance-rules.ts';

const NO_HOLIDAYS: ReadonlySet<string> = new Set();

function registration(overrides: Partial<ClearanceRegistration> = {}): ClearanceRegistration {
  return {
    registrationId: 4,
    registrationNo: 'STOA/INJ/2026/0001',
    entityType: 'InjectingEntity',
    validFrom: '2026-01-10',
    expiredOn: '2027-01-09',
    exBusCapacityMw: 23.5,
    contractDemandMw: null,
    stoaInjectionQuantumMw: 20,
    stoaDrawlQuantumMw: null,
    directions: ['Sell'],
    ...overrides,
  };
}

describe('registrationCapacities', () => {
  it('gives injecting entities their ex-bus capacity, drawees their contract demand, both entities both', () => {
    const generator = { installedCapacity: 25, auxiliaryConsumption: 1.5, stoaInjectionQuantum: 20 };
    const consumer = { contractDemand: 5, stoaDrawlQuantum: 4 };
    expect(registrationCapacities('InjectingEntity', { generator })).toEqual({
      exBusCapacityMw: 23.5,
      contractDemandMw: null,
      stoaInjectionQuantumMw: 20,
      stoaDrawlQuantumMw: null,
      directions: ['Sell'],
    });
    expect(registrationCapacities('DraweeEntity', { consumer })).toMatchObject({
      exBusCapacityMw: null,
      contractDemandMw: 5,
      directions: ['Buy'],
    });
    expect(registrationCapacities('BothEntity', { generator, consumer }).directions).toEqual(['Sell', 'Buy']);
    expect(registrationCapacities('Trader', { licence: {} }).directions).toEqual([]);
    // Installed 10.1 − auxiliary 0.2: exact to the hundredth.
    expect(
      registrationCapacities('InjectingEntity', { generator: { installedCapacity: 10.1, auxiliaryConsumption: 0.2 } }),
    ).toMatchObject({ exBusCapacityMw: 9.9 });
  });

  it('limits Sell by ex-bus capacity and Buy by contract demand', () => {
    expect(capacityFor(registration(), 'Sell')).toEqual({ mw: 23.5, label: 'ex-bus capacity' });
    expect(capacityFor(registration(), 'Buy')).toBeNull();
    expect(capacityFor(registration({ contractDemandMw: 5, directions: ['Buy'] }), 'Buy')).toEqual({
      mw: 5,
      label: 'contract demand',
    });
  });
});

describe('clearanceIssues', () => {
  const request = { direction: 'Sell' as const, quantumMw: 10, fromDate: '2026-12-01', toDate: '2026-12-31' };
  const today = '2026-11-21';

  it('passes a request inside capacity, period and validity', () => {
    expect(clearanceIssues(request, { today, registration: registration() })).toEqual([]);
    expect(
      clearanceIssues({ ...request, quantumMw: 23.5, fromDate: today }, { today, registration: registration() }),
    ).toEqual([]);
  });

  it('refuses a start in the past, MW above capacity and an end after the registration expires', () => {
    expect(
      clearanceIssues(
        { ...request, quantumMw: 23.51, fromDate: '2026-11-20', toDate: '2027-01-10' },
        { today, registration: registration() },
      ),
    ).toEqual([
      { path: 'fromDate', message: STANDING_CLEARANCE_MESSAGES.fromInPast },
      { path: 'quantumMw', message: 'Quantum (MW) cannot exceed your ex-bus capacity of 23.50 MW' },
      { path: 'toDate', message: "To Date cannot be after your registration's validity ends (Jan 09, 2027)" },
    ]);
  });

  it('refuses a direction the registration does not allow, and an applicant without a registration', () => {
    expect(clearanceIssues({ ...request, direction: 'Buy' }, { today, registration: registration() })).toEqual([
      { path: 'direction', message: STANDING_CLEARANCE_MESSAGES.buyNeedsDrawee },
    ]);
    const drawee = registration({
      entityType: 'DraweeEntity',
      contractDemandMw: 5,
      exBusCapacityMw: null,
      directions: ['Buy'],
    });
    expect(clearanceIssues(request, { today, registration: drawee })).toEqual([
      { path: 'direction', message: STANDING_CLEARANCE_MESSAGES.sellNeedsInjecting },
    ]);
    expect(clearanceIssues({ ...request, direction: 'Buy', quantumMw: 6 }, { today, registration: drawee })).toEqual([
      { path: 'quantumMw', message: 'Quantum (MW) cannot exceed your contract demand of 5.00 MW' },
    ]);
    expect(clearanceIssues(request, { today, registration: null })).toEqual([
      { path: null, message: STANDING_CLEARANCE_MESSAGES.noRegistration },
    ]);
  });
});

describe('overlapCheck', () => {
  const held = (id: number, fromDate: string, toDate: string, mw: number, clearanceNo: string | null = null) => ({
    id,
    clearanceNo,
    fromDate,
    toDate,
    quantum: mw * 100,
  });

  it('finds the most loaded day and names the clearances in force on it', () => {
    const others = [
      held(1, '2026-12-01', '2026-12-10', 10, 'SC/2026/0001'),
      held(2, '2026-12-05', '2026-12-20', 8),
      held(3, '2027-01-01', '2027-01-31', 20),
    ];
    const result = overlapCheck({ fromDate: '2026-12-03', toDate: '2026-12-31', quantum: 600 }, others, 2350);
    expect(result).toMatchObject({ fits: false, worstDate: '2026-12-05', left: 550 });
    expect(result.overlapping.map((o) => o.id)).toEqual([1, 2]);
    expect(overlapMessage(result, { mw: 23.5, label: 'ex-bus capacity' })).toBe(
      'The period overlaps your standing clearances SC/2026/0001, request #2 in the same direction: together they ' +
        'would exceed your ex-bus capacity of 23.50 MW. Only 5.50 MW is left on Dec 05, 2026.',
    );
    expect(overlapCheck({ fromDate: '2026-12-03', toDate: '2026-12-31', quantum: 550 }, others, 2350).fits).toBe(true);
    expect(overlapCheck({ fromDate: '2026-12-11', toDate: '2026-12-31', quantum: 1550 }, others, 2350)).toMatchObject({
      fits: true,
      worstDate: '2026-12-11',
      left: 1550,
    });
  });

  it('fits anything within capacity when nothing overlaps', () => {
    expect(overlapCheck({ fromDate: '2026-12-01', toDate: '2026-12-02', quantum: 2350 }, [], 2350)).toEqual({
      fits: true,
      worstDate: null,
      left: 2350,
      overlapping: [],
    });
  });

  it('agrees with a day-by-day count for any clearances and period', () => {
    const base = '2026-12-01';
    const period = fc
      .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 20 }))
      .map(([start, length]) => ({ fromDate: addDays(base, start), toDate: addDays(base, start + length) }));
    const others = fc
      .array(fc.tuple(period, fc.integer({ min: 1, max: 3000 })), { maxLength: 8 })
      .map((list) => list.map(([p, quantum], i): HeldClearance => ({ id: i + 1, clearanceNo: null, ...p, quantum })));
    fc.assert(
      fc.property(
        period,
        fc.integer({ min: 1, max: 3000 }),
        others,
        fc.integer({ min: 0, max: 6000 }),
        (p, q, list, cap) => {
          let fitsEveryDay = true;
          let worst = 0;
          for (let d = p.fromDate; d <= p.toDate; d = addDays(d, 1)) {
            const load = list.filter((o) => o.fromDate <= d && o.toDate >= d).reduce((s, o) => s + o.quantum, 0);
            worst = Math.max(worst, load);
            if (load + q > cap) fitsEveryDay = false;
          }
          const result = overlapCheck({ ...p, quantum: q }, list, cap);
          expect(result.fits).toBe(fitsEveryDay);
          expect(result.left).toBe(Math.max(0, cap - worst));
        },
      ),
    );
  });
});

describe('the statutory clock', () => {
  it('skips Sundays and holidays: submitted on Thursday Dec 24, 2026, due on Tuesday Dec 29, 2026', () => {
    expect(clearanceDueOn('2026-12-24', 3, new Set(['2026-12-25']))).toBe('2026-12-29');
    expect(clearanceDueOn('2026-12-24', 3, NO_HOLIDAYS)).toBe('2026-12-28');
    // A Sunday request counts from Monday.
    expect(clearanceDueOn('2026-11-22', 3, NO_HOLIDAYS)).toBe('2026-11-26');
  });

  it('lands on a working day exactly N working days after the first working day of receipt', () => {
    const isoDate = fc
      .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        isoDate,
        fc.integer({ min: 1, max: 30 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 50 })),
        (s, n, off) => {
          const holidays = new Set(off.map((o) => addDays(s, o)));
          const due = clearanceDueOn(s, n, holidays);
          expect(isWorkingDay(due, holidays)).toBe(true);
          expect(countWorkingDays(addDays(s, 1), due, holidays)).toBe(n + (isWorkingDay(s, holidays) ? 0 : 1));
        },
      ),
    );
  });

  it('counts working days left until the due date, then working days overdue', () => {
    const holidays = new Set(['2026-12-25']);
    expect(clearanceDue('2026-12-29', '2026-12-24', holidays)).toEqual({
      dueOn: '2026-12-29',
      isOverdue: false,
      workingDaysLeft: 3,
      workingDaysOverdue: 0,
      text: 'Answer due by Dec 29, 2026 (3 working days left)',
    });
    expect(clearanceDue('2026-12-29', '2026-12-28', holidays).text).toBe(
      'Answer due by Dec 29, 2026 (1 working day left)',
    );
    expect(clearanceDue('2026-12-29', '2026-12-29', holidays).text).toBe(
      'Answer due by Dec 29, 2026 (0 working days left)',
    );
    expect(clearanceDue('2026-12-29', '2026-12-30', holidays)).toMatchObject({
      isOverdue: true,
      workingDaysOverdue: 1,
      text: 'Overdue by 1 working day',
    });
    expect(clearanceDue('2026-12-29', '2027-01-04', holidays).text).toBe('Overdue by 5 working days');
    // Due on Saturday, looked at on Sunday: past the date, no working day lost yet.
    expect(clearanceDue('2026-12-26', '2026-12-27', holidays)).toMatchObject({
      isOverdue: true,
      workingDaysOverdue: 0,
      text: 'Overdue: the answer was due by Dec 26, 2026',
    });
  });
});
