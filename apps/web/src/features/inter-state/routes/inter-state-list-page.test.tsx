import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import type { SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { downloadBothFormats, exportAnswers } from '../../../test/list-download.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildInterStateList, buildInterStateRow, statusOf } from '../test/inter-state-builders.ts';
import { InterStateListPage } from './inter-state-list-page.tsx';

const LIST = 'GET /api/InterStateRegistration/GetAll';
const SLDC = { role: 'SLDCBusinessUser', entityType: null } as const;

const approved = buildInterStateRow();
const pending = buildInterStateRow({
  id: 32,
  registrationNo: null,
  entityName: 'Northeast Power Traders Pvt Ltd',
  sector: 'Trader',
  maxInjectionMw: 5,
  maxDrawlMw: 5,
  expiredOn: null,
  status: statusOf('STOAApproved'),
});

function renderPage(
  user: Partial<SignedInUser>,
  path = '/inter-state-registration',
  handlers: Record<string, StubHandler> = {},
) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch({
    [LIST]: () => success(buildInterStateList([approved, pending])),
    [`${LIST}/Export`]: exportAnswers('Inter-State-Registrations'),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/inter-state-registration', element: <InterStateListPage /> },
      { path: '/inter-state-registration/:utilityType/new', element: <p>New form page</p> },
      { path: '*', element: <p>Other page</p> },
    ],
    path,
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

/** The query strings of the list calls, in order. */
function listQueries(fetchMock: Mock<typeof fetch>): string[] {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/InterStateRegistration/GetAll?'))
    .map((url) => url.split('?')[1] ?? '');
}

describe('InterStateListPage', { timeout: 20_000 }, () => {
  it('lists what the SLDC sees, with the status labels and a View link; no New button', async () => {
    renderPage(SLDC);
    expect(screen.getByRole('heading', { name: 'Inter-State Registration' })).toBeInTheDocument();
    const row = (await screen.findByText('STOA/IS/2026/0001')).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('Hill Cement Ltd')).toBeInTheDocument();
    expect(within(row).getByText('C&I Consumer')).toBeInTheDocument();
    expect(within(row).getByText('12.50')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View STOA/IS/2026/0001' })).toHaveAttribute(
      'href',
      '/inter-state-registration/CIConsumer/31',
    );
    const other = screen.getByText('Northeast Power Traders Pvt Ltd').closest<HTMLElement>('[role="row"]')!;
    expect(within(other).getByText('Pending SLDC approver I')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Inter-State Registration' })).not.toBeInTheDocument();
    // Processors never see drafts: no Draft among the status options.
    const status = screen.getByLabelText('Status');
    expect(within(status).queryByRole('option', { name: 'Draft' })).not.toBeInTheDocument();
  });

  it('puts the filters in the URL on Submit and clears them on Reset', async () => {
    const { fetchMock, router, user } = renderPage(SLDC);
    await screen.findByText('STOA/IS/2026/0001');
    expect(listQueries(fetchMock)).toEqual(['pageNumber=1&pageSize=10']);

    await user.selectOptions(screen.getByLabelText('Status'), 'Pending SLDC verification');
    await user.selectOptions(screen.getByLabelText('Sector'), 'C&I Consumer');
    await user.type(screen.getByLabelText('Entity Name'), 'cement');
    // Nothing is asked before Submit.
    expect(listQueries(fetchMock)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(listQueries(fetchMock)).toHaveLength(2));
    expect(listQueries(fetchMock)[1]).toBe(
      'pageNumber=1&pageSize=10&status=Submitted&sector=C%26I+Consumer&entityName=cement',
    );
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ status: 'Submitted', sector: 'C&I Consumer', entityName: 'cement' });

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Entity Name')).toHaveValue('');
    expect(listQueries(fetchMock).at(-1)).toBe('pageNumber=1&pageSize=10');
  });

  it('reads the filters of a shared link, ignoring a sector that does not exist', async () => {
    const { fetchMock } = renderPage(SLDC, '/inter-state-registration?status=Approved&sector=Nowhere&overdue=true');
    await screen.findByText('STOA/IS/2026/0001');
    expect(listQueries(fetchMock)).toEqual(['pageNumber=1&pageSize=10&status=Approved&overdue=true']);
    expect(screen.getByLabelText('Status')).toHaveValue('Approved');
    expect(screen.getByLabelText('Clock')).toHaveValue('true');
  });

  it("lets an OA applicant choose one of its role's sectors for a new registration", async () => {
    const { router, user } = renderPage({ role: 'OABusinessUser' });
    await screen.findByText('STOA/IS/2026/0001');
    await user.click(screen.getByRole('button', { name: 'New Inter-State Registration' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['SSGS', 'IPP', 'CPP', 'C&I Consumer', 'Deemed Distribution Licensee']);
    await user.click(within(menu).getByRole('menuitem', { name: 'C&I Consumer' }));
    expect(await screen.findByText('New form page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inter-state-registration/CIConsumer/new');
  });

  it('sends a DISCOM user straight to the form of its one sector; Draft is among its status filters', async () => {
    const { router, user } = renderPage({ role: 'DISCOMBusinessUser', entityType: null });
    await screen.findByText('STOA/IS/2026/0001');
    expect(within(screen.getByLabelText('Status')).getByRole('option', { name: 'Draft' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Inter-State Registration' }));
    expect(await screen.findByText('New form page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inter-state-registration/DISCOM/new');
  });

  it('downloads every page of the filters in force as Excel or CSV', async () => {
    const { fetchMock, user } = renderPage(
      SLDC,
      '/inter-state-registration?sector=Trader&entityName=North&pageSize=50',
    );
    expect(await screen.findByText('Northeast Power Traders Pvt Ltd')).toBeInTheDocument();
    expect(await downloadBothFormats(user, fetchMock, 'Inter-State-Registrations')).toEqual([
      '/api/InterStateRegistration/GetAll/Export?format=xlsx&sector=Trader&entityName=North',
      '/api/InterStateRegistration/GetAll/Export?format=csv&sector=Trader&entityName=North',
    ]);
  });

  it("takes approver I's Verify and Forward in bulk on the registrations waiting on it", async () => {
    const { fetchMock, user } = renderPage({ role: 'SLDCApproverI', entityType: null }, '/inter-state-registration', {
      'POST /api/InterStateRegistration/ApproveAndForward/32': () =>
        success({ id: 32, status: 'SLDCApproverIApproved', registrationNo: null }),
    });
    const rowOf = async (name: string) => (await screen.findByText(name)).closest<HTMLElement>('[role="row"]')!;
    expect(within(await rowOf('STOA/IS/2026/0001')).getByRole('checkbox')).toBeDisabled();
    await user.click(within(await rowOf('Northeast Power Traders Pvt Ltd')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Verify and Forward selected (1)' }));
    const ask = screen.getByRole('dialog', { name: 'Verify and Forward: 1 selected' });
    expect(within(ask).getByText('Northeast Power Traders Pvt Ltd (Trader)')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Verify and Forward' }));
    const results = await screen.findByRole('dialog', { name: 'Results' });
    expect(within(results).getByText('1 of 1 done.')).toBeInTheDocument();
    expect(within(results).getByText('Done: Pending SLDC approval')).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));
    expect(posts).toEqual(['/api/InterStateRegistration/ApproveAndForward/32']);
  });
});
