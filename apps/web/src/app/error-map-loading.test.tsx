import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { errorMap } from '@stoa/shared';
import { stubFetch, success } from '../test/fetch-stub.ts';
import { renderRoutes } from '../test/render.tsx';
import { routes } from './router.tsx';

// A cold start: the page chunks not loaded yet, so that their lazy() load (which installs the map) runs here. The files
// of a worker share their modules (isolate: false): without this an earlier file may have loaded them already.
vi.hoisted(() => vi.resetModules());

describe('the zod error map', { timeout: 20_000 }, () => {
  it('is not loaded by /login, and is in place when the next page shows', async () => {
    // The test setup installs it for every test; this one starts as the browser does, without it.
    z.config({ customError: undefined });
    stubFetch({
      'GET /api/Account/Captcha': () => success({ captchaId: 'c', image: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    });
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(z.config().customError).toBeUndefined();

    await userEvent.click(screen.getByRole('link', { name: 'Pre-Register' }));
    expect(await screen.findByRole('heading', { name: 'Pre-Registration (Form-A)' })).toBeInTheDocument();
    expect(z.config().customError).toBe(errorMap);
  });
});
