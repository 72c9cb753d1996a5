/** Per-test isolation for the web project: unmount what a test rendered and forget what it stored. */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installErrorMap } from '@stoa/shared';
import { reloadSession } from '../lib/auth-session.ts';

installErrorMap();

// Lazy route chunks load through the module graph; on a loaded 2-core machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  reloadSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
