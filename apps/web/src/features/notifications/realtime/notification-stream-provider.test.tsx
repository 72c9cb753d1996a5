import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { stubFetch, success } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import { NOTIFICATION_POLL_MS, notificationCountQueryOptions } from '../api/get-notification-count.ts';
import { NotificationBell } from '../components/notification-bell.tsx';
import { NotificationStreamProvider } from './notification-stream-provider.tsx';
import { controlledStream } from '../../../test/event-stream.ts';

const COUNT = 'GET /api/Notification/NotificationCount';
const STREAM = 'GET /api/Notification/Stream';
const LIST = 'GET /api/Notification/NotificationResult';

function renderLinkedBell() {
  return renderAt(
    <NotificationStreamProvider userId={7}>
      <NotificationBell isBuilt={() => true} />
    </NotificationStreamProvider>,
  );
}

describe('notificationCountQueryOptions', () => {
  it('polls unless the realtime link is open', () => {
    expect(notificationCountQueryOptions().refetchInterval).toBe(NOTIFICATION_POLL_MS);
    expect(notificationCountQueryOptions('connecting').refetchInterval).toBe(NOTIFICATION_POLL_MS);
    expect(notificationCountQueryOptions('failed').refetchInterval).toBe(NOTIFICATION_POLL_MS);
    expect(notificationCountQueryOptions('open').refetchInterval).toBe(false);
  });
});

describe('NotificationStreamProvider', () => {
  it('refetches the count when the link opens and on each broadcast; closes the link when unmounted', async () => {
    completeLogin(buildSignedInUser());
    const stream = controlledStream();
    stubFetch({
      [COUNT]: [() => success({ count: 1 }), () => success({ count: 2 }), () => success({ count: 3 })],
      [STREAM]: stream.respond,
    });
    const view = renderLinkedBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    stream.send('event: Ready\ndata: {}\n\n');
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 2 unread'));
    stream.send('event: BroadcastMessage\ndata: {}\n\n');
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 3 unread'));
    // Leaving the signed-in layout (sign-out) closes the link: its body is cancelled.
    view.unmount();
    await waitFor(() => expect(() => stream.send(': ping\n\n')).toThrow());
  });

  it('shows the connection error on the bell when the link cannot connect', async () => {
    completeLogin(buildSignedInUser());
    stubFetch({
      [COUNT]: () => success({ count: 0 }),
      [LIST]: () => success([]),
      [STREAM]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderLinkedBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, live updates unavailable' });
    await userEvent.click(bell);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('alert')).toHaveTextContent(MESSAGES.notificationConnectionError);
    expect(await within(menu).findByText(MESSAGES.noNewNotifications)).toBeInTheDocument();
  });
});
