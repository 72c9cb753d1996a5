/** The record's details as labelled sections, one per step of its form (documents have their own table). */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  INTER_STATE_STEPS,
  interStateDetailLines,
  type InterStateDetail,
  type InterStateLine,
  type InterStateStep,
} from '@stoa/shared';

function groupByStep(lines: InterStateLine[]): [InterStateStep, InterStateLine[]][] {
  const groups = new Map<InterStateStep, InterStateLine[]>();
  for (const line of lines) {
    if (line.step !== 'documents') groups.set(line.step, [...(groups.get(line.step) ?? []), line]);
  }
  return [...groups];
}

export function InterStateSections({ record }: { record: InterStateDetail }) {
  return groupByStep(interStateDetailLines(record.details)).map(([step, lines]) => (
    <Paper key={step} variant="outlined" component="section" aria-labelledby={`inter-state-${step}`} sx={{ p: 2 }}>
      <Typography id={`inter-state-${step}`} variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {INTER_STATE_STEPS[step]}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          columnGap: 3,
          rowGap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {lines.map((line) => (
          <Box key={line.key}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {line.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {line.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  ));
}
