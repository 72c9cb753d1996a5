/**
 * The bars of a report's chart: the app's BarFigure, a band per month, age band or category, a bar per series, the y
 * axis in the chart's unit. Loaded lazily by ReportChart, so the charts package never reaches the sign-in route's
 * JavaScript.
 */
import BarFigure from '../../../components/bar-chart/bar-figure.tsx';
import { UNIT_LABELS, formatChartValue, type ShownChart } from './report-chart-data.ts';

export interface ReportBarChartProps {
  title: string;
  description: string;
  chart: ShownChart;
  /** One colour per series, in order. */
  colors: readonly string[];
  height?: number;
}

export default function ReportBarChart({ title, description, chart, colors, height = 300 }: ReportBarChartProps) {
  return (
    <BarFigure
      title={title}
      description={description}
      height={height}
      axisLabel={chart.axisLabel}
      valueLabel={UNIT_LABELS[chart.unit]}
      categories={chart.categories}
      series={chart.series.map((s, index) => ({ ...s, color: colors[index % colors.length] }))}
      format={(value) => formatChartValue(chart.unit, value)}
    />
  );
}
