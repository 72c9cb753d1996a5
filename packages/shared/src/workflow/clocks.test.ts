/**
 * Statutory clocks and the fee's pause (DOMAIN §5 "the SLDC's clock on it does not run" while a record waits for its
 * payer's fee), worked by hand on December 2026: Tuesday 1, Thursday 3, Saturday 5, Sunday 6 (off), Monday 7,
 * Tuesday 8, Wednesday 9.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_RULES } from '../config/business-rules.ts';
import { APPLICATION_WORKFLOW } from '../application/application-workflow.ts';
import { REGISTRATION_WORKFLOW } from '../registration/registration-workflow.ts';
import type { ClockRule } from './engine.ts';
import { WAITING_FOR_FEE_CLOCK, clockStartOf, recordClockOf } from './clocks.ts';

const TWO_DAYS: ClockRule = { workingDays: () => 2 };
const GATED: ClockRule = { ...TWO_DAYS, waitsForFee: true };
const on = (today: string) => ({ today, holidays: new Set<string>(), rules: DEFAULT_BUSINESS_RULES });

describe('clockStartOf', () => {
  it('starts when the record entered the status, unless its fee gates the step', () => {
    expect(clockStartOf(TWO_DAYS, '2026-12-01', { isOwed: true, paidOn: null })).toBe('2026-12-01');
    expect(clockStartOf(GATED, '2026-12-01')).toBe('2026-12-01');
  });

  it('waits while the fee is owed; then runs from the later of entry and payment', () => {
    expect(clockStartOf(GATED, '2026-12-01', { isOwed: true, paidOn: null })).toBeNull();
    expect(clockStartOf(GATED, '2026-12-01', { isOwed: false, paidOn: '2026-12-05' })).toBe('2026-12-05');
    expect(clockStartOf(GATED, '2026-12-05', { isOwed: false, paidOn: '2026-12-01' })).toBe('2026-12-05');
    expect(clockStartOf(GATED, '2026-12-01', { isOwed: false, paidOn: null })).toBe('2026-12-01');
  });
});

describe('recordClockOf', () => {
  it('a record waiting for its payer’s fee has no due date and is never overdue', () => {
    const clock = recordClockOf(
      GATED,
      { enteredOn: '2026-12-01', fee: { isOwed: true, paidOn: null } },
      on('2026-12-31'),
    );
    expect(clock).toEqual(WAITING_FOR_FEE_CLOCK);
    expect(clock).toMatchObject({ dueOn: null, isOverdue: false, text: "Waiting for the applicant's fee" });
  });

  it('runs from the payment: entered Tuesday 1, paid Saturday 5 → due Tuesday 8, overdue by 1 on Wednesday 9', () => {
    const facts = { enteredOn: '2026-12-01', fee: { isOwed: false, paidOn: '2026-12-05' } };
    expect(recordClockOf(GATED, facts, on('2026-12-07'))).toMatchObject({
      dueOn: '2026-12-08',
      isOverdue: false,
      workingDaysLeft: 1,
      text: 'Due by Dec 08, 2026 (1 working day left)',
    });
    expect(recordClockOf(GATED, facts, on('2026-12-09'))).toMatchObject({
      dueOn: '2026-12-08',
      isOverdue: true,
      workingDaysOverdue: 1,
    });
    // Without the gate it would have run from Tuesday 1: due Thursday 3.
    expect(recordClockOf(TWO_DAYS, facts, on('2026-12-09'))?.dueOn).toBe('2026-12-03');
  });

  it('a stamped due date replaces the reckoning; no entry known, no clock', () => {
    expect(recordClockOf(GATED, { enteredOn: null, stampedDueOn: '2026-12-03' }, on('2026-12-01'))?.dueOn).toBe(
      '2026-12-03',
    );
    expect(recordClockOf(GATED, { enteredOn: null }, on('2026-12-01'))).toBeNull();
  });
});

describe('the workflows’ fee-gated steps', () => {
  it('the application’s Submitted (the SLDC’s Accept) and the registration’s STOA check wait for the fee', () => {
    const gated = (clocks: Record<string, ClockRule | undefined>) =>
      Object.entries(clocks)
        .filter(([, rule]) => rule?.waitsForFee)
        .map(([status]) => status);
    expect(gated(APPLICATION_WORKFLOW.clocks ?? {})).toEqual(['Submitted']);
    expect(gated(REGISTRATION_WORKFLOW.clocks ?? {})).toEqual(['PendingSTOACheck']);
  });
});
