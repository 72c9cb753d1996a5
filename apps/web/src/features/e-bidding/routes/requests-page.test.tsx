import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { stubFileSaving } from '../../../test/download-stub.ts';
import { fileNamed } from '../../../test/list-file.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { bidStatusOf, buildProposalRow } from '../test/ebidding-builders.ts';
import { RequestsPage } from './requests-page.tsx';

afterEach(() => vi.restoreAllMocks());

describe('RequestsPage', { timeout: 30_000 }, () => {
  it('lists every proposal of an invitation with View and downloads them from the server', async () => {
    completeLogin(buildSignedInUser({ role: 'SLDCApproverI', entityType: null }));
    const rows = [
      buildProposalRow(),
      buildProposalRow({ proposalId: 22, applicationNo: 'ADV/2026/0012', applicantName: 'Hill Cement Ltd' }),
      buildProposalRow({
        proposalId: 23,
        applicationNo: 'ADV/2026/0013',
        applicantName: 'River Mills Ltd',
        quotedPrice: null,
        submittedAt: null,
        status: bidStatusOf('Draft'),
      }),
    ];
    const fetchMock = stubFetch({
      'GET /api/EBidding/GetProposals/1': () => success(rows),
      'GET /api/EBidding/DownloadProposals/1': [
        fileNamed('EBidding-Proposals.xlsx'),
        fileNamed('EBidding-Proposals.csv'),
      ],
    });
    renderRoutes([{ path: '/e-bidding/requests', element: <RequestsPage /> }], '/e-bidding/requests?id=1');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'E-Bidding Proposals EB/2026/0001' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Proposals of the invitation' });
    expect(within(grid).getByText('Hill Cement Ltd')).toBeInTheDocument();
    expect(within(grid).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View ADV/2026/0012' })).toHaveAttribute('href', '/e-bidding/apply/22');
    expect(screen.getByRole('link', { name: 'Back to processing' })).toHaveAttribute('href', '/e-bidding/process?id=1');

    const saved = stubFileSaving();
    for (const format of ['Excel (.xlsx)', 'CSV (.csv)']) {
      await user.click(screen.getByRole('button', { name: 'Download' }));
      await user.click(screen.getByRole('menuitem', { name: format }));
    }
    await waitFor(() => expect(saved).toEqual(['EBidding-Proposals.xlsx', 'EBidding-Proposals.csv']));
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('Download'))).toEqual([
      '/api/EBidding/DownloadProposals/1?format=xlsx',
      '/api/EBidding/DownloadProposals/1?format=csv',
    ]);
  });
});
