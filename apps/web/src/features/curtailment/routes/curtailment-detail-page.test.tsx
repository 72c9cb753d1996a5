import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildCurtailmentDetail } from '../test/curtailment-builders.ts';
import { CurtailmentDetailPage } from './curtailment-detail-page.tsx';

describe('the curtailment record', { timeout: 20_000 }, () => {
  it('shows the facts, the totals and each application with its refund and the blocks shed', async () => {
    completeLogin(buildSignedInUser());
    stubFetch({ 'GET /api/Curtailment/GetById/4': () => success(buildCurtailmentDetail()) });
    renderRoutes([{ path: '/curtailment/:id', element: <CurtailmentDetailPage /> }], '/curtailment/4');
    expect(await screen.findByRole('heading', { name: 'Curtailment CUR/2026/0001' })).toBeInTheDocument();
    const summary = screen.getByLabelText('Summary');
    expect(summary).toHaveTextContent('CorridorItanagar zone');
    expect(summary).toHaveTextContent('MW Curtailed2.50 MW');
    expect(summary).toHaveTextContent('Remarks132 kV line tripped');
    expect(screen.getByLabelText('Curtailment totals')).toHaveTextContent('Curtailed2.00 MWhUnmet0.50 MWh');
    const table = screen.getByRole('table', { name: 'Curtailed applications' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Blocks', 'No.', 'Type', 'Applicant', 'Scheduled MWh', 'Curtailed MWh', 'Refund (₹)']);
    expect(table).toHaveTextContent('STOA/DA/2026/0001Day-aheadSunrise Solar Pvt Ltd120.001.25₹100.00');
    await userEvent.click(within(table).getByRole('button', { name: 'Show blocks shed of STOA/DA/2026/0002' }));
    expect(within(table).getByRole('table', { name: 'Blocks shed of STOA/DA/2026/0002' })).toHaveTextContent(
      'DateBlocksMW ShedRefund (₹)Mar 12, 202610:45–11:152.00₹48.0011:15–11:301.00₹12.00',
    );
  });
});
