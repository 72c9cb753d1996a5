import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, MESSAGES } from '@stoa/shared';
import { failure, requestOf, stubFetch, success } from '../../../test/fetch-stub.ts';
import { expectFieldMessage, findErrorSummary } from '../../../test/error-summary.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { NoticeProbe } from '../test-helpers.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const FORGOT = 'POST /api/Account/ForgotPassword';

function renderPage() {
  return renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/set-password', element: <NoticeProbe name="Set password" /> },
    ],
    '/forgot-password',
  );
}

beforeEach(() => window.sessionStorage.clear());

// Whole MUI forms in jsdom: seconds per test when the machine is busy, so more room than the 5 s default.
describe('ForgotPasswordPage', { timeout: 15_000 }, () => {
  it('requires the e-mail without calling the server', async () => {
    const fetchMock = stubFetch({});
    renderPage();
    expect(screen.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await findErrorSummary()).toHaveFocus();
    expectFieldMessage('Email', 'Email is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the e-mail and goes to /set-password with 'Verification code send to your email'", async () => {
    const fetchMock = stubFetch({ [FORGOT]: () => success(null) });
    const { router } = renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'asha@sunrise.example');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(`Set password page: ${ACCOUNT_MESSAGES.codeSent}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/set-password');
    expect(requestOf(fetchMock, 0).body).toEqual({ emailAddress: 'asha@sunrise.example' });
    expect(window.sessionStorage.getItem('accountEmail')).toBe('asha@sunrise.example');
  });

  it("shows the server's first message, else the generic one", async () => {
    stubFetch({
      [FORGOT]: [
        () => failure([MESSAGES.tooManyRequests], 429, 'Too Many Requests'),
        () => new Response('', { status: 500 }),
      ],
    });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'asha@sunrise.example');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.genericError)).toBeInTheDocument();
  });
});
