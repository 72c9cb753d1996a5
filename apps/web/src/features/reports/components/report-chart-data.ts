/**
 * A report's chart data as the screen shows it (issue 19): the wire's points (x, then each series' value in the
 * report's units: paise, hundredths of a MW or MWh, counts) become categories with readable labels and values in
 * rupees, MW, MWh or counts; the chart, its table and its description all read this one shape.
 */
import type { ReportChart, ReportChartData, ReportDefinition } from '@stoa/shared';
import { describeBarSeries } from '../../../components/bar-chart/bar-series.ts';
import { formatInr, formatMonth, formatMw } from '../../../lib/format.ts';

export type ChartUnit = ReportChart['unit'];

export interface ShownSeries {
  key: string;
  label: string;
  /** One value per category, in rupees, MW, MWh or a count. */
  values: number[];
}

export interface ShownChart {
  kind: ReportChart['kind'];
  unit: ChartUnit;
  /** What the categories are, as a table's first column header. */
  axisLabel: string;
  categories: string[];
  series: ShownSeries[];
}

/** The y axis' words. */
export const UNIT_LABELS: Record<ChartUnit, string> = { count: 'Count', mw: 'MW', mwh: 'MWh', money: 'Rupees (₹)' };

/** The wire's integer units to the shown ones: money is paise, MW and MWh hundredths. */
export const shownValue = (unit: ChartUnit, value: number) => (unit === 'count' ? value : value / 100);

/** A shown value with its unit: '₹1,234.50', '1,250.50 MW', '12.25 MWh', '1,204'. */
export function formatChartValue(unit: ChartUnit, value: number): string {
  switch (unit) {
    case 'money':
      return formatInr(value);
    case 'mw':
      return `${formatMw(value)} MW`;
    case 'mwh':
      return `${formatMw(value)} MWh`;
    default:
      return value.toLocaleString('en-IN');
  }
}

const AXIS_LABELS: Record<ReportChart['kind'], string> = {
  byMonth: 'Month',
  byAge: 'Age',
  byBlock: 'Time block',
  byCategory: 'Category',
};

/** The column a category's raw value belongs to: the report's Type column, else its Status column, by their labels. */
function categoryColumnOf(def: ReportDefinition, x: string | undefined) {
  return ['type', 'status']
    .map((key) => def.columns.find((c) => c.key === key))
    .find((c) => x !== undefined && c?.labels?.[x] !== undefined);
}

/** A point's x as words: 'YYYY-MM' → 'Mar 2026'; a category's value through its column's labels; bands as they are. */
export function categoryLabel(def: ReportDefinition, kind: ReportChart['kind'], x: string): string {
  if (kind === 'byMonth') return formatMonth(x) || x;
  if (kind !== 'byCategory') return x;
  return categoryColumnOf(def, x)?.labels?.[x] ?? x;
}

export function shownChartOf(def: ReportDefinition, chart: ReportChart, data: ReportChartData): ShownChart {
  const axisLabel =
    chart.kind === 'byCategory'
      ? (categoryColumnOf(def, data.points[0]?.x)?.header ?? AXIS_LABELS.byCategory)
      : AXIS_LABELS[chart.kind];
  return {
    kind: chart.kind,
    unit: chart.unit,
    axisLabel,
    categories: data.points.map((p) => categoryLabel(def, chart.kind, p.x)),
    series: chart.series.map((s) => ({
      key: s.key,
      label: s.label,
      values: data.points.map((p) => shownValue(chart.unit, p.values[s.key] ?? 0)),
    })),
  };
}

/** The index of the largest (or smallest) value; the first one on a tie. */
function indexOfExtreme(values: readonly number[], isLargest: boolean): number {
  return values.reduce((best, v, i) => ((isLargest ? v > values[best]! : v < values[best]!) ? i : best), 0);
}

/**
 * One sentence per series: a block chart's peak and least (or its one value, when flat), a bar chart's total and its
 * largest bar (if above 0).
 */
export function describeChart(chart: ShownChart): string {
  const fmt = (value: number) => formatChartValue(chart.unit, value);
  return chart.series
    .map(({ label, values }) => {
      if (chart.kind !== 'byBlock') return describeBarSeries({ label, values }, chart.categories, fmt, 'in');
      // A flat series has no peak: it says its one value (none at all, for zero).
      if (values.every((v) => v === values[0]))
        return values[0] ? `${label}: ${fmt(values[0])} in every block.` : `${label}: none in any block.`;
      const at = (i: number) => `${fmt(values[i] ?? 0)} at ${chart.categories[i]}`;
      return `${label}: peak ${at(indexOfExtreme(values, true))}, least ${at(indexOfExtreme(values, false))}.`;
    })
    .join(' ');
}
