import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { failure, stubFetch, success } from '../../../test/fetch-stub.ts';
import { renderAt, renderRoutes } from '../../../test/render.tsx';
import { NotificationLinkContext } from '../realtime/link-state.ts';
import type { LinkState } from '../realtime/notification-stream.ts';
import { NotificationBell, bellLabelOf } from './notification-bell.tsx';

const COUNT = 'GET /api/Notification/NotificationCount';
const LIST = 'GET /api/Notification/NotificationResult';
const MARK = 'POST /api/Notification/MarkAllRead';
const RECORD = '/applications/oa/DayAhead/12';
const isBuilt = (to: string) => to.startsWith('/applications/') || to === '/notifications';
const calledWith = (fetchMock: ReturnType<typeof stubFetch>, ending: string) =>
  fetchMock.mock.calls.some(([url]) => String(url).endsWith(ending));

function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}

const NOTIFICATIONS = [
  {
    id: 2,
    message: 'Application STOA/DA/2026/00012 (Day-ahead) is Approved.',
    notificationTimeSpan: minutesAgo(5),
    isRead: false,
    link: RECORD,
  },
  { id: 1, message: 'Registration renewed', notificationTimeSpan: minutesAgo(180), isRead: false, link: '/nowhere' },
];

function renderBell() {
  return renderRoutes(
    [
      { path: '/test', element: <NotificationBell isBuilt={isBuilt} /> },
      { path: RECORD, element: <p>Application record</p> },
      { path: '/notifications', element: <p>All notifications</p> },
    ],
    '/test',
  );
}

describe('bellLabelOf', () => {
  it('names the count as the badge shows it, capped like the badge', () => {
    expect(bellLabelOf(0)).toBe('Notifications');
    expect(bellLabelOf(7)).toBe('Notifications, 7 unread');
    expect(bellLabelOf(150)).toBe('Notifications, 99+ unread');
  });

  it('adds that the realtime link is down', () => {
    expect(bellLabelOf(0, true)).toBe('Notifications, live updates unavailable');
    expect(bellLabelOf(7, true)).toBe('Notifications, 7 unread, live updates unavailable');
  });
});

describe('NotificationBell', () => {
  it('shows the unread count and lists messages with their age; closing marks nothing', async () => {
    completeLogin(buildSignedInUser());
    const fetchMock = stubFetch({ [COUNT]: () => success({ count: 2 }), [LIST]: () => success(NOTIFICATIONS) });
    renderBell();
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    expect(await within(bell).findByText('2')).toBeInTheDocument();
    // The name carries the count the badge shows (axe label-content-name-mismatch).
    expect(bell).toHaveAccessibleName('Notifications, 2 unread');

    await userEvent.click(bell);
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText(NOTIFICATIONS[0]!.message)).toBeInTheDocument();
    expect(within(menu).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(menu).getByText('3 hours ago')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(calledWith(fetchMock, '/MarkAllRead')).toBe(false);
  });

  it("a click marks that notification read and opens its record's page", async () => {
    completeLogin(buildSignedInUser());
    const fetchMock = stubFetch({
      [COUNT]: () => success({ count: 2 }),
      [LIST]: () => success(NOTIFICATIONS),
      'POST /api/Notification/MarkRead/2': () => success({ marked: 1 }),
    });
    const { router } = renderBell();
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    await userEvent.click(await screen.findByText(NOTIFICATIONS[0]!.message));
    expect(await screen.findByText('Application record')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RECORD);
    await waitFor(() => expect(calledWith(fetchMock, '/MarkRead/2')).toBe(true));
    expect(calledWith(fetchMock, '/MarkAllRead')).toBe(false);
  });

  it('a notification whose page is not built is marked read but leads nowhere', async () => {
    completeLogin(buildSignedInUser());
    const fetchMock = stubFetch({
      [COUNT]: () => success({ count: 2 }),
      [LIST]: () => success(NOTIFICATIONS),
      'POST /api/Notification/MarkRead/1': () => success({ marked: 1 }),
    });
    const { router } = renderBell();
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    await userEvent.click(await screen.findByText('Registration renewed'));
    await waitFor(() => expect(calledWith(fetchMock, '/MarkRead/1')).toBe(true));
    expect(router.state.location.pathname).toBe('/test');
  });

  it("offers 'Mark all read' (the count is asked again) and 'View all'", async () => {
    completeLogin(buildSignedInUser());
    const fetchMock = stubFetch({
      [COUNT]: [() => success({ count: 2 }), () => success({ count: 0 })],
      [LIST]: [() => success(NOTIFICATIONS), () => success([])],
      [MARK]: () => success({ marked: 2 }),
    });
    const { router } = renderBell();
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    await userEvent.click(bell);
    await screen.findByText(NOTIFICATIONS[0]!.message);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(calledWith(fetchMock, '/MarkAllRead')).toBe(true));
    expect(await screen.findByText(MESSAGES.noNewNotifications)).toBeInTheDocument();
    await waitFor(() => expect(bell.querySelector('.MuiBadge-badge')).toHaveClass('MuiBadge-invisible'));
    await userEvent.click(screen.getByRole('link', { name: 'View all' }));
    expect(await screen.findByText('All notifications')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it("says 'No New Notifications' for an empty list; 'Mark all read' is disabled", async () => {
    completeLogin(buildSignedInUser());
    stubFetch({ [COUNT]: () => success({ count: 0 }), [LIST]: () => success([]) });
    renderAt(<NotificationBell isBuilt={isBuilt} />);
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    expect(await screen.findByText(MESSAGES.noNewNotifications)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('shows the fetch error when the list cannot be read', async () => {
    completeLogin(buildSignedInUser());
    stubFetch({ [COUNT]: () => success({ count: 1 }), [LIST]: () => failure(['boom'], 500, 'Server Error') });
    renderAt(<NotificationBell isBuilt={isBuilt} />);
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fetchError);
  });

  it("says 'Notification Connection Error' above the list while the realtime link has failed", async () => {
    completeLogin(buildSignedInUser());
    stubFetch({ [COUNT]: () => success({ count: 2 }), [LIST]: () => success(NOTIFICATIONS) });
    renderAt(
      <NotificationLinkContext.Provider value="failed">
        <NotificationBell isBuilt={isBuilt} />
      </NotificationLinkContext.Provider>,
    );
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 2 unread, live updates unavailable'));
    await userEvent.click(bell);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('alert')).toHaveTextContent(MESSAGES.notificationConnectionError);
    // The list is still read and shown: polling carries the bell while the link is down.
    expect(await within(menu).findByText(NOTIFICATIONS[0]!.message)).toBeInTheDocument();
  });

  it.each<LinkState>(['connecting', 'open'])('shows no connection error while the link is %s', async (link) => {
    completeLogin(buildSignedInUser());
    stubFetch({ [COUNT]: () => success({ count: 0 }), [LIST]: () => success([]) });
    renderAt(
      <NotificationLinkContext.Provider value={link}>
        <NotificationBell isBuilt={isBuilt} />
      </NotificationLinkContext.Provider>,
    );
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await userEvent.click(bell);
    expect(await screen.findByText(MESSAGES.noNewNotifications)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.notificationConnectionError)).not.toBeInTheDocument();
  });
});
