import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stoa/shared';
import { completeLogin } from '../lib/auth-session.ts';
import { buildSignedInUser } from '../test/factories.ts';
import { failure, stubFetch, success, type StubHandler } from '../test/fetch-stub.ts';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { renderRoutes } from '../test/render.tsx';
import { routes } from './router.tsx';

const summary = () => success({ role: 'OABusinessUser', entityName: 'Sunrise Solar', lastSignInAt: null, tiles: [] });

function stubSignedInApi(overrides: Record<string, StubHandler | StubHandler[]> = {}) {
  return stubFetch({
    'GET /api/Account/Captcha': () => success({ captchaId: 'c', image: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    'GET /api/Notification/NotificationCount': () => success({ count: 0 }),
    'GET /api/Dashboard/Summary': summary,
    'POST /api/Account/logout': () => success(null),
    ...overrides,
  });
}

// A test that opens a page first in its worker waits for the layout's and the page's lazy chunks: near 5 s on a loaded
// 2-core machine.
describe('app routes', { timeout: 20_000 }, () => {
  it('sends a signed-out visitor from a guarded page to /login', async () => {
    stubSignedInApi();
    const { router } = renderRoutes(routes, '/landing');
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens the first route for the role at / inside the signed-in layout', async () => {
    completeLogin(buildSignedInUser());
    stubSignedInApi();
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/landing');
    expect(screen.getByRole('button', { name: 'Toggle navigation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveClass('active');
    expect(screen.getByText('STOA Portal v0.1.0')).toBeInTheDocument();
  });

  it("routes the bell's 'View all' to the notifications page (issue #15)", async () => {
    completeLogin(buildSignedInUser({ role: 'SLDCBusinessUser' }));
    stubSignedInApi({
      'GET /api/Notification/NotificationResult': () => success([]),
      'GET /api/Notification/GetAll': () => success({ notificationList: [], dataCount: 0 }),
    });
    const { router } = renderRoutes(routes, '/landing');
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    await userEvent.click(await screen.findByRole('link', { name: 'View all' }));
    expect(await screen.findByRole('heading', { name: /^Notifications/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('sends a signed-in user from /login to /', async () => {
    completeLogin(buildSignedInUser());
    stubSignedInApi();
    const { router } = renderRoutes(routes, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
  });

  it("shows '404 - Page not found.' with a link home for an unknown path", async () => {
    stubSignedInApi();
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByText(MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user the 404 of an unknown path inside the layout: header, nav and footer, one main', async () => {
    completeLogin(buildSignedInUser());
    stubSignedInApi();
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByText(MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('guards pages that are not built yet: forbidden for a wrong role, 404 for an allowed one', async () => {
    completeLogin(buildSignedInUser({ role: 'Trader' }));
    stubSignedInApi();
    const trader = renderRoutes(routes, '/admin/users');
    await waitFor(() => expect(trader.router.state.location.pathname).toBe('/forbidden'));
    trader.unmount();

    completeLogin(buildSignedInUser({ role: 'Admin' }));
    // An unknown page under a section the Admin may open (its bare root leads to its first page:
    // section-root-routes.test.tsx).
    const admin = renderRoutes(routes, '/configurations/no-such-page');
    expect(await screen.findByText(MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(admin.router.state.location.pathname).toBe('/configurations/no-such-page');
  });

  it("opens the jobs page at /hangfire for the Admin, with 'Hangfire' in the nav; another role is forbidden", async () => {
    completeLogin(buildSignedInUser({ role: 'Admin' }));
    stubSignedInApi({
      'GET /api/Jobs/GetRecurringJobs': () => success({ jobs: [], dataCount: 0 }),
      'GET /api/Jobs/GetRuns': () => success({ runs: [], dataCount: 0 }),
    });
    const admin = renderRoutes(routes, '/hangfire');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hangfire: Recurring Jobs' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Hangfire' })).toHaveClass('active');
    admin.unmount();

    completeLogin(buildSignedInUser({ role: 'SLDCBusinessUser' }));
    const sldc = renderRoutes(routes, '/hangfire');
    await waitFor(() => expect(sldc.router.state.location.pathname).toBe('/forbidden'));
  });

  it('sends a signed-in visitor of a signed-out page to /forbidden', async () => {
    completeLogin(buildSignedInUser());
    stubSignedInApi();
    const { router } = renderRoutes(routes, '/pre-register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'));
  });

  it('offers a signed-out visitor of /forbidden the way to /login', async () => {
    stubSignedInApi();
    renderRoutes(routes, '/forbidden');
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('shows name and email in the account menu, and Logout returns to /login', async () => {
    completeLogin(buildSignedInUser());
    const fetchMock = stubSignedInApi();
    const { router } = renderRoutes(routes, '/landing');
    await userEvent.click(await screen.findByRole('button', { name: /^Account menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(menu).getByText('asha.rao@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/Account/logout'));
    expect(logoutCall?.[1]?.headers).toMatchObject({ 'x-refresh-token': 'refresh-1', Authorization: 'Bearer jwt-1' });
    expect(window.localStorage.getItem('authUser')).toBeNull();
  });

  it('returns to /login with a notice when the session cannot be renewed', async () => {
    completeLogin(buildSignedInUser());
    stubSignedInApi({
      'GET /api/Dashboard/Summary': () => failure(['Please sign in to continue.'], 401, 'Unauthorized'),
      'POST /api/Account/refresh-token': () => failure(['Your session has expired.'], 401, 'Unauthorized'),
    });
    const { router } = renderRoutes(routes, '/landing');
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('remembers the drawer preference, open by default', async () => {
    completeLogin(buildSignedInUser());
    stubSignedInApi();
    renderRoutes(routes, '/landing');
    const toggle = await screen.findByRole('button', { name: 'Toggle navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(window.localStorage.getItem('drawerOpen')).toBe('false');
  });

  it('shows the unexpected-error page when a page fails, and recovers on the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('chunk failed');
    }
    // The app's root route (its error boundary) around a failing page, in the declarative mode main.tsx uses.
    const table: RouteObject[] = [
      {
        element: routes[0]!.element,
        children: [
          { path: '/broken', element: <Broken /> },
          { path: '/', element: <p>Home page</p> },
        ],
      },
    ];
    function Routes() {
      return useRoutes(table);
    }
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: MESSAGES.unexpectedError })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to home' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
