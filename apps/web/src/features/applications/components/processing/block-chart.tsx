/**
 * Margin against requests, block by block, for one corridor and date of the batch: a bar per requested block (red
 * where it exceeds the margin) under the margin's step line. Plain SVG: no chart package.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { CorridorDayResult } from '@stoa/shared';
import { SelectInput } from '../../../../components/select-input.tsx';
import { formatCalendarDate, formatMw } from '../../../../lib/format.ts';
import { blockLabel } from '../time-label.ts';

const BLOCKS = 96;
const BAR = 10;
const HEIGHT = 160;

type Bar = { block: number; margin: number; requested: number; congested: boolean };
const seriesKey = (d: CorridorDayResult) => `${d.corridorId}|${d.date}`;

/** The blocks asked for on a corridor-day, each against its margin. */
function barsOf(day: CorridorDayResult | undefined): Bar[] {
  if (!day) return [];
  return day.requested.flatMap((requested, i) => {
    const margin = day.margin[i] ?? 0;
    return requested > 0 ? [{ block: i + 1, margin, requested, congested: requested > margin }] : [];
  });
}

export function BlockChart({ days }: { days: readonly CorridorDayResult[] }) {
  const firstCongested = days.find((d) => d.congestedBlocks > 0) ?? days[0];
  const [chosen, setChosen] = useState(firstCongested ? seriesKey(firstCongested) : '');
  if (days.length === 0) return null;
  const options = days.map((d) => ({ value: seriesKey(d), label: `${d.corridorName}, ${formatCalendarDate(d.date)}` }));
  const shown = barsOf(days.find((d) => seriesKey(d) === chosen));
  const label = options.find((o) => o.value === chosen)?.label ?? '';

  return (
    <Paper variant="outlined" component="section" aria-label="Margin and requests by block" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
          Margin and Requests by Block
        </Typography>
        <Box sx={{ width: 300 }}>
          <SelectInput
            label="Corridor and date"
            options={options}
            value={chosen}
            isPlaceholderDisabled
            onChange={(event) => setChosen(event.target.value)}
          />
        </Box>
      </Stack>
      <Bars blocks={shown} title={`Margin and requested MW per block: ${label}`} />
    </Paper>
  );
}

function Bars({ blocks, title }: { blocks: readonly Bar[]; title: string }) {
  const theme = useTheme();
  const top = Math.max(1, ...blocks.map((b) => Math.max(b.margin, b.requested)));
  const y = (mw: number) => HEIGHT - (mw / top) * (HEIGHT - 10);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <svg role="img" aria-label={title} viewBox={`0 0 ${BLOCKS * BAR} ${HEIGHT + 16}`} width="100%">
        <line x1={0} x2={BLOCKS * BAR} y1={HEIGHT} y2={HEIGHT} stroke={theme.palette.divider} />
        {blocks.map((b) => {
          const x = (b.block - 1) * BAR;
          return (
            <g key={b.block}>
              <title>{`${blockLabel(b.block)}: requested ${formatMw(b.requested)} MW, margin ${formatMw(b.margin)} MW`}</title>
              <rect
                x={x + 1}
                y={y(b.requested)}
                width={BAR - 2}
                height={HEIGHT - y(b.requested)}
                fill={b.congested ? theme.palette.error.main : theme.palette.primary.light}
              />
              <line
                x1={x}
                x2={x + BAR}
                y1={y(b.margin)}
                y2={y(b.margin)}
                stroke={theme.palette.text.primary}
                strokeWidth={2}
              />
            </g>
          );
        })}
        {[0, 24, 48, 72, 96].map((label) => (
          <text
            key={label}
            x={Math.min(label * BAR, BLOCKS * BAR - 28)}
            y={HEIGHT + 13}
            fontSize={10}
            fill={theme.palette.text.secondary}
          >
            {`${String(label / 4).padStart(2, '0')}:00`}
          </text>
        ))}
      </svg>
    </Box>
  );
}
