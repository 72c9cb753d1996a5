import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stoa/shared';
import { failure, stubFetch, success } from '../../../test/fetch-stub.ts';
import { downloadBothFormats, fileNamed } from '../../../test/list-file.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { NotificationsPage } from './notifications-page.tsx';

const PAGE = 'GET /api/Notification/GetAll';
const RECORD = '/registrations/view/DraweeEntity/5';
const isBuilt = (to: string) => to.startsWith('/registrations/');
const unread = {
  id: 7,
  message: 'Registration of Itanagar Cement Works (Drawee Entity) is now: Approved.',
  notificationTimeSpan: '2026-11-24T08:45:00Z',
  isRead: false,
  link: RECORD,
};
const read = {
  id: 3,
  message: 'Welcome to the STOA Portal.',
  notificationTimeSpan: '2026-11-20T08:45:00Z',
  isRead: true,
  link: null,
};

function renderPage(path = '/notifications') {
  return renderRoutes(
    [
      { path: '/notifications', element: <NotificationsPage isBuilt={isBuilt} /> },
      { path: RECORD, element: <p>Registration record</p> },
    ],
    path,
  );
}

const queries = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/GetAll')).map(([url]) => String(url).split('?')[1]);

describe('NotificationsPage', { timeout: 20_000 }, () => {
  it('lists read and unread notifications with their time; a linked one opens its record and is marked read', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      [PAGE]: () => success({ notificationList: [unread, read], dataCount: 2 }),
      'POST /api/Notification/MarkRead/7': () => success({ marked: 1 }),
    });
    const { router } = renderPage();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    const row = (await screen.findByText(unread.message)).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('Unread')).toBeInTheDocument();
    expect(within(row).getByText('Nov 24, 2026 2:15 PM')).toBeInTheDocument();
    // The welcome has no record: plain text, no link.
    expect(screen.queryByRole('button', { name: read.message })).not.toBeInTheDocument();
    expect(screen.getByText('Read')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: unread.message }));
    expect(await screen.findByText('Registration record')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RECORD);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/MarkRead/7'))).toBe(true);
  });

  it('pages on the server: pageNumber and pageSize from the URL and the grid (10/50/100)', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ [PAGE]: () => success({ notificationList: [unread], dataCount: 25 }) });
    renderPage('/notifications?pageNumber=2&pageSize=10');
    await screen.findByText(unread.message);
    expect(queries(fetchMock)).toEqual(['pageNumber=2&pageSize=10']);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(queries(fetchMock).at(-1)).toBe('pageNumber=3&pageSize=10'));
    await user.click(screen.getByRole('combobox', { name: /Rows per page/, hidden: true }));
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(queries(fetchMock).at(-1)).toBe('pageNumber=1&pageSize=50'));
  });

  it("marks all read from the page; shows the fetch error when the list can't be read", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      [PAGE]: [() => success({ notificationList: [unread], dataCount: 1 }), () => failure(['boom'], 500)],
      'POST /api/Notification/MarkAllRead': () => success({ marked: 1 }),
    });
    renderPage();
    await screen.findByText(unread.message);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/MarkAllRead'))).toBe(true));
    expect(await screen.findByText(MESSAGES.fetchError)).toBeInTheDocument();
  });
});

describe('NotificationsPage Download', { timeout: 20_000 }, () => {
  it('downloads every notification of the user as Excel or CSV, whatever the page shown', async () => {
    const fetchMock = stubFetch({
      [PAGE]: () => success({ notificationList: [unread, read], dataCount: 25 }),
      [`${PAGE}/Export`]: [fileNamed('Notifications.xlsx'), fileNamed('Notifications.csv')],
    });
    renderPage('/notifications?pageNumber=2&pageSize=10');
    await screen.findByText(unread.message);
    const { saved, exports } = await downloadBothFormats(userEvent.setup(), fetchMock);
    expect(saved).toEqual(['Notifications.xlsx', 'Notifications.csv']);
    expect(exports).toEqual([
      '/api/Notification/GetAll/Export?format=xlsx',
      '/api/Notification/GetAll/Export?format=csv',
    ]);
  });
});
