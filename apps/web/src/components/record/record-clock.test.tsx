import { describe, expect, it } from 'vitest';
import { WAITING_FOR_FEE_CLOCK } from '@stoa/shared';
import { clockShortText, clockTone } from './record-clock.tsx';

const clock = (over: Partial<Parameters<typeof clockShortText>[0]>) => ({
  dueOn: '2026-11-25',
  isOverdue: false,
  workingDaysLeft: 2,
  workingDaysOverdue: 0,
  text: 'Due by Nov 25, 2026 (2 working days left)',
  ...over,
});

describe("a list's words for a statutory clock", () => {
  it('says how long is left, then by how much it is overdue', () => {
    expect(clockShortText(clock({}))).toBe('Due in 2 working days');
    expect(clockShortText(clock({ workingDaysLeft: 0 }))).toBe('Due today');
    expect(clockShortText(clock({ isOverdue: true, workingDaysLeft: 0, workingDaysOverdue: 1 }))).toBe(
      'Overdue by 1 working day',
    );
    expect(clockShortText(clock({ isOverdue: true, workingDaysLeft: 0, workingDaysOverdue: 0 }))).toBe('Overdue');
  });

  it('turns amber on the last working day and red once overdue', () => {
    expect(clockTone(clock({}))).toBe('info');
    expect(clockTone(clock({ workingDaysLeft: 1 }))).toBe('warning');
    expect(clockTone(clock({ isOverdue: true }))).toBe('error');
  });

  it('waits plainly for the payer’s fee: no due date, never amber nor red', () => {
    expect(clockShortText(WAITING_FOR_FEE_CLOCK)).toBe('Awaiting fee');
    expect(clockTone(WAITING_FOR_FEE_CLOCK)).toBe('info');
  });
});
