import Box from '@mui/material/Box';
import type { AtcFall, AtcPreview } from '@stoa/shared';
import { formatCalendarDate, formatMw } from '../../../lib/format.ts';
import { ATC_TABLE_SX } from './atc-table-styles.ts';
import { useAtcPaging } from './use-atc-paging.tsx';

/** One corridor-block whose ATC would fall. */
export interface AtcFallRow extends AtcFall {
  corridorName: string;
  date: string;
}

/** The falls of a file's preview, row by row and block by block (only valid rows: the others write nothing). */
export function fallRowsOf(preview: AtcPreview): AtcFallRow[] {
  return preview.rows.flatMap((row) =>
    row.falls.map((fall) => ({ ...fall, corridorName: row.corridorName, date: row.date ?? '' })),
  );
}

/** 'N corridor-blocks' */
export const fallCountText = (n: number) => `${n} ${n === 1 ? 'corridor-block' : 'corridor-blocks'}`;

/** Every fall with the ATC before and after and the fall (MW, 2 decimals), a page at a time. */
export function AtcFallsTable({ falls, label }: { falls: readonly AtcFallRow[]; label: string }) {
  const { shown, pager } = useAtcPaging(falls);
  return (
    <Box>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box component="table" aria-label={label} sx={ATC_TABLE_SX}>
          <thead>
            <tr>
              <th>Corridor</th>
              <th>Date</th>
              <th>Block</th>
              <th className="num">ATC now (MW)</th>
              <th className="num">New ATC (MW)</th>
              <th className="num">Fall (MW)</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((f) => (
              <tr key={`${f.corridorName}|${f.date}|${f.block}`}>
                <td>{f.corridorName}</td>
                <td>{formatCalendarDate(f.date)}</td>
                <td>{f.label}</td>
                <td className="num">{formatMw(f.oldAtc)}</td>
                <td className="num">{formatMw(f.newAtc)}</td>
                <td className="num">{formatMw(f.fall)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      {pager}
    </Box>
  );
}
