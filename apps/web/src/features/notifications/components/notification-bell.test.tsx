import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { failure, stubFetch, success } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

const COUNT = 'GET /api/Notification/NotificationCount';
const LIST = 'GET /api/Notification/NotificationResult';
const MARK = 'POST /api/Notification/MarkAllRead';

function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}

describe('NotificationBell', () => {
  it('shows the unread count, lists messages with their age and marks them read on close', async () => {
    completeLogin(buildSignedInUser());
    const fetchMock = stubFetch({
      [COUNT]: [() => success({ count: 2 }), () => success({ count: 0 })],
      [LIST]: () =>
        success([
          {
            id: 2,
            message: 'Application APP-12 approved',
            notificationTimeSpan: minutesAgo(5),
            isRead: false,
            link: null,
          },
          { id: 1, message: 'Registration renewed', notificationTimeSpan: minutesAgo(180), isRead: false, link: null },
        ]),
      [MARK]: () => success({ marked: 2 }),
    });
    renderAt(<NotificationBell />);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(await within(bell).findByText('2')).toBeInTheDocument();

    await userEvent.click(bell);
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('Application APP-12 approved')).toBeInTheDocument();
    expect(within(menu).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(menu).getByText('3 hours ago')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/MarkAllRead'))).toBe(true));
    // The count is asked again, and a zero count hides the badge.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/NotificationCount'))).toHaveLength(2),
    );
    await waitFor(() => expect(bell.querySelector('.MuiBadge-badge')).toHaveClass('MuiBadge-invisible'));
  });

  it("says 'No New Notifications' for an empty list and does not mark anything", async () => {
    completeLogin(buildSignedInUser());
    const fetchMock = stubFetch({ [COUNT]: () => success({ count: 0 }), [LIST]: () => success([]) });
    renderAt(<NotificationBell />);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(MESSAGES.noNewNotifications)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/MarkAllRead'))).toBe(false);
  });

  it('shows the fetch error when the list cannot be read', async () => {
    completeLogin(buildSignedInUser());
    stubFetch({ [COUNT]: () => success({ count: 1 }), [LIST]: () => failure(['boom'], 500, 'Server Error') });
    renderAt(<NotificationBell />);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fetchError);
  });
});
