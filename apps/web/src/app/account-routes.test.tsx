import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stoa/shared';
import { completeLogin } from '../lib/auth-session.ts';
import { buildSignedInUser } from '../test/factories.ts';
import { stubFileSaving } from '../test/download-stub.ts';
import { failure, stubFetch, success, type StubHandler } from '../test/fetch-stub.ts';
import { renderRoutes } from '../test/render.tsx';
import { manualUrlFor } from './layout/account-menu.tsx';
import { routes } from './router.tsx';

const MANUAL = 'GET /api/File/DownloadManuals';

function stubApi(overrides: Record<string, StubHandler | StubHandler[]> = {}) {
  return stubFetch({
    'GET /api/Notification/NotificationCount': () => success({ count: 0 }),
    'GET /api/Dashboard/Summary': () => success({ role: 'Trader', entityName: null, lastSignInAt: null, tiles: [] }),
    ...overrides,
  });
}

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /^Account menu/ }));
  return screen.findByRole('menu');
}

let saved: string[] = [];
beforeEach(() => {
  saved = stubFileSaving();
});
afterEach(() => vi.restoreAllMocks());

describe('account routes', { timeout: 15_000 }, () => {
  it.each([
    ['/pre-register', 'Pre-Registration (Form-A)'],
    ['/set-password', 'Set Password'],
    ['/forgot-password', 'Forgot Password'],
  ])('opens %s to a signed-out visitor', async (path, title) => {
    stubApi();
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('opens My Profile and Change password from the avatar menu', async () => {
    completeLogin(buildSignedInUser({ role: 'Trader', entityType: 'Trader' }));
    stubApi({ 'GET /api/Account/Profile': () => failure(['nope'], 500, 'Server Error') });
    const { router } = renderRoutes(routes, '/landing');
    let menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'My Profile' }));
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('Download User Manual', { timeout: 15_000 }, () => {
  it('asks for the OA applicant’s entity type and for everyone else’s role', () => {
    expect(manualUrlFor(buildSignedInUser({ role: 'OABusinessUser', entityType: 'DraweeEntity' }))).toBe(
      '/File/DownloadManuals?entitityType=DraweeEntity',
    );
    expect(manualUrlFor(buildSignedInUser({ role: 'Trader', entityType: 'Trader' }))).toBe(
      '/File/DownloadManuals?entitityType=Trader',
    );
    expect(manualUrlFor(buildSignedInUser({ role: 'SLDCApproverI', entityType: null }))).toBe(
      '/File/DownloadManuals?entitityType=SLDCApproverI',
    );
  });

  it('downloads the manual with the bearer token under the name the server gives', async () => {
    completeLogin(buildSignedInUser({ jwtToken: 'jwt-manual' }));
    const fetchMock = stubApi({
      [MANUAL]: () =>
        new Response('%PDF', {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="OA.pdf"' },
        }),
    });
    renderRoutes(routes, '/landing');
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Download User Manual' }));
    await waitFor(() => expect(saved).toEqual(['OA.pdf']));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('DownloadManuals'));
    expect(String(call?.[0])).toBe('/api/File/DownloadManuals?entitityType=InjectingEntity');
    expect(call?.[1]?.headers).toMatchObject({ Authorization: 'Bearer jwt-manual' });
  });

  it("says 'Unable to download file.' when the download fails", async () => {
    completeLogin(buildSignedInUser());
    stubApi({ [MANUAL]: () => failure(['missing'], 404, 'Not Found') });
    renderRoutes(routes, '/landing');
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Download User Manual' }));
    expect(await screen.findByText(MESSAGES.downloadFailed)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
