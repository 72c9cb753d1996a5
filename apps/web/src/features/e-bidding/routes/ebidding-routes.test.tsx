import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildEbiddingDetails, buildProcessDetails, buildProposalRow } from '../test/ebidding-builders.ts';
import { EBiddingRoutes } from './ebidding-routes.tsx';

const SLDC = { role: 'SLDCBusinessUser', entityType: null } as const;

function renderAt(path: string, user: Partial<SignedInUser> = SLDC) {
  completeLogin(buildSignedInUser(user));
  stubFetch({
    'GET /api/EBidding/GetAllInvitations': () => success({ invitationList: [], dataCount: 0 }),
    'GET /api/EBidding/GetProcessDetails/1': () => success(buildProcessDetails()),
    'GET /api/EBidding/GetProposals/1': () => success([buildProposalRow()]),
    'GET /api/Payment/GetEbiddingDetails/11': () => success(buildEbiddingDetails()),
  });
  return renderRoutes([{ path: '/e-bidding/*', element: <EBiddingRoutes /> }], path);
}

describe('EBiddingRoutes', { timeout: 30_000 }, () => {
  it("opens the list, the process screen, the proposals of an invitation and an application's details", async () => {
    const list = renderAt('/e-bidding');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Bidding Invitations' })).toBeInTheDocument();
    list.unmount();
    const process = renderAt('/e-bidding/process?id=1');
    expect(await screen.findByRole('heading', { name: 'Process E-Bidding EB/2026/0001' })).toBeInTheDocument();
    process.unmount();
    const requests = renderAt('/e-bidding/requests?id=1');
    expect(await screen.findByRole('heading', { name: 'E-Bidding Proposals EB/2026/0001' })).toBeInTheDocument();
    requests.unmount();
    const details = renderAt('/e-bidding/11');
    expect(await screen.findByRole('heading', { name: 'E-Bidding Details ADV/2026/0011' })).toBeInTheDocument();
    details.unmount();
    renderAt('/e-bidding/11/more');
    expect(await screen.findByText('404 - Page not found.')).toBeInTheDocument();
  });
});
