import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, STOA_CHARGE_TYPES, STOA_CHARGE_TYPE_LABELS, type StoaCharge } from '@stoa/shared';
import { DateInput } from '../../../components/date-input.tsx';
import { OPEN_ENDED, formatCalendarDate, formatRate } from '../../../lib/format.ts';
import { useRatesOn } from '../api/get-rates-on.ts';

/**
 * The STOA rates in force on a chosen day (today by default), as the server computes charges with them: a scheduled
 * rate shows only from its first day, the current one until then.
 */
export function InForcePanel({ today }: { today: string }) {
  const [date, setDate] = useState(today);
  const rates = useRatesOn(date);
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ minWidth: 200 }}>
            <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
              In force on {formatCalendarDate(date)}
            </Typography>
            <DateInput label="Date" value={date} onChange={setDate} />
          </Box>
          <Box sx={{ flex: 1 }} aria-live="polite">
            {rates.isError && <Alert severity="error">{MESSAGES.fetchError}</Alert>}
            {rates.data &&
              STOA_CHARGE_TYPES.map((type) => (
                <Box key={type} sx={{ mb: 1 }}>
                  <Typography variant="subtitle2">{STOA_CHARGE_TYPE_LABELS[type]}</Typography>
                  <RateLines rates={rates.data.stoaCharges.filter((rate) => rate.chargeType === type)} />
                </Box>
              ))}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function RateLines({ rates }: { rates: readonly StoaCharge[] }) {
  if (rates.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        None in force
      </Typography>
    );
  }
  return (
    <>
      {rates.map((rate) => (
        <Typography key={rate.id} variant="body2">
          {formatRate(rate.rate, rate.basis)} · since {formatCalendarDate(rate.effectiveFrom)} ·{' '}
          {rate.effectiveTo ? `until ${formatCalendarDate(rate.effectiveTo)}` : OPEN_ENDED}
        </Typography>
      ))}
    </>
  );
}
