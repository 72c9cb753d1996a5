import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { NOW, buildRulesResponse } from '../test/application-builders.ts';
import { NewApplicationButton } from './new-application-button.tsx';

describe('New Application', () => {
  it('offers a closed type disabled, with its rule and when it opens; the open ones lead to their form', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW); // 10:00 IST: contingency day-ahead opens at 15:00
    completeLogin(buildSignedInUser());
    stubFetch({ 'GET /api/Configuration/Rules/Get': () => success(buildRulesResponse()) });
    const { router } = renderRoutes(
      [
        { path: '/applications/oa', element: <NewApplicationButton /> },
        { path: '/applications/oa/:type', element: <p>Application page</p> },
      ],
      '/applications/oa',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New Application' }));
    const menu = screen.getByRole('menu');
    const closed = await within(menu).findByRole('menuitem', { name: /^Contingency Day-Ahead/ });
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    expect(closed).toHaveTextContent(
      'Closed now. Contingency Day-Ahead applications may be made from 15:00 the day before delivery. ' +
        'Opens Mar 10, 2026 3:00 PM.',
    );
    const dayAhead = within(menu).getByRole('menuitem', { name: 'Day-ahead' });
    expect(dayAhead).not.toHaveAttribute('aria-disabled');
    await user.click(dayAhead);
    expect(router.state.location.pathname).toBe('/applications/oa/DayAhead');
    vi.useRealTimers();
  });
});
