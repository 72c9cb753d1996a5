import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, MESSAGES } from '@stoa/shared';
import { expectFieldMessage, findErrorSummary, summaryProblems } from '../../../test/error-summary.ts';
import { failure, fieldFailure, requestOf, stubFetch, success } from '../../../test/fetch-stub.ts';
import { renderAt, renderRoutes } from '../../../test/render.tsx';
import { UsersPage } from '../routes/users-page.tsx';
import { buildUser } from '../../../test/factories.ts';
import { UTILITY_ROWS, buildUserList } from '../test/factories.ts';
import { UserDialog, type UserDialogState } from './user-dialog.tsx';

const UTILITIES = 'GET /api/Configuration/TranscoDiscom/GetAll';

function renderDialog(state: UserDialogState) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderAt(<UserDialog state={state} onClose={onClose} onSaved={onSaved} />, '/admin/users');
  return { onSaved, onClose, user: userEvent.setup() };
}

/** Values every role needs (spec §5). */
async function fillCommonFields(user: ReturnType<typeof userEvent.setup>) {
  const dialog = within(screen.getByRole('dialog'));
  await user.type(dialog.getByLabelText('First Name'), 'Nima');
  await user.type(dialog.getByLabelText('Last Name'), 'Tsering');
  await user.type(dialog.getByLabelText('User Name'), 'nima.t');
  await user.type(dialog.getByLabelText('Email'), 'nima@example.com');
  await user.type(dialog.getByLabelText('Contact Number'), '9876501234');
  await user.type(dialog.getByLabelText('PAN Card Number'), 'abcde1234f');
  await user.type(dialog.getByLabelText('Registered Address'), 'Itanagar');
}

