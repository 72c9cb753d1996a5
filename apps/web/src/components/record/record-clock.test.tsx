import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { clockOn } from '@stoa/shared';
import { renderAt } from '../../test/render.tsx';
import { RecordClockChip, clockTone } from './record-clock.tsx';

const NO_HOLIDAYS = new Set<string>();

describe('the record clock', () => {
  it('is calm with days to go, amber on its last working day, red once overdue', () => {
    expect(clockTone(clockOn('2026-11-25', '2026-11-20', NO_HOLIDAYS))).toBe('info');
    expect(clockTone(clockOn('2026-11-25', '2026-11-24', NO_HOLIDAYS))).toBe('warning');
    expect(clockTone(clockOn('2026-11-25', '2026-11-25', NO_HOLIDAYS))).toBe('warning');
    expect(clockTone(clockOn('2026-11-25', '2026-11-26', NO_HOLIDAYS))).toBe('error');
  });

  it("shows the clock's words in its tone", () => {
    const clock = clockOn('2026-11-25', '2026-11-26', NO_HOLIDAYS);
    renderAt(<RecordClockChip clock={clock} />);
    const chip = screen.getByText('Overdue by 1 working day').closest('.MuiChip-root');
    expect(chip).toHaveClass('MuiChip-colorError');
  });
});
