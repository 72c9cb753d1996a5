/**
 * Settling the applications of an invitation once its congested blocks are decided (processed, or expired without
 * bids): each application's award in those blocks joins what its other blocks were given when its batch was
 * processed; capacity is taken on every corridor it uses (changeAllocated refuses anything above ATC); its status
 * follows shared's `eBiddingOutcome` — unless another invitation still holds it, when it keeps waiting.
 */
import { BLOCKS_PER_DAY, eBiddingOutcome, type OutcomeStatus } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Margin } from '../atc/atc.service.ts';
import {
  changeAllocated,
  corridorLoads,
  daysEnergy,
  setStatuses,
  writeAllocations,
  type ApplicationRecord,
  type DayRow,
} from '../application/schedules.service.ts';

export interface Settling {
  record: ApplicationRecord;
  days: readonly DayRow[];
  /** MW hundredths e-bidding gave it per date in the congested blocks (empty: nothing, or no bid). */
  awarded: ReadonlyMap<string, readonly number[]>;
  didBid: boolean;
}

export interface Settled extends Settling {
  /** Its new status; PendingEBidding while another invitation still holds it. */
  status: OutcomeStatus;
  /** Its schedule as allocated now, per date. */
  allocated: Map<string, number[]>;
}

const zeros = () => new Array<number>(BLOCKS_PER_DAY).fill(0);

/** What an application holds after the award: its earlier allocation plus the award, per date. */
function mergedOf(item: Settling): Map<string, number[]> {
  return new Map(
    item.days.map((d) => {
      const award = item.awarded.get(d.date);
      const held = d.allocated ?? zeros();
      return [d.date, award ? held.map((v, b) => v + (award[b] ?? 0)) : [...held]] as const;
    }),
  );
}

export async function settle(
  tx: DbOrTx,
  declared: Map<string, Margin>,
  items: readonly Settling[],
  stillWaiting: ReadonlySet<number>,
  at: Date,
): Promise<Settled[]> {
  const awarded = items.filter((i) => i.awarded.size > 0);
  await changeAllocated(
    tx,
    declared,
    corridorLoads(awarded.map((i) => ({ corridorIds: i.record.corridorIds, days: i.awarded }))),
    1,
    at,
  );
  const settled = items.map((item): Settled => {
    const allocated = mergedOf(item);
    const days = item.days.map((d) => ({ requested: d.requested, allocated: allocated.get(d.date)! }));
    const status = stillWaiting.has(item.record.id) ? 'PendingEBidding' : eBiddingOutcome(days, item.didBid);
    return { ...item, status, allocated };
  });
  await writeAllocations(
    tx,
    settled
      .filter((s) => s.awarded.size > 0)
      .flatMap((s) =>
        [...s.allocated].map(([date, blocks]) => ({ applicationId: s.record.id, date, allocated: blocks })),
      ),
  );
  await setStatuses(
    tx,
    settled.map((s) => ({
      id: s.record.id,
      status: s.status,
      allocatedMwh: s.status === 'Withdrawn' ? null : daysEnergy([...s.allocated.values()]),
      runId: null,
    })),
    at,
  );
  return settled;
}
