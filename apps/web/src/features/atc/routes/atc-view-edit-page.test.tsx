/**
 * The page renders 96 number boxes: queries here avoid getByLabelText and visibility checks over the whole page
 * (quadratic in jsdom), and reach a block's box through its row.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { completeLogin } from '../../../lib/auth-session.ts';
import {
  fieldFailure,
  jsonResponse,
  requestOf,
  stubFetch,
  success,
  type StubHandler,
} from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { TODAY, TOMORROW, buildAtcDates, buildAtcDay } from '../test/atc-builders.ts';
import { AtcRoutes } from './atc-routes.tsx';
import { dateInput, formFormatOf } from '../../../test/date-field.ts';

const DATES = 'GET /api/Atc/Dates/IntraState';
const DAY = `GET /api/Atc/Day/1/${TOMORROW}`;
const PUT = `PUT /api/Atc/Day/1/${TOMORROW}`;
const BELOW = 'ATC 20.00 MW in block 12 (02:45–03:00) is below the 30.00 MW already allocated';
const STALE = 'This record was changed by someone else. Reload and try again.';

function renderPage(handlers: Record<string, StubHandler | StubHandler[]> = {}) {
  const fetchMock = stubFetch({
    [DATES]: () => success(buildAtcDates()),
    [DAY]: () => success(buildAtcDay()),
    ...handlers,
  });
  const view = renderRoutes(
    [{ path: '/intra-state-stoa/*', element: <AtcRoutes kind="IntraState" /> }],
    '/intra-state-stoa/view-edit',
  );
  return { fetchMock, router: view.router };
}

const urls = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([url]) => String(url));
const putBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.flatMap((call, i) => (call[1]?.method === 'PUT' ? [requestOf(fetchMock, i).body] : []));
const grid = () => screen.getByRole('table', { name: 'ATC per block', hidden: true });
const rowOf = (block: number) => within(grid()).getAllByRole('row', { hidden: true })[block]!;
const boxOf = (block: number) => rowOf(block).querySelector('input')!;
const type = (block: number, value: string) => fireEvent.change(boxOf(block), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name, hidden: true });
const select = (name: string) => screen.getByRole('combobox', { name, hidden: true });
const dialog = () => screen.findByRole('dialog', { name: 'Save ATC?' });
const confirmSave = async () => fireEvent.click(within(await dialog()).getByRole('button', { name: 'Save ATC' }));
const gridShown = () => screen.findByText('23:45-24:00', undefined, { timeout: 15_000 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
  completeLogin(buildSignedInUser({ role: 'SLDCBusinessUser', entityType: null }));
});

const CHART = 'ATC, allocated and remaining MW per block';
/** The chart by its label: a plain selector, since ByLabelText walks the 96 labelled inputs on every poll. */
const chart = () =>
  waitFor(() => {
    const found = document.querySelector(`[aria-label="${CHART}"]`);
    expect(found).not.toBeNull();
    return found!;
  });

// The page's lazy modules load once before the tests (on a loaded 2-core machine that alone can take seconds).
beforeAll(async () => {
  await import('./atc-view-edit-page.tsx');
  await import('../../../components/block-chart/block-line-chart.tsx');
}, 60_000);

