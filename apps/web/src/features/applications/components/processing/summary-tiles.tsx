/** The batch at a glance: applications, fitting, congested, congested blocks. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProcessingResult } from '@stoa/shared';

const TILES: [keyof ProcessingResult['summary'], string][] = [
  ['applications', 'Applications'],
  ['fitting', 'Fitting'],
  ['congested', 'Congested'],
  ['congestedBlocks', 'Congested Blocks'],
];

export function SummaryTiles({ summary }: { summary: ProcessingResult['summary'] }) {
  return (
    <Box
      component="dl"
      aria-label="Processing summary"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      {TILES.map(([key, label]) => (
        <Paper key={key} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {summary[key]}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
