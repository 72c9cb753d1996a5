/**
 * A light stand-in for a report's lazy bar chart in page tests (`vi.mock` of report-bar-chart.tsx), like the block
 * chart's: it keeps the title, the description, the categories and the series' legend, not the SVG.
 */
import { useId } from 'react';
import type { ReportBarChartProps } from '../features/reports/components/report-bar-chart.tsx';

export default function ReportBarChartStub({ title, description, chart }: ReportBarChartProps) {
  const id = useId();
  return (
    <div role="figure" aria-label={title} aria-describedby={id}>
      <span id={id} hidden>
        {description}
      </span>
      <ul aria-label="Legend">
        {chart.series.map((s) => (
          <li key={s.key}>{s.label}</li>
        ))}
      </ul>
      <ul aria-label="Categories">
        {chart.categories.map((category, i) => (
          <li key={`${category}-${i}`}>{category}</li>
        ))}
      </ul>
    </div>
  );
}
