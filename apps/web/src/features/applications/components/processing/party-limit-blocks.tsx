/**
 * The blocks where a batch asks more of a party than its limit leaves (DOMAIN §3 party limits): the seller's ex-bus
 * capacity or the buyer's contract demand, less its other live applications. Once allocated, each block opens to the
 * share every application got of that room.
 */
import type { PartyBlockResult } from '@stoa/shared';
import { formatCalendarDate, formatMw } from '../../../../lib/format.ts';
import { blockLabel } from '../time-label.ts';
import { ExplainedBlocks, type ExplainedColumn } from './explained-blocks.tsx';
import type { ProcessingBatch } from '../../api/get-processing-result.ts';

const COLUMNS: ExplainedColumn[] = [
  { header: 'Party' },
  { header: 'Limit' },
  { header: 'Date' },
  { header: 'Time' },
  { header: 'Room (MW)', isNumber: true },
  { header: 'Requested (MW)', isNumber: true },
  { header: 'Over by (MW)', isNumber: true },
];

interface PartyLimitBlocksProps {
  batch: ProcessingBatch;
  blocks: readonly PartyBlockResult[];
  /** Once allocated, each block opens to its shares. */
  isAllocated: boolean;
}

export function PartyLimitBlocks({ batch, blocks, isAllocated }: PartyLimitBlocksProps) {
  if (blocks.length === 0) return null;
  const rows = blocks.map((b) => {
    const time = blockLabel(b.block);
    return {
      key: `${b.partyKey}|${b.date}|${b.block}`,
      where: `${b.partyName} ${formatCalendarDate(b.date)} ${time}`,
      cells: [
        b.partyName,
        b.limit,
        formatCalendarDate(b.date),
        time,
        formatMw(b.room),
        formatMw(b.requested),
        formatMw(b.excess),
      ],
      shares: isAllocated ? { batch, cell: { partyKey: b.partyKey, date: b.date, block: b.block } } : null,
    };
  });
  return (
    <ExplainedBlocks
      label="Party limit blocks"
      title="Party Limits"
      emptyText="No party is asked more than its limit."
      columns={COLUMNS}
      rows={rows}
    />
  );
}