describe('UserDialog', { timeout: 20_000 }, () => {
  it('shows the entity fields only for OA applicants and Traders; a Trader is of entity type Trader', async () => {
    stubFetch({ [UTILITIES]: () => success({ transcoDiscomList: UTILITY_ROWS }) });
    const { user } = renderDialog({ mode: 'create' });
    expect(screen.getByRole('dialog', { name: 'Create User' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Entity Type')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Role'), 'OA Applicant');
    const entityType = screen.getByLabelText('Entity Type');
    const choices = within(entityType).getAllByRole('option').slice(1);
    expect(choices.map((o) => o.textContent)).toEqual(['Injecting Entity', 'Drawee Entity', 'Both Entity']);
    expect(entityType).toBeEnabled();
    expect(screen.getByLabelText('Entity Name')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Date of Incorporation' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Connected To')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Role'), 'Trader');
    expect(screen.getByLabelText('Entity Type')).toHaveValue('Trader');
    expect(screen.getByLabelText('Entity Type')).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Role'), 'SLDC Business User');
    expect(screen.queryByLabelText('Entity Type')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Zone')).not.toBeInTheDocument();
  });

  it("offers a utility user the utilities of the role's type and fills a single zone by itself", async () => {
    stubFetch({ [UTILITIES]: () => success({ transcoDiscomList: UTILITY_ROWS }) });
    const { user } = renderDialog({ mode: 'create' });
    await user.selectOptions(screen.getByLabelText('Role'), 'TRANSCO Business User');
    const connectedTo = screen.getByLabelText('Connected To');
    await waitFor(() => expect(within(connectedTo).getAllByRole('option')).toHaveLength(3));
    expect(
      within(connectedTo)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select', 'APTRANSCO', 'East TRANSCO']);
    expect(screen.queryByLabelText('Entity Type')).not.toBeInTheDocument();

    await user.selectOptions(connectedTo, 'APTRANSCO');
    expect(screen.getByLabelText('Zone')).toHaveValue('Itanagar');

    // Two zones: the Admin picks one.
    await user.selectOptions(connectedTo, 'East TRANSCO');
    expect(screen.getByLabelText('Zone')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('Zone'), 'Pasighat');
    expect(screen.getByLabelText('Zone')).toHaveValue('Pasighat');

    await user.selectOptions(screen.getByLabelText('Role'), 'DISCOM Business User');
    const discoms = within(screen.getByLabelText('Connected To')).getAllByRole('option');
    expect(discoms.map((o) => o.textContent)).toEqual(['Select', 'APDISCOM']);
    expect(screen.getByLabelText('Connected To')).toHaveValue('');
  });

  it("shows the schema's required messages and does not call the server", async () => {
    const fetchMock = stubFetch({ [UTILITIES]: () => success({ transcoDiscomList: UTILITY_ROWS }) });
    const { user } = renderDialog({ mode: 'create' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The error summary at the dialog's top takes focus and lists each field's message.
    expect(await findErrorSummary()).toHaveFocus();
    const required = ['Role', 'First Name', 'Last Name', 'User Name', 'Email', 'Contact Number', 'Registered Address'];
    expect(summaryProblems()).toEqual(
      expect.arrayContaining([...required, 'PAN Card Number'].map((label) => `${label} is required`)),
    );
    expectFieldMessage('First Name', 'First Name is required');

    await user.selectOptions(screen.getByLabelText('Role'), 'OA Applicant');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(summaryProblems()).toEqual(
        expect.arrayContaining([
          'Entity Type is required',
          'Entity Name is required',
          'Date of Incorporation is required',
        ]),
      ),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("shows a server field error under its field and other failures in the dialog's alert", async () => {
    stubFetch({
      'POST /api/Admin/AddUser': [
        () => fieldFailure({ userName: [ACCOUNT_MESSAGES.userNameTaken] }, 409, 'Conflict'),
        () => failure([ACCOUNT_MESSAGES.staleUser], 409, 'Conflict'),
        () => new Response('down', { status: 502, statusText: 'Bad Gateway' }),
      ],
    });
    const { user, onSaved } = renderDialog({ mode: 'create' });
    await user.selectOptions(screen.getByLabelText('Role'), 'SLDC Business User');
    await fillCommonFields(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('User Name')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.userNameTaken),
    );
    expect(summaryProblems()).toEqual([ACCOUNT_MESSAGES.userNameTaken]);
    expect(screen.queryByRole('alert', { name: '' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent(ACCOUNT_MESSAGES.staleUser);
    // No message from the server: the spec's default text.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert', { name: '' })).toHaveTextContent(MESSAGES.genericError));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('locks user name, email and role on edit and saves the rest with the version', async () => {
    const oa = buildUser({
      role: 'OABusinessUser',
      entityType: 'DraweeEntity',
      entityName: 'Sunrise Mills',
      dateOfIncorporation: '2015-06-01',
    });
    const fetchMock = stubFetch({
      'GET /api/Admin/User/5': () => success(oa),
      'PATCH /api/Admin/User/5': () => success({ ...oa, firstName: 'Ashima', version: 4 }),
    });
    const { user, onSaved } = renderDialog({ mode: 'edit', userId: 5 });
    const firstName = await screen.findByLabelText('First Name');
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
    expect(screen.getByLabelText('User Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Entity Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Role')).toBeDisabled();
    expect(screen.getByLabelText('Role')).toHaveValue('OABusinessUser');
    expect(screen.getByLabelText('Entity Type')).toBeDisabled();
    expect(firstName).not.toHaveAttribute('readonly');

    await user.clear(firstName);
    await user.type(firstName, 'Ashima');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(ACCOUNT_MESSAGES.userUpdated));
    const patch = requestOf(fetchMock, 1);
    expect(patch.method).toBe('PATCH');
    expect(patch.body).toMatchObject({
      firstName: 'Ashima',
      userName: 'asha.rao',
      role: 'OABusinessUser',
      entityType: 'DraweeEntity',
      dateOfIncorporation: '2015-06-01',
      acceptTerms: true,
      isEnabled: true,
      version: 3,
    });
  });

  it('shows every field read-only in view, without Save', async () => {
    const transco = buildUser({
      role: 'TRANSCOBusinessUser',
      connectedTo: 'APTRANSCO',
      connectedToId: 1,
      zone: 'Itanagar',
    });
    stubFetch({
      'GET /api/Admin/User/5': () => success(transco),
      [UTILITIES]: () => success({ transcoDiscomList: UTILITY_ROWS }),
    });
    renderDialog({ mode: 'view', userId: 5 });
    expect(await screen.findByLabelText('First Name')).toHaveAttribute('readonly');
    expect(screen.getByRole('dialog', { name: 'View User' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contact Number')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Connected To')).toBeDisabled();
    expect(screen.getByLabelText('Connected To')).toHaveValue('1');
    expect(screen.getByLabelText('Zone')).toHaveValue('Itanagar');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("adds a user from the list page and says 'User added successfully!'", async () => {
    const created = buildUser({ id: 9, userName: 'nima.t', status: 'Pending' });
    const fetchMock = stubFetch({
      'GET /api/Admin/GetUsers': () => success(buildUserList([])),
      'POST /api/Admin/AddUser': () => success(created),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/users', element: <UsersPage /> }], '/admin/users');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Create User' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'SLDC Business User');
    await fillCommonFields(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.userAdded);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const add = fetchMock.mock.calls.findIndex(([url]) => String(url) === '/api/Admin/AddUser');
    expect(requestOf(fetchMock, add).body).toEqual({
      role: 'SLDCBusinessUser',
      firstName: 'Nima',
      lastName: 'Tsering',
      userName: 'nima.t',
      email: 'nima@example.com',
      contactNumber: '9876501234',
      registeredAddress: 'Itanagar',
      panCardNumber: 'ABCDE1234F',
      entityName: null,
      entityType: null,
      dateOfIncorporation: null,
      connectedToId: null,
      zone: null,
      acceptTerms: true,
      isEnabled: true,
    });
    // The list is read again after the change.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/Admin/GetUsers'))).toHaveLength(2),
    );
  });
});
