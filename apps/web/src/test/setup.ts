/** Per-test isolation for the web project: unmount what a test rendered and forget what it stored. */
import { createElement } from 'react';
import { cleanup, configure, render } from '@testing-library/react';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
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

/** The styles cache MUI's components share (emotion's default one, read once through a throwaway render). */
let emotion: EmotionCache | null = null;
function emotionCache(): EmotionCache | null {
  if (emotion) return emotion;
  const Grab = () => ((emotion = __unsafe_useEmotionCache()), null);
  render(createElement(Grab));
  cleanup();
  return emotion;
}

/**
 * Every style emotion wrote into the page's head, gone, and emotion told so (it writes them again when next needed).
 * The files of a worker share the page and the modules (isolate: false): the head would hold every style of every
 * file before it, thousands of <style> tags, and jsdom reads them all on each getComputedStyle (every visibility and
 * accessible-name check) — the last files of a worker ran three times slower than alone.
 */
function forgetStyles() {
  const cache = emotionCache();
  if (!cache) return;
  cache.sheet.flush();
  for (const key of Object.keys(cache.inserted)) delete cache.inserted[key];
}

afterEach(() => {
  cleanup();
  forgetStyles();
  window.localStorage.clear();
  // Not reloadSession(): it keeps the state while no user is stored, so a sign-in error or the expired-session flag
  // of one test would reach the next (and, with isolate: false, the next file's).
  clearSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
