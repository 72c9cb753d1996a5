import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_BUSINESS_RULES, MESSAGES, PAGES } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { stubFileSaving } from '../../../test/download-stub.ts';
import { stubFetch, success } from '../../../test/fetch-stub.ts';
import { fileNamed } from '../../../test/list-file.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildMonthlyTdsRow } from '../test/payment-builders.ts';
import { TdsChallanPage, applicationMonthsText } from './tds-challan-page.tsx';

const LIST = 'GET /api/Payment/GetMonthlyTDSList';

/** The page at its route of the access table (/payments/challan/:applicationId?), as the SLDC business user. */
function renderAt(path: string) {
  completeLogin(buildSignedInUser({ role: 'SLDCBusinessUser', entityType: null }));
  const fetchMock = stubFetch({
    [LIST]: () => success({ rows: [buildMonthlyTdsRow()], dataCount: 1 }),
    'GET /api/Payment/DownloadMonthlyTDS': fileNamed('TDS-Challans.csv'),
    'GET /api/Configuration/Rules/Get': () =>
      success({ rules: DEFAULT_BUSINESS_RULES, version: 1, updatedAt: null, updatedBy: null }),
  });
  renderRoutes([{ path: PAGES.tdsChallan.path, element: <TdsChallanPage /> }], path);
  const urls = (part: string) => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes(part));
  return { urls, user: userEvent.setup() };
}

// Spec §2.5: the monthly TDS page "with optional applicationId".
describe('TdsChallanPage of one application', { timeout: 30_000 }, () => {
  it('lists the months of /payments/challan/<applicationId>, downloads them; All months lists every month', async () => {
    const { urls, user } = renderAt('/payments/challan/12');
    expect(await screen.findByText(applicationMonthsText(12))).toBeInTheDocument();
    expect(await screen.findByText('Mar 2026')).toBeInTheDocument();
    expect(urls('GetMonthlyTDSList')).toEqual([
      '/api/Payment/GetMonthlyTDSList?pageNumber=1&pageSize=10&applicationId=12',
    ]);
    const saved = stubFileSaving();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV (.csv)' }));
    await waitFor(() => expect(saved).toEqual(['TDS-Challans.csv']));
    expect(urls('DownloadMonthlyTDS')).toEqual(['/api/Payment/DownloadMonthlyTDS?format=csv&applicationId=12']);

    await user.click(screen.getByRole('link', { name: 'All months' }));
    await waitFor(() =>
      expect(urls('GetMonthlyTDSList').at(-1)).toBe('/api/Payment/GetMonthlyTDSList?pageNumber=1&pageSize=10'),
    );
    expect(screen.queryByText(applicationMonthsText(12))).not.toBeInTheDocument();
  });

  it('answers a malformed application id with the 404 page', async () => {
    const { urls } = renderAt('/payments/challan/abc');
    expect(await screen.findByText(MESSAGES.notFound)).toBeInTheDocument();
    expect(urls('GetMonthlyTDSList')).toEqual([]);
  });
});
