/**
 * "This week" on the landing page (issue 20): the charts the role sees, each titled, with its 'Show as table'
 * alternative (ChartOrTable), or a quiet line when nothing happened this week.
 */
import { lazy } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { DashboardSummary } from '@stoa/shared';
import { BarTable } from '../../../components/bar-chart/bar-table.tsx';
import { ChartOrTable } from '../../../components/chart-frame/chart-or-table.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { describeFigures, weekPanelsOf, type WeekPanel } from './week-chart-data.ts';

const BarFigure = lazy(() => import('../../../components/bar-chart/bar-figure.tsx'));

const HEIGHT = 260;

function Panel({ panel, colors }: { panel: WeekPanel; colors: readonly string[] }) {
  const headingId = `week-${panel.key}`;
  const figures = panel.figures && {
    ...panel.figures,
    series: panel.figures.series.map((s, i) => ({ ...s, color: colors[i % colors.length] })),
  };
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem' }}>
        {panel.title}
      </Typography>
      {figures ? (
        <ChartOrTable
          height={HEIGHT}
          table={<BarTable caption={panel.title} {...figures} />}
          chart={<BarFigure title={panel.title} description={describeFigures(figures)} height={HEIGHT} {...figures} />}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Nothing this week
        </Typography>
      )}
    </Paper>
  );
}

export function WeekCharts({ summary }: { summary: DashboardSummary }) {
  const { palette } = useTheme();
  const panels = weekPanelsOf(summary);
  if (panels.length === 0) return null;
  const { days } = summary.week;
  return (
    <Stack component="section" spacing={2} aria-labelledby="this-week">
      <div>
        <Typography id="this-week" variant="h2" sx={{ fontSize: '1.25rem' }}>
          This week
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatCalendarDate(days[0])} – {formatCalendarDate(days.at(-1))}
        </Typography>
      </div>
      {panels.map((panel) => (
        <Panel key={panel.key} panel={panel} colors={[palette.primary.main, palette.warning.main]} />
      ))}
    </Stack>
  );
}
