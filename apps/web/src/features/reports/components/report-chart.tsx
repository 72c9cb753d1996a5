/**
 * A report's chart over the whole filtered set (issue 19), when the report has one and the set is not empty: the 96
 * blocks as the app's BlockChart, else bars (MUI X Charts, lazily loaded) with the same 'Show as table' switch. Each
 * carries its title and a description of what matters (peaks, totals).
 */
import { lazy, useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme, type Palette } from '@mui/material/styles';
import type { ReportChart as ReportChartSpec, ReportChartData, ReportDefinition } from '@stoa/shared';
import { BlockChart } from '../../../components/block-chart/block-chart.tsx';
import { ChartOrTable } from '../../../components/chart-frame/chart-or-table.tsx';
import { describeChart, shownChartOf, type ShownChart } from './report-chart-data.ts';
import { ReportChartTable } from './report-chart-table.tsx';

const ReportBarChart = lazy(() => import('./report-bar-chart.tsx'));

const HEIGHT = 300;

/** The series' colours, in order: the theme's, so the chart matches the rest of the app. */
const colorsOf = (palette: Palette) => [
  palette.primary.main,
  palette.warning.main,
  palette.success.main,
  palette.secondary.main,
];

interface ReportChartProps {
  def: ReportDefinition;
  data: ReportChartData | null | undefined;
}

export function ReportChart({ def, data }: ReportChartProps) {
  const spec = def.chart;
  if (!spec || !data || data.points.length === 0) return null;
  return <ShownReportChart def={def} spec={spec} data={data} />;
}

function ShownReportChart({
  def,
  spec,
  data,
}: {
  def: ReportDefinition;
  spec: ReportChartSpec;
  data: ReportChartData;
}) {
  const { palette } = useTheme();
  const chart = useMemo(() => shownChartOf(def, spec, data), [def, spec, data]);
  const headingId = `report-chart-${def.key}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem' }}>
        {spec.title}
      </Typography>
      {chart.kind === 'byBlock' ? (
        <BlockChart
          title={spec.title}
          description={describeChart(chart)}
          height={HEIGHT}
          series={chart.series.map((s, i) => ({
            id: s.key,
            label: s.label,
            values: s.values,
            color: colorsOf(palette)[i % 4]!,
          }))}
        />
      ) : (
        <Bars title={spec.title} chart={chart} colors={colorsOf(palette)} />
      )}
    </Paper>
  );
}

/** Bars, or the same figures as a table a switch away. */
function Bars({ title, chart, colors }: { title: string; chart: ShownChart; colors: readonly string[] }) {
  return (
    <ChartOrTable
      height={HEIGHT}
      table={<ReportChartTable caption={title} chart={chart} />}
      chart={<ReportBarChart title={title} description={describeChart(chart)} chart={chart} colors={colors} />}
    />
  );
}
