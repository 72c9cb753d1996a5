/** Per-test isolation for the web project: unmount what a test rendered and forget what it stored. */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { reloadSession } from '../lib/auth-session.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  reloadSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
