import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildCurtailmentRow } from '../test/curtailment-builders.ts';
import { CURTAILMENTS_TITLE, CurtailmentListPage } from './curtailment-list-page.tsx';

function renderList(user: Partial<SignedInUser>, path = '/curtailment') {
  completeLogin(buildSignedInUser(user));
  const rows = [
    buildCurtailmentRow(),
    buildCurtailmentRow({ id: 5, curtailmentNo: 'CUR/2026/0002', toDate: '2026-03-14' }),
  ];
  const fetchMock = stubFetch({ 'GET /api/Curtailment/GetAll': () => success({ items: rows, total: 2 }) });
  const view = renderRoutes([{ path: '*', element: <CurtailmentListPage /> }], path);
  return { ...view, fetchMock };
}

describe('the applied curtailments', { timeout: 20_000 }, () => {
  it('lists the curtailments, each opening its record, and offers the SLDC business user a new one', async () => {
    const { fetchMock } = renderList(
      { role: 'SLDCBusinessUser', entityType: null },
      '/curtailment?fromDate=2026-03-01&toDate=2026-03-31',
    );
    expect(await screen.findByRole('link', { name: 'CUR/2026/0001' })).toHaveAttribute('href', '/curtailment/4');
    expect(screen.getByRole('heading', { name: CURTAILMENTS_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Curtailment' })).toHaveAttribute('href', '/curtailment/new');
    const grid = screen.getByRole('grid', { name: 'Applied curtailments' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'No.',
      'Corridor',
      'Dates',
      'Blocks',
      'MW',
      'Reason',
      'Curtailed MWh',
      'Applications',
      'Applied on',
      'By',
    ]);
    const second = within(grid).getByRole('link', { name: 'CUR/2026/0002' }).closest('[role="row"]') as HTMLElement;
    expect(second).toHaveTextContent('Mar 12, 2026 to Mar 14, 2026');
    expect(second).toHaveTextContent('10:45–11:30');
    expect(second).toHaveTextContent('Transmission outage132 kV line tripped');
    expect(second).toHaveTextContent('Mar 12, 2026 9:30 AM');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/Curtailment/GetAll?pageNumber=1&pageSize=10&fromDate=2026-03-01&toDate=2026-03-31',
    );
  });

  it('gives an applicant the list without New Curtailment', async () => {
    renderList({});
    expect(await screen.findByRole('link', { name: 'CUR/2026/0001' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Curtailment' })).not.toBeInTheDocument();
  });
});
