/**
 * The dashboard's week (issue 20) as the screen shows it: each chart the role sees (shared weekChartsOf) as bar
 * figures with readable categories ('MMM DD' days, status and type labels) and values in their shown units — rupees
 * from paise, MWh from hundredths, counts — or as quiet when nothing happened; the chart, its table and its
 * description read this one shape.
 */
import { isQuietChart, weekChartsOf, type DashboardSummary, type DashboardWeek, type WeekCount } from '@stoa/shared';
import { describeBarSeries, type BarFigures } from '../../../components/bar-chart/bar-series.ts';
import { formatInr, formatMw, formatShortDate } from '../../../lib/format.ts';

export interface WeekPanel {
  key: string;
  title: string;
  /** Null when nothing happened this week: the panel says so instead of drawing empty bars. */
  figures: BarFigures | null;
}

const count = (value: number) => value.toLocaleString('en-IN');
const mwh = (value: number) => `${formatMw(value)} MWh`;

function countFigures(axisLabel: string, counts: readonly WeekCount[]): BarFigures {
  return {
    axisLabel,
    valueLabel: 'Applications (count)',
    categories: counts.map((c) => c.label),
    series: [{ key: 'applications', label: 'Applications', values: counts.map((c) => c.count) }],
    format: count,
  };
}

function applicationPanels(week: DashboardWeek): WeekPanel[] {
  const apps = week.applications;
  if (isQuietChart(week, 'applications') || !apps) {
    return [{ key: 'applications', title: 'Applications submitted this week', figures: null }];
  }
  return [
    {
      key: 'byStatus',
      title: 'Applications submitted this week by status',
      figures: countFigures('Status', apps.byStatus),
    },
    { key: 'byType', title: 'Applications submitted this week by type', figures: countFigures('Type', apps.byType) },
  ];
}

/** A chart of two series per day of the week, in a shown unit. */
function dailyPanel(week: DashboardWeek, chart: 'allocation' | 'money'): WeekPanel {
  const daily = (valueLabel: string, format: (v: number) => string, series: BarFigures['series']): BarFigures => ({
    axisLabel: 'Date',
    valueLabel,
    categories: week.days.map(formatShortDate),
    series,
    format,
  });
  const quiet = isQuietChart(week, chart);
  if (chart === 'allocation') {
    const rows = week.allocation ?? [];
    const figures = daily('Energy (MWh)', mwh, [
      { key: 'atc', label: 'ATC', values: rows.map((d) => d.atcMwh / 100) },
      { key: 'allocated', label: 'Allocated', values: rows.map((d) => d.allocatedMwh / 100) },
    ]);
    return { key: chart, title: 'Allocated vs ATC per day (MWh, all corridors)', figures: quiet ? null : figures };
  }
  const rows = week.money ?? [];
  const figures = daily('Rupees (₹)', formatInr, [
    { key: 'due', label: 'Dues raised', values: rows.map((d) => d.duePaise / 100) },
    { key: 'received', label: 'Received', values: rows.map((d) => d.receivedPaise / 100) },
  ]);
  return { key: chart, title: 'Money due and received per day (₹)', figures: quiet ? null : figures };
}

/** The panels of the week the summary's role sees, in the page's order; none for a role without charts. */
export function weekPanelsOf(summary: DashboardSummary): WeekPanel[] {
  return weekChartsOf(summary.role).flatMap((chart) =>
    chart === 'applications' ? applicationPanels(summary.week) : [dailyPanel(summary.week, chart)],
  );
}

/** One sentence per series for the chart's description: its total and its largest bar (none for a series of zeros). */
export function describeFigures({ categories, series, format }: BarFigures): string {
  return series.map((one) => describeBarSeries(one, categories, format, 'on')).join(' ');
}
