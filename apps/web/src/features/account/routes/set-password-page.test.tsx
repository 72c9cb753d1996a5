import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { ACCOUNT_MESSAGES, md5Hex } from '@stoa/shared';
import { fieldFailure, requestOf, stubFetch, success } from '../../../test/fetch-stub.ts';
import { expectFieldMessage, findErrorSummary, summaryProblems } from '../../../test/error-summary.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { NoticeProbe } from '../test-helpers.tsx';
import { SetPasswordPage } from './set-password-page.tsx';

const SET_PASSWORD = 'POST /api/Account/ChangeTemporaryPassword';

async function renderPage(state?: unknown) {
  const view = renderRoutes(
    [
      // Arrives the way the other account pages send the user: a navigation carrying router state.
      { path: '/from', element: <Navigate to="/set-password" state={state} replace /> },
      { path: '/set-password', element: <SetPasswordPage /> },
      { path: '/login', element: <NoticeProbe name="Login" /> },
    ],
    '/from',
  );
  await screen.findByRole('heading', { name: 'Set Password' });
  return view;
}

function rule(label: string): HTMLElement {
  const item = screen.getByText(label).closest('li');
  if (!item) throw new Error(`No checklist item ${label}`);
  return item;
}

async function fill(code = '482913', password = 'Solar@2026', confirm = password) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Verification Code'), code);
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

beforeEach(() => window.sessionStorage.clear());

// Whole MUI forms in jsdom: seconds per test when the machine is busy, so more room than the 5 s default.
describe('SetPasswordPage', { timeout: 15_000 }, () => {
  it('prefills the kept e-mail, shows the notice it was sent with and links to resend the code', async () => {
    window.sessionStorage.setItem('accountEmail', 'asha@sunrise.example');
    stubFetch({});
    await renderPage({ notice: ACCOUNT_MESSAGES.preRegistered });
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.preRegistered);
    expect(screen.getByLabelText('Email')).toHaveValue('asha@sunrise.example');
    expect(screen.getByRole('link', { name: 'Resend code' })).toHaveAttribute('href', '/forgot-password');
  });

  it('updates the checklist as the password is typed', async () => {
    stubFetch({});
    await renderPage();
    const list = screen.getByRole('list', { name: 'Password requirements' });
    expect(list).toHaveAttribute('aria-live', 'polite');
    expect(
      within(list)
        .getAllByRole('listitem')
        .every((item) => item.dataset.met === 'false'),
    ).toBe(true);
    await userEvent.type(screen.getByLabelText('New Password'), 'abc1');
    expect(rule('At least 1 lowercase letter')).toHaveAttribute('data-met', 'true');
    expect(rule('At least 1 number')).toHaveAttribute('data-met', 'true');
    expect(rule('At least 1 uppercase letter')).toHaveAttribute('data-met', 'false');
    expect(rule('At least 8 characters')).toHaveAttribute('data-met', 'false');
    await userEvent.type(screen.getByLabelText('New Password'), 'DEF@gh');
    expect(
      within(list)
        .getAllByRole('listitem')
        .every((item) => item.dataset.met === 'true'),
    ).toBe(true);
  });

  it("says 'Password didn't match' and sends nothing when the confirmation differs", async () => {
    window.sessionStorage.setItem('accountEmail', 'asha@sunrise.example');
    const fetchMock = stubFetch({});
    await renderPage();
    await fill('482913', 'Solar@2026', 'Solar@2027');
    expect(await findErrorSummary()).toHaveFocus();
    expectFieldMessage('Confirm Password', "Password didn't match");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong code under Verification Code and in the alert', async () => {
    window.sessionStorage.setItem('accountEmail', 'asha@sunrise.example');
    stubFetch({
      [SET_PASSWORD]: () => fieldFailure({ oldPassword: [ACCOUNT_MESSAGES.invalidCode] }, 400, 'Bad Request'),
    });
    await renderPage();
    await fill();
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent(ACCOUNT_MESSAGES.invalidCode);
    expect(summaryProblems()).toEqual([ACCOUNT_MESSAGES.invalidCode]);
    expect(screen.getByLabelText('Verification Code')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.invalidCode);
  });

  it('sends the MD5 of the code and of the password, forgets the e-mail and goes to /login with the notice', async () => {
    window.sessionStorage.setItem('accountEmail', 'asha@sunrise.example');
    const fetchMock = stubFetch({ [SET_PASSWORD]: () => success(null) });
    const { router } = await renderPage();
    await fill('482913', 'Solar@2026');
    expect(await screen.findByText(`Login page: ${ACCOUNT_MESSAGES.passwordSet}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(requestOf(fetchMock, 0).body).toEqual({
      emailAddress: 'asha@sunrise.example',
      oldPassword: md5Hex('482913'),
      newPassword: md5Hex('Solar@2026'),
    });
    expect(window.sessionStorage.getItem('accountEmail')).toBeNull();
  });
});
