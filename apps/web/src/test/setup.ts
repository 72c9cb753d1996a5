/** Per-test isolation for the web project: unmount what a test rendered and forget what it stored. */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installErrorMap } from '@stoa/shared';
import { clearSession } from '../lib/auth-session.ts';

installErrorMap();

// Lazy route chunks load through the module graph; on a loaded 2-core machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

// Every page draws its charts with a light stand-in: the real chart redraws 96 points per series on every keystroke,
// which jsdom makes slow. components/block-chart/block-chart.test.tsx tests the real one. Here and not in the page
// tests: BlockChart's lazy() keeps the chart module it loads first, and the files of a worker share their modules
// (isolate: false), so a stand-in in some files only would reach or miss the others depending on the order.
vi.mock('../components/block-chart/block-line-chart.tsx', () => import('./block-chart-stub.tsx'));
// The reports' bar chart likewise (features/reports/components/report-bar-chart.test.tsx tests the real one).
vi.mock('../features/reports/components/report-bar-chart.tsx', () => import('./report-bar-chart-stub.tsx'));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // Not reloadSession(): it keeps the state while no user is stored, so a sign-in error or the expired-session flag
  // of one test would reach the next (and, with isolate: false, the next file's).
  clearSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
