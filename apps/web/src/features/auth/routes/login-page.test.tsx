import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, md5Hex } from '@stoa/shared';
import { getSession } from '../../../lib/auth-session.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { failure, requestOf, stubFetch, success } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

const CAPTCHA = 'GET /api/Account/Captcha';
const AUTHENTICATE = 'POST /api/Account/authenticate';
const captchas = [
  () => success({ captchaId: 'captcha-1', image: '<svg xmlns="http://www.w3.org/2000/svg"><text>AB12CD</text></svg>' }),
  () => success({ captchaId: 'captcha-2', image: '<svg xmlns="http://www.w3.org/2000/svg"><text>ZZ99YY</text></svg>' }),
];

async function fillAndSubmit(captchaValue = 'AB12CD') {
  const user = userEvent.setup();
  await screen.findByTestId('captcha-image');
  await user.type(screen.getByLabelText('User Name'), 'oa.injecting');
  await user.type(screen.getByLabelText('Password'), 'Demo@1234');
  await user.type(screen.getByLabelText('Captcha'), captchaValue);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
}

describe('LoginPage', () => {
  it('shows the form with its links and the captcha image', async () => {
    stubFetch({ [CAPTCHA]: captchas });
    renderAt(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByText('OPEN ACCESS')).toBeInTheDocument();
    const image = await screen.findByTestId('captcha-image');
    expect(image).toHaveAttribute('alt', 'captcha');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Pre-Register' })).toHaveAttribute('href', '/pre-register');
    expect(screen.getByRole('button', { name: 'Refresh captcha' })).toBeInTheDocument();
  });

  it('shows the schema messages under empty fields and does not call the server', async () => {
    const fetchMock = stubFetch({ [CAPTCHA]: captchas });
    renderAt(<LoginPage />, '/login');
    await screen.findByTestId('captcha-image');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('User Name is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Captcha is required')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('focuses the first field in error, then checks each field again as it changes', async () => {
    const fetchMock = stubFetch({ [CAPTCHA]: captchas });
    renderAt(<LoginPage />, '/login');
    await screen.findByTestId('captcha-image');
    const user = userEvent.setup();
    const userName = screen.getByLabelText('User Name');
    await user.type(userName, 'oa injecting');
    await user.type(screen.getByLabelText('Captcha'), ' AB12CD ');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('User Name cannot contain spaces')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(userName).toHaveFocus();

    await user.clear(userName);
    expect(screen.getByText('User Name is required')).toBeInTheDocument();
    await user.type(userName, 'oa.injecting');
    expect(screen.queryByText('User Name is required')).not.toBeInTheDocument();
    expect(screen.queryByText('User Name cannot contain spaces')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's first error message, then a fresh captcha with the answer cleared", async () => {
    const fetchMock = stubFetch({ [CAPTCHA]: captchas, [AUTHENTICATE]: () => failure(['Incorrect Captcha']) });
    renderAt(<LoginPage />, '/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect Captcha');
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).toContain('ZZ99YY'));
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
    expect(screen.getByLabelText('User Name')).toHaveValue('oa.injecting');
    expect(getSession()).toMatchObject({ status: 'error', error: 'Incorrect Captcha' });
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/Captcha'))).toHaveLength(2);
  });

  it('shows the generic message when the server gives no message', async () => {
    stubFetch({
      [CAPTCHA]: captchas,
      [AUTHENTICATE]: () => new Response('upstream down', { status: 502, statusText: 'Bad Gateway' }),
    });
    renderAt(<LoginPage />, '/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
  });

  it('sends the MD5 of the password with the captcha, stores the user and goes to /', async () => {
    const user = buildSignedInUser();
    const fetchMock = stubFetch({ [CAPTCHA]: captchas, [AUTHENTICATE]: () => success(user) });
    renderAt(<LoginPage />, '/login');
    await fillAndSubmit();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(requestOf(fetchMock, 1).body).toEqual({
      userName: 'oa.injecting',
      password: md5Hex('Demo@1234'),
      captchaId: 'captcha-1',
      captchaValue: 'AB12CD',
    });
    expect(getSession()).toMatchObject({ status: 'logged-in', user });
    expect(JSON.parse(window.localStorage.getItem('authUser') ?? 'null')).toEqual(user);
  });

  it('toggles the password between hidden and shown', async () => {
    stubFetch({ [CAPTCHA]: captchas });
    renderAt(<LoginPage />, '/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
