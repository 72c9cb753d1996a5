import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { UNSAFE_createBrowserHistory } from 'react-router';
import { addLeaveBlocker, guardedHistory, whenLeaving } from './leave-guard.ts';

/** A blocker that holds every navigation and keeps its `proceed` for the test to answer. */
function holdingBlocker() {
  const held: (() => void)[] = [];
  const remove = addLeaveBlocker((proceed) => {
    held.push(proceed);
    return true;
  });
  return { held, remove };
}

function setUp() {
  window.history.replaceState(null, '', '/form');
  const history = guardedHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
  const seen: string[] = [];
  const stop = history.listen((update) => seen.push(`${update.action} ${update.location.pathname}`));
  return { history, seen, stop };
}

let cleanups: (() => void)[] = [];
beforeEach(() => {
  cleanups = [];
});
afterEach(() => {
  cleanups.forEach((cleanup) => cleanup());
  window.history.replaceState(null, '', '/');
});

describe('guardedHistory', () => {
  it('moves at once while no form holds changes', () => {
    const { history, seen, stop } = setUp();
    cleanups.push(stop);
    history.push('/other');
    expect(window.location.pathname).toBe('/other');
    expect(seen).toEqual(['PUSH /other']);
  });

  it('holds a move to another page until the blocker says yes, and lets a query change of the same page pass', () => {
    const { history, seen, stop } = setUp();
    const blocker = holdingBlocker();
    cleanups.push(stop, blocker.remove);

    history.push('/form?tab=2');
    expect(seen).toEqual(['PUSH /form']);
    history.push('/other');
    history.replace({ pathname: '/elsewhere' });
    expect(window.location.pathname).toBe('/form');
    expect(blocker.held).toHaveLength(2);

    blocker.remove();
    blocker.held[0]!();
    expect(window.location.pathname).toBe('/other');
    expect(seen).toEqual(['PUSH /form', 'PUSH /other']);
  });

  it('undoes Back while a form holds changes, and takes the step once the user agrees', async () => {
    const { history, seen, stop } = setUp();
    cleanups.push(stop);
    history.push('/form/edit');
    const blocker = holdingBlocker();
    cleanups.push(blocker.remove);

    window.history.back();
    await waitFor(() => expect(blocker.held).toHaveLength(1));
    // The address went back and came again; the page never moved.
    await waitFor(() => expect(window.location.pathname).toBe('/form/edit'));
    expect(seen).toEqual(['PUSH /form/edit']);

    blocker.remove();
    blocker.held[0]!();
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    expect(seen).toEqual(['PUSH /form/edit', 'POP /form']);
  });
});

describe('whenLeaving', () => {
  it('runs at once with no blocker, else once the holding blocker proceeds', () => {
    const go = vi.fn();
    whenLeaving(go);
    expect(go).toHaveBeenCalledTimes(1);
    const blocker = holdingBlocker();
    cleanups.push(blocker.remove);
    whenLeaving(go);
    expect(go).toHaveBeenCalledTimes(1);
    blocker.held[0]!();
    expect(go).toHaveBeenCalledTimes(2);
  });
});
