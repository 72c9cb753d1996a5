import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { OA_REVISIONS_TITLE, SLDC_REVISIONS_TITLE } from './revision-list-page.tsx';
import { RevisionRoutes } from './revision-routes.tsx';

const SLDC = { role: 'SLDCApproverII', entityType: null } as const;

function renderAt(path: string, user: Partial<SignedInUser> = {}) {
  completeLogin(buildSignedInUser(user));
  stubFetch({ 'GET /api/Revision/GetAll': () => success({ items: [], total: 0 }) });
  return renderRoutes(
    [
      { path: '/revision/*', element: <RevisionRoutes /> },
      { path: '/forbidden', element: <p>Forbidden page</p> },
    ],
    path,
  );
}

describe('RevisionRoutes', { timeout: 20_000 }, () => {
  it('sends each group from /revision to its list and keeps it out of the other half', async () => {
    const applicant = renderAt('/revision');
    expect(await screen.findByRole('heading', { name: OA_REVISIONS_TITLE })).toBeInTheDocument();
    applicant.unmount();
    const sldc = renderAt('/revision', SLDC);
    expect(await screen.findByRole('heading', { name: SLDC_REVISIONS_TITLE })).toBeInTheDocument();
    await waitFor(() => expect(sldc.router.state.location.pathname).toBe('/revision/sldc'));
    sldc.unmount();
    const form = renderAt('/revision/oa/new', SLDC);
    await waitFor(() => expect(form.router.state.location.pathname).toBe('/forbidden'));
    form.unmount();
    const list = renderAt('/revision/sldc');
    await waitFor(() => expect(list.router.state.location.pathname).toBe('/forbidden'));
  });
});
