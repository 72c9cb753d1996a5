/**
 * The energy of a curtailment: what was asked (MW × blocks), what the schedules gave up, and what they did not have
 * to give (unmet) — a warning when some of the request could not be curtailed.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { mwhText } from './curtailment-format.ts';

interface CurtailmentTotalsProps {
  /** Absent on the record, which keeps what was curtailed and unmet. */
  requestedMwh?: number;
  curtailedMwh: number;
  unmetMwh: number;
}

export const unmetWarning = (unmetMwh: number) =>
  `${mwhText(unmetMwh)} of the request could not be curtailed: the approved schedules on this corridor hold less in these blocks.`;

export function CurtailmentTotals({ requestedMwh, curtailedMwh, unmetMwh }: CurtailmentTotalsProps) {
  const figures = [
    ...(requestedMwh === undefined ? [] : [{ label: 'Requested', value: requestedMwh }]),
    { label: 'Curtailed', value: curtailedMwh },
    { label: 'Unmet', value: unmetMwh },
  ];
  return (
    <>
      <Box
        component="dl"
        aria-label="Curtailment totals"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(${figures.length}, 1fr)` } }}
      >
        {figures.map(({ label, value }) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 600 }}>
              {mwhText(value)}
            </Typography>
          </Box>
        ))}
      </Box>
      {unmetMwh > 0 && <Alert severity="warning">{unmetWarning(unmetMwh)}</Alert>}
    </>
  );
}
