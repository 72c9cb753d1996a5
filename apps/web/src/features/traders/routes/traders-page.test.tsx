import { describe, expect, it } from 'vitest';
import { NO_ROWS_LABEL } from '../../../components/data-table/grid-defaults.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRADER_MESSAGES } from '@stoa/shared';
import { failure, requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildTrader } from '../test/factories.ts';
import { TradersPage } from './traders-page.tsx';

const ADDED = 'GET /api/TraderManagement/UserBasedTraders/GetAll';
const REGISTERED = 'GET /api/TraderManagement/GetAllRegisteredTraders';
const ADD = 'POST /api/TraderManagement/TraderBasedOnUser/Add';

const northeast = buildTrader();
const brahmaputra = buildTrader({
  id: 22,
  traderId: 22,
  entityName: 'Brahmaputra Energy Traders',
  registrationNo: 'STOA/TRD/2026/0002',
  issuingAuthority: 'APERC',
  tradingLicenceNo: 'APERC/TL/09',
});
/** Northeast as one of the applicant's traders: the id is the link's. */
const northeastLink = { ...northeast, id: 5 };

function renderPage(handlers: Record<string, StubHandler | StubHandler[]> = {}) {
  const fetchMock = stubFetch({
    [ADDED]: () => success([northeastLink]),
    [REGISTERED]: () => success([brahmaputra, northeast]),
    ...handlers,
  });
  const view = renderRoutes([{ path: '/traders', element: <TradersPage /> }], '/traders');
  return { ...view, fetchMock };
}

async function findRow(name: string) {
  const cell = await screen.findByText(name);
  return cell.closest<HTMLElement>('[role="row"]')!;
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add Traders' }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: 'Add Traders' })) };
}

// The grid renders every cell in jsdom: slower than a plain form on a loaded machine.
describe('TradersPage', { timeout: 20_000 }, () => {
  it("lists the applicant's traders with the spec columns", async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Trader Details' })).toBeInTheDocument();
    const row = await findRow('Northeast Power Traders Pvt Ltd');
    expect(within(row).getByText('1')).toBeInTheDocument();
    expect(within(row).getByText('STOA/TRD/2026/0001')).toBeInTheDocument();
    expect(within(row).getByText('CERC')).toBeInTheDocument();
    expect(within(row).getByText('CERC/TL/01')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'S.No.',
      'Trader Name',
      'Registration No.',
      'Issuing Authority',
      'Trading Registration No.',
      'Delete',
    ]);
  });

  it("adds a trader chosen from the approved ones: 'Trader Name is required' first, then the success notice", async () => {
    const { fetchMock } = renderPage({
      [ADDED]: [() => success([northeastLink]), () => success([northeastLink, { ...brahmaputra, id: 6 }])],
      [ADD]: () => success(true),
    });
    await findRow('Northeast Power Traders Pvt Ltd');
    const { user, dialog } = await openDialog();
    const select = dialog.getByLabelText(/Trader Name/);
    // Already added traders are not offered again.
    await dialog.findByRole('option', { name: 'Brahmaputra Energy Traders (STOA/TRD/2026/0002)' });
    expect(dialog.queryByRole('option', { name: /Northeast/ })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText(TRADER_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.selectOptions(select, 'Brahmaputra Energy Traders (STOA/TRD/2026/0002)');
    expect(dialog.queryByText(TRADER_MESSAGES.nameRequired)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(TRADER_MESSAGES.added);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(requestOf(fetchMock, post).body).toEqual({ traderId: 22, entityName: 'Brahmaputra Energy Traders' });
    // The list is refetched and shows the new trader second.
    expect(within(await findRow('Brahmaputra Energy Traders')).getByText('2')).toBeInTheDocument();
  });

  it("says 'Trader is already added!' when the server answers false, and shows a refusal", async () => {
    renderPage({ [ADD]: [() => success(false), () => failure([TRADER_MESSAGES.notApproved], 422)] });
    await findRow('Northeast Power Traders Pvt Ltd');
    const { user, dialog } = await openDialog();
    await dialog.findByRole('option', { name: /Brahmaputra/ });
    await user.selectOptions(dialog.getByLabelText(/Trader Name/), 'Brahmaputra Energy Traders (STOA/TRD/2026/0002)');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(TRADER_MESSAGES.alreadyAdded);
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText(TRADER_MESSAGES.notApproved)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Traders' })).toBeInTheDocument();
  });

  it('deletes a trader after confirmation and refetches the list', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage({
      [ADDED]: [() => success([northeastLink]), () => success([])],
      'PATCH /api/TraderManagement/UserBasedTraders/Delete/5': () => success(true),
    });
    const row = await findRow('Northeast Power Traders Pvt Ltd');
    await user.click(within(row).getByRole('button', { name: 'Delete Northeast Power Traders Pvt Ltd' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Trader' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TRADER_MESSAGES.deleted);
    expect(await screen.findByText(NO_ROWS_LABEL)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toContain(
      'PATCH /api/TraderManagement/UserBasedTraders/Delete/5',
    );
  });

  it('keeps the trader when the applicant cancels', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage();
    const row = await findRow('Northeast Power Traders Pvt Ltd');
    await user.click(within(row).getByRole('button', { name: 'Delete Northeast Power Traders Pvt Ltd' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});
