import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ATC_BLOCK_COLUMNS, type AtcImportResult, type AtcPreview, type AtcPreviewRow } from '@stoa/shared';
import { formatCalendarDate } from '../../../lib/format.ts';
import { ATC_TABLE_SX, ERROR_CELL_SX } from './atc-table-styles.ts';
import { useAtcPaging } from './use-atc-paging.tsx';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'N rows will be imported, M rows have errors and will be skipped'. */
export function previewSummary(preview: AtcPreview): string {
  return (
    `${plural(preview.validCount, 'row', 'rows')} will be imported, ` +
    `${plural(preview.errorCount, 'row has', 'rows have')} errors and will be skipped`
  );
}

/** 'N corridor-days imported; M rows skipped.', with 'K unchanged' when a valid row matched the declared ATC. */
export function importSummary({ imported, unchanged, skipped }: AtcImportResult): string {
  const same = unchanged > 0 ? `; ${plural(unchanged, 'row', 'rows')} unchanged` : '';
  return `${plural(imported, 'corridor-day', 'corridor-days')} imported${same}; ${plural(skipped, 'row', 'rows')} skipped.`;
}

/** Line, Corridor and Date stay in view while the Errors and the 96 blocks scroll sideways. */
const STICKY_COLUMNS = [
  { className: 'line', left: 0, width: 56 },
  { className: 'corridor', left: 56, width: 170 },
  { className: 'date', left: 226, width: 120 },
] as const;
const stickySx = Object.fromEntries(
  STICKY_COLUMNS.map(({ className, left, width }) => [
    `& .${className}`,
    { position: 'sticky', left, minWidth: width, maxWidth: width, bgcolor: 'background.paper', zIndex: 1 },
  ]),
);
const PREVIEW_SX = {
  ...ATC_TABLE_SX,
  ...stickySx,
  '& .errors': { minWidth: 280 },
  '& td.errors': { color: 'error.main' },
  '& .invalid': ERROR_CELL_SX,
} as const;
const MAX_LISTED_ERRORS = 3;

function errorsByColumn(row: AtcPreviewRow): Map<string, string> {
  const map = new Map<string, string>();
  for (const e of row.errors) map.set(e.column, map.has(e.column) ? `${map.get(e.column)}; ${e.message}` : e.message);
  return map;
}

function PreviewRow({ row }: { row: AtcPreviewRow }) {
  const errors = errorsByColumn(row);
  const mark = (base: string, column: string) => (errors.has(column) ? `${base} invalid` : base);
  const listed = row.errors.slice(0, MAX_LISTED_ERRORS);
  return (
    <tr>
      <td className="line">{row.line}</td>
      <td className={mark('corridor', 'Corridor')} title={errors.get('Corridor')}>
        {row.corridorName}
      </td>
      <td className={mark('date', 'Date')} title={errors.get('Date')}>
        {row.date ? formatCalendarDate(row.date) : ''}
      </td>
      <td className="errors">
        {listed.map((e) => (
          <div key={`${e.column}:${e.message}`}>
            {e.column}: {e.message}
          </div>
        ))}
        {row.errors.length > MAX_LISTED_ERRORS && <div>and {row.errors.length - MAX_LISTED_ERRORS} more</div>}
      </td>
      {ATC_BLOCK_COLUMNS.map((column, i) => (
        <td key={column} className={mark('num', column)} title={errors.get(column)}>
          {row.cells[i]}
        </td>
      ))}
    </tr>
  );
}

/**
 * The file as it would be imported, a page at a time: a cell with an error is red and names the error in its
 * tooltip, and the row lists its first errors; a row with errors is skipped.
 */
export function AtcPreviewTable({ preview }: { preview: AtcPreview }) {
  const { shown: rows, pager } = useAtcPaging(preview.rows);
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {preview.fileName}: {previewSummary(preview)}
      </Typography>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box component="table" aria-label="ATC file preview" sx={PREVIEW_SX}>
          <thead>
            <tr>
              <th className="line">Line</th>
              <th className="corridor">Corridor</th>
              <th className="date">Date</th>
              <th className="errors">Errors</th>
              {ATC_BLOCK_COLUMNS.map((column) => (
                <th key={column} className="num">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <PreviewRow key={row.line} row={row} />
            ))}
          </tbody>
        </Box>
      </Box>
      {pager}
    </Box>
  );
}
