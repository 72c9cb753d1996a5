import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, MESSAGES, PROFILE_MESSAGES, type Profile, type Role } from '@stoa/shared';
import { completeLogin, getSession } from '../../../lib/auth-session.ts';
import { NO_ENTITY_OR_UTILITY, buildProfile, buildSignedInUser } from '../../../test/factories.ts';
import { fieldFailure, requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { findErrorSummary, summaryProblems } from '../../../test/error-summary.ts';
import { LEAVE_QUESTION } from '../../../components/form/use-leave-guard.tsx';
import { renderAt } from '../../../test/render.tsx';
import { ProfilePage } from './profile-page.tsx';

const PROFILE = 'GET /api/Account/Profile';
const EDIT = 'POST /api/Account/EditProfile';
const UTILITIES = 'GET /api/Configuration/TranscoDiscom/GetAll';

const utilities = () =>
  success({
    transcoDiscomList: [
      { id: 11, name: 'APDCL East', type: 'DISCOM', zone: 'Itanagar' },
      { id: 11, name: 'APDCL East', type: 'DISCOM', zone: 'Pasighat' },
      { id: 12, name: 'APDCL West', type: 'DISCOM', zone: 'Dirang' },
      { id: 20, name: 'APTRANSCO', type: 'TRANSCO', zone: 'Itanagar' },
    ],
  });

async function renderPage(role: Role, profile: Profile, handlers: Record<string, StubHandler | StubHandler[]> = {}) {
  completeLogin(buildSignedInUser({ id: profile.id, role }));
  const fetchMock = stubFetch({ [PROFILE]: () => success(profile), [UTILITIES]: utilities, ...handlers });
  renderAt(<ProfilePage />, '/profile');
  await screen.findByRole('button', { name: 'Edit' });
  return fetchMock;
}

const admin = buildProfile({ role: 'Admin', userName: 'admin', ...NO_ENTITY_OR_UTILITY });

// Whole MUI forms in jsdom: seconds per test when the machine is busy, so more room than the 5 s default.
describe('ProfilePage', { timeout: 15_000 }, () => {
  it('shows the profile read-only until Edit, and the locked fields stay locked', async () => {
    await renderPage('OABusinessUser', buildProfile());
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Entity Type')).toHaveValue('Injecting Entity');
    expect(screen.getByLabelText('Date of Registration')).toHaveValue('Mar 05, 2026');

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('readonly');
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveFocus());
    expect(screen.getByLabelText('User Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Entity Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Entity Type')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Zone')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();

    // Cancel drops a change only once the user agrees to.
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = screen.getByRole('dialog', { name: LEAVE_QUESTION.title });
    await userEvent.click(within(question).getByRole('button', { name: LEAVE_QUESTION.confirmLabel }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('First Name')).toHaveAttribute('readonly');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('lets the Admin edit the e-mail and hides the fields an Admin does not have', async () => {
    await renderPage('Admin', admin);
    expect(screen.queryByLabelText('Entity Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Connected To')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Date of Incorporation')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
  });

  it('checks the PAN with the profile messages', async () => {
    const fetchMock = await renderPage('Admin', admin);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const pan = screen.getByLabelText('PAN Card Number');
    await user.clear(pan);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findErrorSummary()).toHaveFocus();
    expect(summaryProblems()).toEqual([PROFILE_MESSAGES.panRequired]);
    await user.type(pan, 'abc');
    await waitFor(() => expect(pan).toHaveAccessibleDescription(PROFILE_MESSAGES.panLength));
    expect(pan).toHaveValue('ABC');
    await user.type(pan, 'de12345');
    await waitFor(() => expect(pan).toHaveAccessibleDescription(PROFILE_MESSAGES.panPattern));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/EditProfile'))).toBe(false);
  });

  it('saves, says so, returns to read mode and renames the signed-in user', async () => {
    const saved = buildProfile({ firstName: 'Asha Devi' });
    const fetchMock = await renderPage('OABusinessUser', buildProfile(), { [EDIT]: () => success(saved) });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('First Name'), ' Devi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.profileUpdated);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Asha Devi');
    expect(getSession().user?.firstName).toBe('Asha Devi');
    const edit = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/EditProfile'));
    expect(requestOf(fetchMock, edit).body).toEqual({
      firstName: 'Asha Devi',
      lastName: 'Rao',
      email: 'asha.rao@example.com',
      contactNumber: '9876543210',
      contactPersonName: 'Ravi Rao',
      panCardNumber: 'ABCDE1234F',
      registeredAddress: '12 Ring Road, Itanagar',
      dateOfIncorporation: '2015-04-01',
      connectedToId: 11,
    });
  });

  it('offers an OA applicant each DISCOM once in the Connected To select', async () => {
    const fetchMock = await renderPage('OABusinessUser', buildProfile(), {
      [EDIT]: () => success(buildProfile({ connectedTo: 'APDCL West', connectedToId: 12 })),
    });
    expect(screen.getByLabelText('Connected To')).toHaveValue('APDCL East');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const select = screen.getByRole('combobox', { name: 'Connected To' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(within(select).queryByRole('option', { name: 'APTRANSCO' })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, 'APDCL West');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.profileUpdated)).toBeInTheDocument();
    const edit = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/EditProfile'));
    expect(requestOf(fetchMock, edit).body).toMatchObject({ connectedToId: 12 });
  });

  it('shows a connected-to licence read-only to a DISCOM user', async () => {
    await renderPage(
      'DISCOMBusinessUser',
      buildProfile({ role: 'DISCOMBusinessUser', entityName: null, entityType: null, dateOfIncorporation: null }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('combobox', { name: 'Connected To' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Connected To')).toHaveAttribute('readonly');
  });

  it('puts server field errors under their fields, and other failures in the generic alert', async () => {
    const emailTaken = () => fieldFailure({ email: [ACCOUNT_MESSAGES.emailTaken] }, 409, 'Conflict');
    await renderPage('Admin', admin, { [EDIT]: [emailTaken, () => new Response('', { status: 500 })] });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.emailTaken),
    );
    // The error summary lists it; no other alert.
    expect(summaryProblems()).toEqual([ACCOUNT_MESSAGES.emailTaken]);
    expect(screen.queryByRole('alert', { name: '' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent(MESSAGES.genericError);
  });
});
