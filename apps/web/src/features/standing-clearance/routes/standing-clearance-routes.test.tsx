import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { STANDING_CLEARANCE_MESSAGES, type SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildClearanceDetail, buildMyRegistration } from '../test/clearance-builders.ts';
import { APPLICANT_LIST_TITLE, SLDC_LIST_TITLE } from './clearance-list-page.tsx';
import { StandingClearanceRoutes } from './standing-clearance-routes.tsx';

const SLDC = { role: 'SLDCBusinessUser', entityType: null } as const;

function renderAt(path: string, user: Partial<SignedInUser> = {}) {
  completeLogin(buildSignedInUser(user));
  stubFetch({
    'GET /api/StandingClearance/GetAll': () => success({ standingClearanceList: [], dataCount: 0 }),
    'GET /api/StandingClearance/Get/5': () => success(buildClearanceDetail()),
    'GET /api/StandingClearance/GetMyRegistration': () => success(buildMyRegistration()),
  });
  return renderRoutes(
    [
      {
        path: '/consent-for-inter-state-stoa-transactions/*',
        element: <StandingClearanceRoutes area="consent" />,
      },
      { path: '/standing-clearance-power/*', element: <StandingClearanceRoutes area="sldc" /> },
    ],
    path,
  );
}

describe('StandingClearanceRoutes', { timeout: 20_000 }, () => {
  it("opens an applicant's own list under consent, and the SLDC's list there for SLDC roles", async () => {
    const applicant = renderAt('/consent-for-inter-state-stoa-transactions');
    expect(await screen.findByRole('heading', { name: APPLICANT_LIST_TITLE })).toBeInTheDocument();
    applicant.unmount();
    renderAt('/consent-for-inter-state-stoa-transactions', SLDC);
    expect(await screen.findByRole('heading', { name: SLDC_LIST_TITLE })).toBeInTheDocument();
  });

  it('opens the form at apply, a record at /:id, and 404 elsewhere', async () => {
    const form = renderAt('/consent-for-inter-state-stoa-transactions/apply');
    expect(await screen.findByRole('heading', { name: 'New Standing Clearance Request' })).toBeInTheDocument();
    form.unmount();
    const record = renderAt('/standing-clearance-power/5', SLDC);
    expect(await screen.findByRole('table', { name: 'Checks' })).toBeInTheDocument();
    record.unmount();
    // The SLDC's area has no form: 'apply' reads as a record id that is none.
    const apply = renderAt('/standing-clearance-power/apply', SLDC);
    expect(await screen.findByText(STANDING_CLEARANCE_MESSAGES.notFound)).toBeInTheDocument();
    apply.unmount();
    renderAt('/standing-clearance-power/5/more', SLDC);
    expect(await screen.findByText('404 - Page not found.')).toBeInTheDocument();
  });
});
