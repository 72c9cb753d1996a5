import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IdleTimeoutDialog } from './idle-timeout-dialog.tsx';
import { LAST_ACTIVITY_STORAGE_KEY, formatCountdown } from './use-idle-timeout.ts';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('IdleTimeoutDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.__STOA_IDLE_MS__ = 5_000;
    window.__STOA_IDLE_COUNTDOWN_MS__ = 60_000;
  });

  afterEach(() => {
    delete window.__STOA_IDLE_MS__;
    delete window.__STOA_IDLE_COUNTDOWN_MS__;
  });

  it('asks after the idle time, counts down and logs out at zero', () => {
    const onLogout = vi.fn();
    render(<IdleTimeoutDialog onLogout={onLogout} />);
    advance(4_000);
    expect(screen.queryByText('Are you still there?')).not.toBeInTheDocument();

    advance(1_000);
    expect(screen.getByText('Are you still there?')).toBeInTheDocument();
    expect(screen.getByText(/You will be logged out automatically in/)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');

    advance(10_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:50');
    expect(onLogout).not.toHaveBeenCalled();

    advance(50_000);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('does not let activity during the prompt cancel it, but Stay Logged In does', () => {
    const onLogout = vi.fn();
    render(<IdleTimeoutDialog onLogout={onLogout} />);
    advance(5_000);
    fireEvent.mouseMove(window);
    advance(1_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:59');

    fireEvent.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    advance(1_000);
    expect(screen.queryByText('Are you still there?')).not.toBeInTheDocument();
    advance(3_000);
    expect(screen.queryByText('Are you still there?')).not.toBeInTheDocument();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('counts activity in another tab: no prompt while it is recent, and an open prompt closes', () => {
    const onLogout = vi.fn();
    render(<IdleTimeoutDialog onLogout={onLogout} />);
    advance(4_000);
    localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(Date.now()));
    advance(4_000);
    expect(screen.queryByText('Are you still there?')).not.toBeInTheDocument();
    advance(1_000);
    expect(screen.getByText('Are you still there?')).toBeInTheDocument();
    localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(Date.now()));
    advance(1_000);
    advance(1_000); // the dialog's exit transition
    expect(screen.queryByText('Are you still there?')).not.toBeInTheDocument();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('treats user activity as presence: the idle clock restarts', () => {
    render(<IdleTimeoutDialog onLogout={vi.fn()} />);
    advance(4_000);
    fireEvent.keyDown(window, { key: 'a' });
    advance(4_000);
    expect(screen.queryByText('Are you still there?')).not.toBeInTheDocument();
    advance(1_500);
    expect(screen.getByText('Are you still there?')).toBeInTheDocument();
  });

  it('logs out at once with Log Out Now', () => {
    const onLogout = vi.fn();
    render(<IdleTimeoutDialog onLogout={onLogout} />);
    advance(5_000);
    fireEvent.click(screen.getByRole('button', { name: 'Log Out Now' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('counts the time a sleeping laptop was away', () => {
    const onLogout = vi.fn();
    render(<IdleTimeoutDialog onLogout={onLogout} />);
    // The clock jumps without timers firing in between, as after a sleep.
    act(() => {
      vi.setSystemTime(Date.now() + 10 * 60_000);
    });
    // One tick of the idle clock (250 ms) after waking: the time away already exceeds idle time + countdown.
    advance(250);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('formats the countdown as mm:ss, rounding up', () => {
    expect(formatCountdown(60_000)).toBe('01:00');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(125_000)).toBe('02:05');
  });
});
