/**
 * The congested blocks of a batch (DOMAIN §3 step 2): corridor, date, block, margin, Σ requests and shortfall. Once
 * allocated, each block opens to the share of every application in it — every allocation explained.
 */
import type { BlockResult } from '@stoa/shared';
import { formatCalendarDate, formatMw } from '../../../../lib/format.ts';
import { blockLabel } from '../time-label.ts';
import { ExplainedBlocks, type ExplainedColumn } from './explained-blocks.tsx';

const COLUMNS: ExplainedColumn[] = [
  { header: 'Corridor' },
  { header: 'Date' },
  { header: 'Time' },
  { header: 'Margin (MW)', isNumber: true },
  { header: 'Requested (MW)', isNumber: true },
  { header: 'Shortfall (MW)', isNumber: true },
];

export function CongestedBlocks({ blocks }: { blocks: readonly BlockResult[] }) {
  const rows = blocks
    .filter((b) => b.congested)
    .map((b) => {
      const time = blockLabel(b.block);
      return {
        key: `${b.corridorId}|${b.date}|${b.block}`,
        where: `${b.corridorName} ${formatCalendarDate(b.date)} ${time}`,
        cells: [
          b.corridorName,
          formatCalendarDate(b.date),
          time,
          formatMw(b.margin),
          formatMw(b.requested),
          formatMw(b.shortfall),
        ],
        shares: b.shares,
      };
    });
  return (
    <ExplainedBlocks
      label="Congested blocks"
      title="Congested Blocks"
      emptyText="No block is congested: every corridor's margin holds the requests."
      columns={COLUMNS}
      rows={rows}
    />
  );
}
