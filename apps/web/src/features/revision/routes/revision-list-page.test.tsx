import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildRevisionRow } from '../test/revision-builders.ts';
import {
  OA_REVISIONS_TITLE,
  RevisionListPage,
  SLDC_REVISIONS_TITLE,
  type RevisionArea,
} from './revision-list-page.tsx';

const LIST = 'GET /api/Revision/GetAll';

function renderList(user: Partial<SignedInUser>, area: RevisionArea, path: string) {
  completeLogin(buildSignedInUser(user));
  const rows = [
    buildRevisionRow(),
    buildRevisionRow({ id: 8, revisionNo: 'REV/2026/0002', status: 'Approved', statusLabel: 'Approved' }),
  ];
  const fetchMock = stubFetch({ [LIST]: () => success({ items: rows, total: 2 }) });
  const view = renderRoutes([{ path: '*', element: <RevisionListPage area={area} /> }], path);
  return { ...view, fetchMock };
}

const headersOf = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('the revision lists', { timeout: 20_000 }, () => {
  it("lists an applicant's requests with Request Revision, each opening its record", async () => {
    const { fetchMock } = renderList({}, 'oa', '/revision/oa');
    expect(await screen.findByRole('link', { name: 'REV/2026/0001' })).toHaveAttribute('href', '/revision/7/101');
    expect(screen.getByRole('heading', { name: OA_REVISIONS_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request Revision' })).toHaveAttribute('href', '/revision/oa/new');
    const grid = screen.getByRole('grid', { name: 'Revision requests' });
    expect(headersOf(grid)).toEqual([
      'Revision No.',
      'Application No.',
      'Requested On',
      'Effective From',
      'Reduced (MWh)',
      'Status',
    ]);
    expect(within(grid).getAllByText('Mar 12, 2026 10:45')).toHaveLength(2);
    expect(within(grid).getByText('Pending SLDC approval')).toBeInTheDocument();
    expect(within(grid).getAllByText('36.00')).toHaveLength(2);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/Revision/GetAll?pageNumber=1&pageSize=10');
  });

  it('opens the SLDC list on the requests pending its approval, with the applicant', async () => {
    const { fetchMock, router } = renderList({ role: 'SLDCApproverI', entityType: null }, 'sldc', '/revision/sldc');
    expect(await screen.findByRole('heading', { name: SLDC_REVISIONS_TITLE })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?status=Submitted'));
    const grid = await screen.findByRole('grid', { name: 'Revision requests' });
    expect(headersOf(grid)).toContain('Applicant');
    expect(await within(grid).findAllByText('Sunrise Solar Pvt Ltd')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Request Revision' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/Revision/GetAll?pageNumber=1&pageSize=10&status=Submitted',
    ]);
    expect(screen.getByLabelText('Status')).toHaveValue('Submitted');
  });
});
