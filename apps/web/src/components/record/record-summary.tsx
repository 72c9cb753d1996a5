/**
 * The head of every record page (registration, inter-state registration, application, standing clearance): the
 * record's facts as label–value pairs in a grid (one column on a phone, up to four on a wide screen), and under them
 * whatever the record adds (a fee line, remarks). The features say which facts; this says how they read.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface RecordFact {
  label: string;
  /** The value; a blank text reads as '—'. */
  value: ReactNode;
}

const valueOf = (value: ReactNode) => (value === '' || value === null || value === undefined ? '—' : value);

export function RecordSummary({ facts, children }: { facts: readonly RecordFact[]; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        component="dl"
        aria-label="Summary"
        sx={{
          m: 0,
          display: 'grid',
          columnGap: 3,
          rowGap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
        }}
      >
        {facts.map(({ label, value }) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {valueOf(value)}
            </Typography>
          </Box>
        ))}
      </Box>
      {children}
    </Paper>
  );
}
