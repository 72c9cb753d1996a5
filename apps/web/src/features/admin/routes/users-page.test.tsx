import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { ACCOUNT_MESSAGES } from '@stoa/shared';
import { failure, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { downloadBothFormats, exportAnswers } from '../../../test/list-download.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildUser } from '../../../test/factories.ts';
import { buildUserList } from '../test/factories.ts';
import { UsersPage } from './users-page.tsx';

const LIST = 'GET /api/Admin/GetUsers';
const asha = buildUser();
const ravi = buildUser({ id: 6, firstName: 'Ravi', lastName: 'Menon', userName: 'ravi', status: 'Pending' });

function renderPage(path = '/admin/users', handlers: Record<string, StubHandler | StubHandler[]> = {}) {
  const fetchMock = stubFetch({ [LIST]: () => success(buildUserList([asha, ravi], 35)), ...handlers });
  const view = renderRoutes([{ path: '/admin/users', element: <UsersPage /> }], path);
  return { ...view, fetchMock };
}

/** The query strings of the list calls made so far. */
function listQueries(fetchMock: Mock<typeof fetch>): string[] {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/Admin/GetUsers'))
    .map((url) => url.split('?')[1] ?? '');
}

async function findRow(name: string) {
  const cell = await screen.findByText(name);
  return cell.closest<HTMLElement>('[role="row"]')!;
}

// The grid renders every cell in jsdom: slower than a plain form on a loaded machine.
describe('UsersPage', { timeout: 20_000 }, () => {
  it('lists the users with the spec columns and marks a pending user', async () => {
    const { fetchMock } = renderPage();
    expect(screen.getByRole('heading', { name: 'Users List' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument();
    const row = await findRow('asha.rao');
    expect(within(row).getByText('Asha')).toBeInTheDocument();
    expect(within(row).getByText('asha.rao@example.com')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'First Name',
      'Last Name',
      'User Name',
      'Email',
      'View',
      'Edit',
      'Enabled',
      'Defaulter',
      'Reset Password',
    ]);
    expect(within(await findRow('ravi')).getByText('Pending')).toBeInTheDocument();
    expect(within(row).queryByText('Pending')).not.toBeInTheDocument();
    expect(listQueries(fetchMock)).toEqual(['pageNumber=1&pageSize=10']);
  });

  it('sends the filters on Submit and keeps them in the URL; Reset clears them', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderPage('/admin/users?pageNumber=3');
    await findRow('asha.rao');
    await user.type(screen.getByLabelText('First Name'), 'As');
    await user.type(screen.getByLabelText('Email Address'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toBe('pageNumber=1&pageSize=10&firstName=As&email=example.com'),
    );
    expect(router.state.location.search).toBe('?firstName=As&email=example.com');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(listQueries(fetchMock).at(-1)).toBe('pageNumber=1&pageSize=10');
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    expect(screen.getByLabelText('Email Address')).toHaveValue('');
  });

  it('fills the filter boxes from the URL and asks for that page', async () => {
    const { fetchMock } = renderPage('/admin/users?userName=ravi&state=Disabled&pageNumber=2&pageSize=50');
    await findRow('ravi');
    expect(screen.getByLabelText('User Name')).toHaveValue('ravi');
    // The Admin's 'Disabled users' tile opens the list so.
    expect(screen.getByLabelText('State')).toHaveValue('Disabled');
    expect(listQueries(fetchMock)).toEqual(['pageNumber=2&pageSize=50&userName=ravi&state=Disabled']);
  });

  it('sends pageNumber and pageSize when paging', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage();
    await findRow('asha.rao');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toBe('pageNumber=2&pageSize=10'));
    // jsdom applies no media queries, so the grid's small-screen rule hides the size picker.
    await user.click(screen.getByRole('combobox', { name: /Rows per page/, hidden: true }));
    await user.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toBe('pageNumber=1&pageSize=100'));
  });

  it('toggles Enabled and Defaulter through their endpoints', async () => {
    const user = userEvent.setup();
    // A small server: the list shows what the toggles changed, as the real one would after the refetch.
    let current = asha;
    const toggle = (patch: Partial<typeof asha>) => () => {
      current = { ...current, ...patch, version: current.version + 1 };
      return success(current);
    };
    const { fetchMock } = renderPage('/admin/users', {
      [LIST]: () => success(buildUserList([current, ravi], 35)),
      'POST /api/Admin/EnableDisableUser/5': toggle({ isEnabled: false }),
      'POST /api/Admin/EnableDisableUserDefaulter/5': toggle({ isDefaulter: true }),
    });
    const enabled = await screen.findByRole('switch', { name: 'Enabled asha.rao' });
    expect(enabled).toBeChecked();
    await user.click(enabled);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Enabled asha.rao' })).not.toBeChecked());
    await user.click(screen.getByRole('switch', { name: 'Defaulter asha.rao' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Defaulter asha.rao' })).toBeChecked());
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));
    expect(posts).toEqual(['/api/Admin/EnableDisableUser/5', '/api/Admin/EnableDisableUserDefaulter/5']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the switch back and shows the message when the server refuses', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    renderPage('/admin/users', {
      'POST /api/Admin/EnableDisableUser/5': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const enabled = await screen.findByRole('switch', { name: 'Enabled asha.rao' });
    await user.click(enabled);
    // Optimistic: the switch flips before the server answers.
    await waitFor(() => expect(enabled).not.toBeChecked());
    answer(failure([ACCOUNT_MESSAGES.cannotDisableSelf], 422, 'Unprocessable Entity'));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.cannotDisableSelf);
    // The rollback and the list's refetch may land a render after the message.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Enabled asha.rao' })).toBeChecked());
  });

  it("resets a password after confirmation and says 'Password has been reset.'", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage('/admin/users', { 'POST /api/Admin/ResetPassword/5': () => success(null) });
    await user.click(await screen.findByRole('button', { name: 'Reset Password asha.rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset Password' });
    expect(dialog).toHaveTextContent('Asha Rao (asha.rao)');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.passwordReset);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/Admin/ResetPassword/5')).toBe(true);
  });

  it('does not reset the password when the Admin cancels', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reset Password asha.rao' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.every(([, init]) => init?.method !== 'POST')).toBe(true);
  });

  it('downloads every page of the filters in force as Excel or CSV', async () => {
    const { fetchMock } = renderPage('/admin/users?userName=ra&email=example&pageNumber=3', {
      [`${LIST}/Export`]: exportAnswers('Users'),
    });
    await findRow('asha.rao');
    expect(await downloadBothFormats(userEvent.setup(), fetchMock, 'Users')).toEqual([
      '/api/Admin/GetUsers/Export?format=xlsx&userName=ra&email=example',
      '/api/Admin/GetUsers/Export?format=csv&userName=ra&email=example',
    ]);
  });
});
