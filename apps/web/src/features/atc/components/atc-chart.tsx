import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { TIME_LABELS_FOR_CHART, chartScale, stepPath, type ChartScale } from './atc-chart-geometry.ts';
import { formatMw } from '../../../lib/format.ts';

export interface AtcChartProps {
  /** MW per block (index 0 = block 1). */
  atc: readonly number[];
  allocated: readonly number[];
}

const WIDTH = 960;
const HEIGHT = 260;
const PAD = { left: 64, right: 16, top: 12, bottom: 28 } as const;

function Axes({ scale, color }: { scale: ChartScale; color: string }) {
  return (
    <g fontSize={12} fill={color}>
      {scale.yTicks.map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={scale.y(tick)}
            y2={scale.y(tick)}
            stroke={color}
            strokeOpacity={0.2}
          />
          <text x={PAD.left - 8} y={scale.y(tick) + 4} textAnchor="end">
            {formatMw(tick)}
          </text>
        </g>
      ))}
      {TIME_LABELS_FOR_CHART.map(({ index, label }) => (
        <text key={label} x={scale.x(index)} y={HEIGHT - 8} textAnchor="middle">
          {label}
        </text>
      ))}
    </g>
  );
}

function LegendItem({ color, label, isArea }: { color: string; label: string; isArea?: boolean }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{ width: 18, height: isArea ? 12 : 3, bgcolor: color, opacity: isArea ? 0.35 : 1, borderRadius: 0.5 }}
      />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}

/**
 * ATC, allocated and remaining MW across the 96 blocks of a day, as steps (a block's value holds for its 15
 * minutes). Plain SVG scaled to its box: the web has no chart library, and three series need none.
 */
export function AtcChart({ atc, allocated }: AtcChartProps) {
  const theme = useTheme();
  const remaining = atc.map((value, i) => value - (allocated[i] ?? 0));
  const scale = chartScale([...atc, ...allocated, ...remaining], { width: WIDTH, height: HEIGHT, pad: PAD });
  const colors = {
    atc: theme.palette.primary.main,
    allocated: theme.palette.warning.main,
    remaining: theme.palette.success.main,
    axis: theme.palette.text.secondary,
  };
  const peak = Math.max(...atc);
  const least = Math.min(...remaining);
  return (
    <Stack spacing={1}>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`ATC, allocated and remaining MW per block: peak ATC ${formatMw(peak)} MW, least remaining ${formatMw(least)} MW`}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <Axes scale={scale} color={colors.axis} />
        <path d={stepPath(allocated, scale, true)} fill={colors.allocated} fillOpacity={0.35} stroke="none" />
        <path d={stepPath(atc, scale)} fill="none" stroke={colors.atc} strokeWidth={2} />
        <path
          d={stepPath(remaining, scale)}
          fill="none"
          stroke={colors.remaining}
          strokeWidth={2}
          strokeDasharray="6 4"
        />
      </Box>
      <Stack direction="row" spacing={3} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
        <LegendItem color={colors.atc} label="ATC" />
        <LegendItem color={colors.allocated} label="Allocated" isArea />
        <LegendItem color={colors.remaining} label="Remaining" />
      </Stack>
    </Stack>
  );
}
