import { afterAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render.tsx';
import { BlockChart } from './block-chart.tsx';

// The real chart, not the setup's stand-in. The files of a worker share their modules (isolate: false) and
// BlockChart's lazy() keeps the chart it loaded first, so this file loads BlockChart afresh, and leaves fresh modules
// (the stand-in again) to the files after it.
vi.unmock('./block-line-chart.tsx');
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

const atc = new Array<number>(96).fill(100);
const allocated = new Array<number>(96).fill(0);
allocated[11] = 30.5;

function renderChart() {
  return renderAt(
    <BlockChart
      title="ATC and allocated MW per block"
      description="Peak ATC 100.00 MW."
      series={[
        { id: 'atc', label: 'ATC', values: atc, color: '#1976d2' },
        { id: 'allocated', label: 'Allocated', values: allocated, color: '#ed6c02', area: true },
      ]}
    />,
  );
}

describe('BlockChart', { timeout: 30_000 }, () => {
  it('draws the chart (lazily) with its title, legend and time axis', async () => {
    renderChart();
    const legend = await screen.findByRole('list', {}, { timeout: 10_000 });
    expect(within(legend).getByText('ATC')).toBeInTheDocument();
    expect(within(legend).getByText('Allocated')).toBeInTheDocument();
    expect(screen.getByLabelText('ATC and allocated MW per block')).toHaveAccessibleDescription('Peak ATC 100.00 MW.');
    expect(screen.getByText('Time block')).toBeInTheDocument();
    // A label every four hours on the time axis, not just the first.
    for (const tick of ['00:00', '04:00', '08:00', '12:00', '16:00', '20:00']) {
      expect(screen.getByText(tick)).toBeInTheDocument();
    }
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("switches to a table of the same figures, every block's time range, MW with 2 decimals", async () => {
    const user = userEvent.setup();
    renderChart();
    await user.click(screen.getByRole('switch', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'ATC and allocated MW per block' });
    expect(within(table).getAllByRole('row')).toHaveLength(97);
    expect(within(table).getByRole('columnheader', { name: 'Allocated (MW)' })).toBeInTheDocument();
    const row = within(table).getByRole('rowheader', { name: '02:45-03:00' }).closest('tr')!;
    expect(row).toHaveTextContent('02:45-03:00100.0030.50');
  });
});
