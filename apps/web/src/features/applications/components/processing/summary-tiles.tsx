/** The batch at a glance: applications, fitting, congested, congested blocks (and blocks over a party's limit). */
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
  const tiles: typeof TILES =
    summary.limitedBlocks > 0 ? [...TILES, ['limitedBlocks', 'Blocks Over Party Limits']] : TILES;
  return (
    <Box
      component="dl"
      aria-label="Processing summary"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${tiles.length}, 1fr)` } }}
    >
      {tiles.map(([key, label]) => (
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
