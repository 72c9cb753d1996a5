/**
 * The congested blocks of a batch (DOMAIN §3 step 2): corridor, date, block, margin, Σ requests and shortfall. Once
 * allocated, each block opens to the share of every application in it — every allocation explained.
 */
import { congestedBlocksOf, type CorridorDayResult } from '@stoa/shared';
import { formatCalendarDate, formatMw } from '../../../../lib/format.ts';
import { blockLabel } from '../time-label.ts';
import { ExplainedBlocks, type ExplainedColumn } from './explained-blocks.tsx';
import type { ProcessingBatch } from '../../api/get-processing-result.ts';

const COLUMNS: ExplainedColumn[] = [
  { header: 'Corridor' },
  { header: 'Date' },
  { header: 'Time' },
  { header: 'Margin (MW)', isNumber: true },
  { header: 'Requested (MW)', isNumber: true },
  { header: 'Shortfall (MW)', isNumber: true },
];

interface CongestedBlocksProps {
  batch: ProcessingBatch;
  days: readonly CorridorDayResult[];
  /** Once allocated, each block opens to its shares. */
  isAllocated: boolean;
}

export function CongestedBlocks({ batch, days, isAllocated }: CongestedBlocksProps) {
  const rows = congestedBlocksOf(days).map((b) => {
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
      shares: isAllocated ? { batch, cell: { corridorId: b.corridorId, date: b.date, block: b.block } } : null,
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
