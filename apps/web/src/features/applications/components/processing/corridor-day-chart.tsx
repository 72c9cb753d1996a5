/**
 * Margin against requests, block by block, for one corridor and date of the batch (picked from the batch's
 * corridor-days, the first congested one first): the shared block chart with its table alternative.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { CorridorDayResult } from '@stoa/shared';
import { BlockChart } from '../../../../components/block-chart/block-chart.tsx';
import { SelectInput } from '../../../../components/select-input.tsx';
import { formatCalendarDate, formatMw } from '../../../../lib/format.ts';

const seriesKey = (d: CorridorDayResult) => `${d.corridorId}|${d.date}`;

function describe(day: CorridorDayResult): string {
  if (day.congestedBlocks === 0) return 'Every block fits its margin.';
  const blocks = day.congestedBlocks === 1 ? 'block' : 'blocks';
  return `${day.congestedBlocks} congested ${blocks}; the largest shortfall is ${formatMw(day.maxShortfall)} MW.`;
}

export function CorridorDayChart({ days }: { days: readonly CorridorDayResult[] }) {
  const { palette } = useTheme();
  const firstCongested = days.find((d) => d.congestedBlocks > 0) ?? days[0];
  const [chosen, setChosen] = useState(firstCongested ? seriesKey(firstCongested) : '');
  const day = days.find((d) => seriesKey(d) === chosen);
  if (!day) return null;
  const options = days.map((d) => ({ value: seriesKey(d), label: `${d.corridorName}, ${formatCalendarDate(d.date)}` }));
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
      <BlockChart
        title={`Margin and requested MW per block: ${label}`}
        description={describe(day)}
        series={[
          { id: 'margin', label: 'Margin', values: day.margin, color: palette.text.primary },
          { id: 'requested', label: 'Requested', values: day.requested, color: palette.error.main, area: true },
        ]}
      />
    </Paper>
  );
}
