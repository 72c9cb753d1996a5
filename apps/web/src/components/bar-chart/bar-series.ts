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
