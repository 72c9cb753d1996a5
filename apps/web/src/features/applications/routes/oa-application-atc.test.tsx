import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { success } from '../../../test/fetch-stub.ts';
import {
  DAY,
  SUBMIT,
  buildAvailability,
  chooseParties,
  fillRow,
  posts,
  renderForm,
  rowGroup,
} from '../test/form-harness.tsx';

const AVAILABILITY = 'GET /api/Application/GetAtcAvailability';
const WARNING =
  'Requested 12.50 MW is more than the 10.00 MW of ATC margin left on Itanagar zone on Mar 11, 2026, 10:00-10:15. ' +
  'You may still apply: processing decides.';
const CHART = 'ATC, allocated and remaining MW per block: Itanagar zone, Mar 11, 2026';

describe('ATC availability on the application form', { timeout: 30_000 }, () => {
  it('shows the margin of the corridors once parties and a period are chosen, as a chart and as a table', async () => {
    const { fetchMock, user } = renderForm('/applications/oa/DayAhead', {
      [AVAILABILITY]: () => success(buildAvailability(50, (i) => (i === 40 ? 40 : 0))),
    });
    const panel = await screen.findByRole('region', { name: 'ATC Availability' });
    expect(panel).toHaveTextContent("Choose the seller, the buyer and a row's dates and times");
    await chooseParties(user);
    await fillRow(user, 1, { ...DAY, fromTime: '06:00', toTime: '18:00' });
    expect(await within(panel).findByLabelText(CHART)).toHaveAccessibleDescription(
      'Peak ATC 50.00 MW, least remaining 10.00 MW.',
    );
    for (const series of ['ATC', 'Allocated', 'Remaining']) expect(within(panel).getByText(series)).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('GetAtcAvailability'));
    expect(asked.at(-1)).toBe(
      '/api/Application/GetAtcAvailability?SellerId=11&BuyerId=21&FromDate=2026-03-11&ToDate=2026-03-11',
    );

    await user.click(within(panel).getByRole('switch', { name: 'Show as table' }));
    const table = within(panel).getByRole('table', { name: CHART });
    const block = within(table).getByRole('rowheader', { name: '10:00-10:15' }).closest('tr')!;
    expect(block).toHaveTextContent('10:00-10:1550.0040.0010.00');
  });

  it('warns once on a row asking more than the margin left in some block, and still submits', async () => {
    const { fetchMock, user } = renderForm('/applications/oa/DayAhead', {
      [AVAILABILITY]: () => success(buildAvailability(50, (i) => (i >= 40 && i < 44 ? 40 : 0))),
      [SUBMIT]: () => success({ id: 101, applicationNo: 'STOA/DA/2026/0001', status: 'Submitted', message: 'ok' }),
    });
    await chooseParties(user);
    await fillRow(user, 1, { ...DAY, fromTime: '06:00', toTime: '18:00', mw: '12.5' });
    expect(await within(rowGroup(1)).findByText(WARNING)).toBeInTheDocument();
    expect(within(rowGroup(1)).getAllByRole('alert')).toHaveLength(1);

    await user.clear(within(rowGroup(1)).getByLabelText('Requirement (MW)'));
    await user.type(within(rowGroup(1)).getByLabelText('Requirement (MW)'), '10');
    await waitFor(() => expect(within(rowGroup(1)).queryByText(/ATC margin left/)).not.toBeInTheDocument());
    await user.clear(within(rowGroup(1)).getByLabelText('Requirement (MW)'));
    await user.type(within(rowGroup(1)).getByLabelText('Requirement (MW)'), '12.5');
    expect(await within(rowGroup(1)).findByText(WARNING)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
  });
});
