/**
 * The table alternative of a report's bar chart: the app's BarTable, a row per month, band or category, a column per
 * series, each value with its unit (₹, MWh) as the chart's tooltip writes it.
 */
import { BarTable } from '../../../components/bar-chart/bar-table.tsx';
import { UNIT_LABELS, formatChartValue, type ShownChart } from './report-chart-data.ts';

export function ReportChartTable({ caption, chart }: { caption: string; chart: ShownChart }) {
  return (
    <BarTable
      caption={caption}
      axisLabel={chart.axisLabel}
      valueLabel={UNIT_LABELS[chart.unit]}
      categories={chart.categories}
      series={chart.series}
      format={(value) => formatChartValue(chart.unit, value)}
    />
  );
}
