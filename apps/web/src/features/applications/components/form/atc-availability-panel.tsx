/**
 * The ATC margin of the application's corridors before applying (issue 15 item 6): per corridor, one date at a time,
 * the declared ATC, what is allocated and what is left per block, as a chart with its table alternative.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CorridorAvailability } from '@stoa/shared';
import { AtcChart } from '../../../../components/block-chart/atc-chart.tsx';
import { SelectInput } from '../../../../components/select-input.tsx';
import { firstErrorMessage } from '../../../../lib/api-client.ts';
import { formatCalendarDate } from '../../../../lib/format.ts';
import type { useAtcMargin } from './use-atc-availability.ts';

const CHOOSE = "Choose the seller, the buyer and a row's dates and times to see the ATC margin of their corridors.";

function CorridorPanel({ corridor }: { corridor: CorridorAvailability }) {
  const [date, setDate] = useState(corridor.days[0]?.date ?? '');
  const day = corridor.days.find((d) => d.date === date) ?? corridor.days[0];
  if (!day) return null;
  const options = corridor.days.map((d) => ({ value: d.date, label: formatCalendarDate(d.date) }));
  const where = `${corridor.corridorName}, ${formatCalendarDate(day.date)}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {corridor.corridorName}
        </Typography>
        {options.length > 1 && (
          <Box sx={{ width: 200 }}>
            <SelectInput
              label={`Date on ${corridor.corridorName}`}
              options={options}
              value={day.date}
              isPlaceholderDisabled
              onChange={(event) => setDate(event.target.value)}
            />
          </Box>
        )}
      </Stack>
      {!day.declared && (
        <Typography variant="body2" color="text.secondary">
          No ATC is declared for this date yet: its margin is 0 MW.
        </Typography>
      )}
      <AtcChart title={`ATC, allocated and remaining MW per block: ${where}`} atc={day.atc} allocated={day.allocated} />
    </Paper>
  );
}

export function AtcAvailabilityPanel({ margin }: { margin: ReturnType<typeof useAtcMargin> }) {
  const { query, answer } = margin;
  return (
    <Stack spacing={2} component="section" aria-labelledby="atc-availability-heading">
      <Typography id="atc-availability-heading" variant="h2" sx={{ fontSize: '1.1rem' }}>
        ATC Availability
      </Typography>
      {query === null ? (
        <Typography variant="body2" color="text.secondary">
          {CHOOSE}
        </Typography>
      ) : answer.isError ? (
        <Alert severity="info">{firstErrorMessage(answer.error)}</Alert>
      ) : answer.data ? (
        answer.data.corridors.map((c) => <CorridorPanel key={`${c.corridorId}|${query.FromDate}`} corridor={c} />)
      ) : (
        <Typography variant="body2" color="text.secondary">
          Loading the ATC margin…
        </Typography>
      )}
    </Stack>
  );
}
