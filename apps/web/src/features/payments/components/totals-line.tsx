/** The sums under a list (its `totals`: every row of the filters, not only the page), as one line of label: value. */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from './payment-cells.tsx';

export interface Total {
  label: string;
  value: number;
}

export function TotalsLine({ totals }: { totals: readonly Total[] | undefined }) {
  if (!totals) return null;
  return (
    <Box component="section" aria-label="Totals">
      <Stack
        component="dl"
        direction="row"
        sx={{ m: 0, gap: { xs: 1, sm: 3 }, flexWrap: 'wrap', justifyContent: 'flex-end' }}
      >
        {totals.map(({ label, value }) => (
          <Stack key={label} direction="row" sx={{ gap: 0.75, alignItems: 'baseline' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}:
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {formatMoney(value)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

/** The dues lists' sums: charged, paid and the balance left. */
export function DueTotalsLine({
  totals,
}: {
  totals: { charged: number; settled: number; balance: number } | undefined;
}) {
  return (
    <TotalsLine
      totals={
        totals && [
          { label: 'Total Charged', value: totals.charged },
          { label: 'Total Paid', value: totals.settled },
          { label: 'Total Balance', value: totals.balance },
        ]
      }
    />
  );
}
