/**
 * A light stand-in for the lazy MUI X chart in page tests (`vi.mock` of block-line-chart.tsx): the real chart redraws
 * 96 points per series on every keystroke, which jsdom makes slow. It keeps what a page test checks — the title,
 * the description and the series' legend — while components/block-chart/block-chart.test.tsx tests the real one.
 */
import { useId } from 'react';
import type { BlockLineChartProps } from '../components/block-chart/block-line-chart.tsx';

export default function BlockLineChartStub({ title, description, series }: BlockLineChartProps) {
  const id = useId();
  return (
    <div aria-label={title} aria-describedby={id}>
      <span id={id} hidden>
        {description}
      </span>
      <ul>
        {series.map((s) => (
          <li key={s.id}>{s.label}</li>
        ))}
      </ul>
    </div>
  );
}
