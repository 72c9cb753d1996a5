/**
 * The frame every chart of the app sits in: a 'Show as table' switch to the same figures as a table (screen-reader
 * users and anyone who needs the exact values get the table), else the chart, lazily loaded behind a skeleton of its
 * height. Used by BlockChart, the reports' bars and the dashboard's week.
 */
import { Suspense, useState, type ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export interface ChartOrTableProps {
  /** The chart (a lazy component's element): drawn while the switch is off. */
  chart: ReactNode;
  /** The same figures as a table, named like the chart. */
  table: ReactNode;
  /** The chart's height, held by the skeleton while the chart loads. */
  height: number;
}

export function ChartOrTable({ chart, table, height }: ChartOrTableProps) {
  const [asTable, setAsTable] = useState(false);
  return (
    <Stack spacing={1}>
      <FormControlLabel
        sx={{ alignSelf: 'flex-end' }}
        control={<Switch checked={asTable} onChange={(event) => setAsTable(event.target.checked)} />}
        label="Show as table"
      />
      {asTable ? (
        table
      ) : (
        <Suspense fallback={<Skeleton variant="rectangular" height={height} aria-label="Loading chart" />}>
          {chart}
        </Suspense>
      )}
    </Stack>
  );
}
