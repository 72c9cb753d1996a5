import { afterAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../../test/render.tsx';
import ReportBarChart from './report-bar-chart.tsx';

// The real chart, not the setup's stand-in (the files of a worker share their modules: see block-chart.test.tsx).
vi.unmock('./report-bar-chart.tsx');
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

describe('ReportBarChart', { timeout: 30_000 }, () => {
  it('draws a band per category with its legend, named and described by its figure', async () => {
    renderAt(
      <ReportBarChart
        title="Charged and paid per month"
        description="Charged: ₹150.00 in all."
        colors={['#1976d2', '#ed6c02']}
        chart={{
          kind: 'byMonth',
          unit: 'money',
          axisLabel: 'Month',
          categories: ['Feb 2026', 'Mar 2026'],
          series: [
            { key: 'charged', label: 'Charged', values: [100, 50] },
            { key: 'paid', label: 'Paid', values: [20, 50] },
          ],
        }}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Charged and paid per month' });
    expect(figure).toHaveAccessibleDescription('Charged: ₹150.00 in all.');
    const legend = await within(figure).findByRole('list', {}, { timeout: 10_000 });
    expect(within(legend).getByText('Charged')).toBeInTheDocument();
    expect(within(legend).getByText('Paid')).toBeInTheDocument();
    // jsdom lays nothing out (a zero-wide chart draws no band ticks): the axes' labels are there.
    expect(within(figure).getByText('Month')).toBeInTheDocument();
    expect(within(figure).getByText('Rupees (₹)')).toBeInTheDocument();
  });
});
