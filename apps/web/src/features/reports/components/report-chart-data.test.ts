import { describe, expect, it } from 'vitest';
import { REPORTS, type ReportDefinition } from '@stoa/shared';
import { describeChart, formatChartValue, shownChartOf } from './report-chart-data.ts';

const shown = (def: ReportDefinition, points: { x: string; values: Record<string, number> }[]) =>
  shownChartOf(def, def.chart!, { points });

describe('a report chart as shown', () => {
  it('names months and converts paise to rupees', () => {
    const chart = shown(REPORTS.RegistrationFees, [
      { x: '2026-01', values: { charged: 1_000_000, paid: 250_050 } },
      { x: '2026-03', values: { charged: 5_000 } },
    ]);
    expect(chart.categories).toEqual(['Jan 2026', 'Mar 2026']);
    expect(chart.axisLabel).toBe('Month');
    expect(chart.series).toEqual([
      { key: 'charged', label: 'Charged', values: [10_000, 50] },
      { key: 'paid', label: 'Paid', values: [2_500.5, 0] },
    ]);
    expect(describeChart(chart)).toBe(
      'Charged: ₹10,050.00 in all, most in Jan 2026 (₹10,000.00). ' +
        'Paid: ₹2,500.50 in all, most in Jan 2026 (₹2,500.50).',
    );
  });

  it("names a category through the report's Type column, else its Status column", () => {
    const byType = shown(REPORTS.ApplicationSummaryReport, [
      { x: 'FCFS', values: { applications: 3 } },
      { x: 'DayAhead', values: { applications: 1204 } },
    ]);
    expect(byType.categories).toEqual(['First Come First Serve', 'Day-ahead']);
    expect(byType.axisLabel).toBe('Type');
    expect(describeChart(byType)).toBe('Applications: 1,207 in all, most in Day-ahead (1,204).');
    // A series of zeros has no "most".
    const none = shown(REPORTS.RegistrationFees, [{ x: '2026-01', values: { charged: 5_000, paid: 0 } }]);
    expect(describeChart(none)).toBe('Charged: ₹50.00 in all, most in Jan 2026 (₹50.00). Paid: ₹0.00 in all.');

    const byStatus = shown(REPORTS.RegistrationSummaryReport, [
      { x: 'Submitted', values: { records: 2 } },
      { x: 'Approved', values: { records: 5 } },
    ]);
    expect(byStatus.categories).toEqual(['Pending SLDC verification', 'Approved']);
    expect(byStatus.axisLabel).toBe('Status');
  });

  it('keeps age bands as they are, MWh from hundredths', () => {
    const ages = shown(REPORTS.PendingApplications, [{ x: '0–3 days', values: { records: 4 } }]);
    expect(ages.categories).toEqual(['0–3 days']);
    const energy = shown(REPORTS.CurtailmentReport, [{ x: '2026-04', values: { energyShed: 123_456 } }]);
    expect(energy.series[0]?.values).toEqual([1_234.56]);
    expect(formatChartValue('mwh', 1_234.56)).toBe('1,234.56 MWh');
  });

  it("describes a block chart's peak and least block in MW", () => {
    const chart = shown(REPORTS.MarginAvailibility, [
      { x: '00:00-00:15', values: { atc: 10_000, allocated: 2_500, remaining: 7_500 } },
      { x: '00:15-00:30', values: { atc: 10_000, allocated: 9_000, remaining: 1_000 } },
    ]);
    expect(describeChart(chart)).toBe(
      'ATC: 100.00 MW in every block. ' +
        'Allocated: peak 90.00 MW at 00:15-00:30, least 25.00 MW at 00:00-00:15. ' +
        'Margin left: peak 75.00 MW at 00:00-00:15, least 10.00 MW at 00:15-00:30.',
    );
  });

  it('says a block series with nothing in it is empty, not that it peaks at 0.00', () => {
    const chart = shown(REPORTS.MarginAvailibility, [
      { x: '00:00-00:15', values: { atc: 10_000, allocated: 0, remaining: 10_000 } },
      { x: '00:15-00:30', values: { atc: 10_000, allocated: 0, remaining: 10_000 } },
    ]);
    expect(describeChart(chart)).toContain('Allocated: none in any block.');
  });
});