describe('STOA View / Edit', { timeout: 30_000 }, () => {
  it("opens tomorrow's day of the first active corridor: 96 blocks, allocation, remaining and the chart", async () => {
    const { fetchMock } = renderPage();
    expect(await screen.findByRole('heading', { name: 'STOA View / Edit' })).toBeInTheDocument();
    await gridShown();
    expect(urls(fetchMock)).toContain('/api/Atc/Dates/IntraState?from=2026-11-01&to=2026-11-30');
    expect(urls(fetchMock)).toContain(`/api/Atc/Day/1/${TOMORROW}`);
    expect(select('Corridor')).toHaveValue('1');
    expect(dateInput('Date')).toHaveValue(formFormatOf(TOMORROW));
    // The inactive corridor without ATC is not offered.
    expect(within(select('Corridor')).queryByText(/Dirang/)).not.toBeInTheDocument();

    expect(within(grid()).getAllByRole('row', { hidden: true })).toHaveLength(97);
    const row = within(rowOf(12));
    expect(row.getByText('02:45-03:00')).toBeInTheDocument();
    expect(row.getByText('30.00')).toBeInTheDocument();
    expect(row.getByText('70.00')).toBeInTheDocument();
    expect(boxOf(12)).toHaveValue('100');
    expect(boxOf(12)).toHaveAccessibleName('ATC block 12 (MW)');
    expect(await chart()).toHaveAccessibleDescription('Peak ATC 100.00 MW, least remaining 70.00 MW.');
    for (const series of ['ATC', 'Allocated', 'Remaining']) expect(screen.getByText(series)).toBeInTheDocument();
    expect(screen.getByText('Last changed by Tage Tana on Nov 20, 2026 11:30 AM.')).toBeInTheDocument();
    const declared = screen.getByRole('group', { name: 'Dates with ATC in Nov 2026', hidden: true });
    expect(
      within(declared)
        .getAllByRole('button', { hidden: true })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['2026-11-20', TOMORROW]);
    expect(button('Save')).toBeDisabled();
  });

  it('blocks e and minus, refuses an ATC below the allocation, and saves the 96 values with the version', async () => {
    const saved = buildAtcDay({ version: 5 });
    saved.blocks[11] = { ...saved.blocks[11]!, atc: 45.5, remaining: 15.5 };
    const { fetchMock } = renderPage({ [PUT]: () => success(saved) });
    await gridShown();
    for (const key of ['e', 'E', '-', '+']) expect(fireEvent.keyDown(boxOf(12), { key }), key).toBe(false);
    type(12, '1.234');
    expect(boxOf(12)).toHaveValue('100');

    type(12, '20');
    expect(within(rowOf(12)).getByText(BELOW)).toBeInTheDocument();
    expect(within(rowOf(12)).getByText('-10.00')).toBeInTheDocument();
    // The chart's margin never goes below 0 (the grid's red −10.00 says why the value is refused).
    expect(await chart()).toHaveAccessibleDescription('Peak ATC 100.00 MW, least remaining 0.00 MW.');
    fireEvent.click(button('Save'));
    expect(screen.getByText('Some blocks need attention: see the highlighted ATC values.')).toBeInTheDocument();
    expect(putBodies(fetchMock)).toEqual([]);

    type(12, '45.5');
    expect(within(rowOf(12)).queryByText(BELOW)).not.toBeInTheDocument();
    expect(within(rowOf(12)).getByText('15.50')).toBeInTheDocument();
    fireEvent.click(button('Save'));
    const asked = await dialog();
    expect(asked).toHaveTextContent('Save the ATC of Itanagar Zone on Nov 22, 2026? The ATC of 1 corridor-block falls');
    const fall = within(within(asked).getByRole('table', { name: 'ATC falls' })).getAllByRole('row')[1]!;
    expect(
      within(fall)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Itanagar Zone', 'Nov 22, 2026', '02:45-03:00', '100.00', '45.50', '54.50']);
    expect(putBodies(fetchMock)).toEqual([]);
    await confirmSave();
    expect(await screen.findByText('ATC saved.')).toBeInTheDocument();
    const values = new Array<number>(96).fill(100);
    values[11] = 45.5;
    expect(putBodies(fetchMock)).toEqual([{ values, version: 4 }]);
    await waitFor(() => expect(button('Save')).toBeDisabled());
    expect(boxOf(12)).toHaveValue('45.5');
  });

  it('asks before saving a rise too, says no block falls, and saves nothing when cancelled', async () => {
    const { fetchMock } = renderPage();
    await gridShown();
    type(3, '120');
    fireEvent.click(button('Save'));
    const asked = await dialog();
    expect(asked).toHaveTextContent('No block’s ATC falls.');
    expect(within(asked).queryByRole('table')).not.toBeInTheDocument();
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(putBodies(fetchMock)).toEqual([]);
    expect(boxOf(3)).toHaveValue('120');
  });

  it('needs a value in every block, sets a run of blocks at once, and discards changes', async () => {
    renderPage();
    await gridShown();
    type(7, '');
    expect(within(rowOf(7)).getByText('ATC is required')).toBeInTheDocument();
    expect(within(rowOf(7)).getByText('—')).toBeInTheDocument();

    const tools = screen.getByRole('group', { name: 'Set several blocks', hidden: true });
    fireEvent.change(within(tools).getByRole('combobox', { name: 'From block', hidden: true }), {
      target: { value: '2' },
    });
    fireEvent.change(within(tools).getByRole('combobox', { name: 'To block', hidden: true }), {
      target: { value: '7' },
    });
    fireEvent.change(within(tools).getByRole('textbox', { name: 'MW', hidden: true }), { target: { value: '55' } });
    fireEvent.click(within(tools).getByRole('button', { name: 'Set blocks', hidden: true }));
    expect([1, 2, 3, 7, 8].map((b) => boxOf(b).value)).toEqual(['100', '55', '55', '55', '100']);
    expect(within(rowOf(7)).queryByText('ATC is required')).not.toBeInTheDocument();

    fireEvent.click(button('Discard changes'));
    expect(boxOf(3)).toHaveValue('100');
    expect(button('Save')).toBeDisabled();
  });

  it('shows the conflict message on 409 and reloads the day; places per-block server errors', async () => {
    const { fetchMock } = renderPage({
      [PUT]: [
        () =>
          jsonResponse(
            { isSuccessful: false, data: null, errors: [{ fieldName: 'version', errorMessages: [STALE] }] },
            409,
            'Conflict',
          ),
        () =>
          fieldFailure(
            { 'values.0': ['ATC 90.00 MW in block 1 (00:00–00:15) is below the 95.00 MW already allocated'] },
            422,
          ),
      ],
      [DAY]: [() => success(buildAtcDay()), () => success(buildAtcDay({ version: 6 }))],
    });
    await gridShown();
    type(1, '90');
    fireEvent.click(button('Save'));
    await confirmSave();
    expect(await screen.findByText(STALE)).toBeInTheDocument();
    expect(boxOf(1)).toHaveValue('90');

    fireEvent.click(button('Reload'));
    await waitFor(() => expect(boxOf(1)).toHaveValue('100'));
    type(1, '90');
    fireEvent.click(button('Save'));
    await confirmSave();
    expect(
      await within(rowOf(1)).findByText(
        'ATC 90.00 MW in block 1 (00:00–00:15) is below the 95.00 MW already allocated',
      ),
    ).toBeInTheDocument();
    expect(putBodies(fetchMock).map((b) => (b as { version: number }).version)).toEqual([4, 6]);
  });

  it('opens another corridor or a declared date from the picker, and says when nothing is declared', async () => {
    const empty = buildAtcDay({
      corridor: { id: 2, name: 'Pasighat Zone', kind: 'IntraState', isActive: true },
      declared: false,
      version: 0,
      updatedBy: null,
      updatedAt: null,
      blocks: buildAtcDay().blocks.map((b) => ({ ...b, atc: 0, allocated: 0, remaining: 0 })),
    });
    const { fetchMock, router } = renderPage({
      [`GET /api/Atc/Day/2/${TOMORROW}`]: () => success(empty),
      'GET /api/Atc/Day/1/2026-11-20': () => success(buildAtcDay({ date: '2026-11-20' })),
    });
    await gridShown();
    fireEvent.change(select('Corridor'), { target: { value: '2' } });
    expect(await screen.findByText(/No ATC declared for this corridor and date yet/)).toBeInTheDocument();
    expect(screen.getByText('No ATC declared in Nov 2026.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?corridorId=2');

    fireEvent.change(select('Corridor'), { target: { value: '1' } });
    fireEvent.click(await screen.findByRole('button', { name: '2026-11-20', hidden: true }));
    await waitFor(() => expect(urls(fetchMock)).toContain('/api/Atc/Day/1/2026-11-20'));
    expect(dateInput('Date')).toHaveValue('20/11/2026');
  });
});
