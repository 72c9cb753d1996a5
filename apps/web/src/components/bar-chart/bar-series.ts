/** The figures of a bar chart and of its table alternative: a band per category, a bar per series. */
export interface BarSeries {
  key: string;
  label: string;
  /** One value per category, in the chart's shown unit (rupees, MWh, a count). */
  values: readonly number[];
  color?: string;
}

export interface BarFigures {
  /** What the categories are (the x axis' label, the table's first column header), e.g. 'Date'. */
  axisLabel: string;
  /** The value axis' label with its unit, e.g. 'MWh', 'Rupees (₹)'. */
  valueLabel: string;
  categories: readonly string[];
  series: readonly BarSeries[];
  /** A value with its unit, as the tooltip and the table write it. */
  format: (value: number) => string;
}

/**
 * One series' sentence in a chart's description: its total and its largest bar ('most on Dec 01 (…)'), the largest
 * named only when a bar rises above zero — a series of zeros has no "most".
 */
export function describeBarSeries(
  { label, values }: Pick<BarSeries, 'label' | 'values'>,
  categories: readonly string[],
  format: (value: number) => string,
  preposition: 'on' | 'in',
): string {
  const total = values.reduce((sum, v) => sum + v, 0);
  const most = values.reduce((best, v, i) => (v > values[best]! ? i : best), 0);
  const largest = values[most] ?? 0;
  if (largest <= 0) return `${label}: ${format(total)} in all.`;
  return `${label}: ${format(total)} in all, most ${preposition} ${categories[most]} (${format(largest)}).`;
}
