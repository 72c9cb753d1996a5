import { describe, expect, it } from 'vitest';
import { NO_ROWS_LABEL } from '../../../components/data-table/grid-defaults.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stoa/shared';
import { failure, stubFetch, success } from '../../../test/fetch-stub.ts';
import { downloadBothFormats, exportAnswers } from '../../../test/list-download.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildMail } from '../test/factories.ts';
import { OutboxPage } from './outbox-page.tsx';

const OUTBOX = 'GET /api/Admin/Outbox';
const code = buildMail();
const failed = buildMail({
  id: 12,
  to: 'sldc@example.com',
  subject: 'Registration submitted',
  text: 'A registration waits for you.',
  status: 'failed',
  attempts: 5,
  lastError: 'connect ECONNREFUSED',
});

function renderPage(path = '/admin/outbox') {
  return renderRoutes([{ path: '/admin/outbox', element: <OutboxPage /> }], path);
}

function outboxQueries(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url).split('?')[1] ?? '');
}

describe('OutboxPage', { timeout: 20_000 }, () => {
  it('lists the mails with their created time, status and attempts', async () => {
    stubFetch({ [OUTBOX]: () => success({ outboxList: [code, failed], dataCount: 2 }) });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Outbox' })).toBeInTheDocument();
    const row = (await screen.findByText('Registration submitted')).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('sldc@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
    expect(screen.getByText('Logged')).toBeInTheDocument();
    expect(screen.getAllByText('Mar 05, 2026 2:15 AM')).toHaveLength(2);
  });

  it("shows a mail's full text in a dialog", async () => {
    const user = userEvent.setup();
    stubFetch({ [OUTBOX]: () => success({ outboxList: [code, failed], dataCount: 2 }) });
    renderPage();
    await user.click(await screen.findByRole('button', { name: `View mail to ${code.to}: ${code.subject}` }));
    const dialog = screen.getByRole('dialog', { name: code.subject });
    expect(within(dialog).getByLabelText('Mail text')).toHaveTextContent('Your verification code is 482913.');
    expect(within(dialog).getByLabelText('Mail text')).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(dialog).getByText(code.to)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /^View mail to sldc@example.com/ }));
    expect(within(screen.getByRole('dialog')).getByText('connect ECONNREFUSED')).toBeInTheDocument();
  });

  it('filters by recipient, keeps the filter in the URL, and refreshes on demand', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ [OUTBOX]: () => success({ outboxList: [code], dataCount: 1 }) });
    const { router } = renderPage();
    await screen.findByText(code.subject);
    await user.type(screen.getByLabelText('To'), 'new.user');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(outboxQueries(fetchMock).at(-1)).toBe('pageNumber=1&pageSize=10&to=new.user'));
    expect(router.state.location.search).toBe('?to=new.user');

    const calls = fetchMock.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(calls + 1));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(outboxQueries(fetchMock).at(-1)).toBe('pageNumber=1&pageSize=10'));
  });

  it('shows the fetch error when the outbox cannot be read', async () => {
    stubFetch({ [OUTBOX]: () => failure(['nope'], 500, 'Server Error') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fetchError);
    // The grid draws its overlay once it has measured itself, a moment after the alert.
    expect(await screen.findByText(NO_ROWS_LABEL)).toBeInTheDocument();
  });

  it('downloads every page of the recipient filter as Excel or CSV', async () => {
    const fetchMock = stubFetch({
      [OUTBOX]: () => success({ outboxList: [code, failed], dataCount: 2 }),
      [`${OUTBOX}/Export`]: exportAnswers('Outbox'),
    });
    renderPage('/admin/outbox?to=sldc&pageNumber=2');
    expect(await screen.findByText('Registration submitted')).toBeInTheDocument();
    expect(await downloadBothFormats(userEvent.setup(), fetchMock, 'Outbox')).toEqual([
      '/api/Admin/Outbox/Export?format=xlsx&to=sldc',
      '/api/Admin/Outbox/Export?format=csv&to=sldc',
    ]);
  });
});
