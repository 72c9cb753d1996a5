/**
 * A curtailment's plan on the schedules as they stand (DOMAIN §6): the applications with capacity allocated on the
 * corridor in the dates, each date planned by the shared planCurtailment (type order, exact pro-rata, never below
 * zero), the reductions that apply it, the view the SLDC reviews and a token of the plan, so Apply changes exactly
 * what was previewed.
 */
import { createHash } from 'node:crypto';
import {
  unitsToMwh,
  ALLOCATED_STATUSES,
  apportionExact,
  BLOCKS_PER_DAY,
  CURTAILMENT_MESSAGES,
  blockLabel,
  dateRange,
  fromHundredths,
  planCurtailment,
  revisionEffectiveFrom,
  isAtOrAfter,
  toHundredths,
  type ApplicationType,
  type CurtailmentPlanView,
  type CurtailmentRequest,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findCorridor } from '../atc/atc.service.ts';
import {
  daysOfMany,
  liveOnCorridor,
  type ScheduleReduction,
  type ScheduledApplication,
} from '../application/schedules.service.ts';

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

export interface Plan {
  corridorName: string;
  applications: ScheduledApplication[];
  /** Per application, per date: hundredths shed per block. */
  shed: Map<number, Map<string, number[]>>;
  reductions: ScheduleReduction[];
  requestedUnits: number;
  curtailedUnits: number;
  view: CurtailmentPlanView;
}

/** The blocks asked of each date: the MW in [from, to), 0 elsewhere. */
function requestedBlocks(request: CurtailmentRequest): number[] {
  const mw = toHundredths(request.mw);
  return Array.from({ length: BLOCKS_PER_DAY }, (_, b) =>
    b >= request.fromTimeBlock && b < request.toTimeBlock ? mw : 0,
  );
}

/** The curtailed blocks [fromBlock, toBlock) of each of the curtailment's dates. */
export interface CurtailedWindow {
  dates: readonly string[];
  fromBlock: number;
  toBlock: number;
}

/** The energy (units) of a schedule in the curtailed window: an application's Scheduled MWh beside what it sheds. */
export function windowUnits(
  blocksOn: (date: string) => readonly number[] | null | undefined,
  { dates, fromBlock, toBlock }: CurtailedWindow,
): number {
  return sum(dates.map((date) => sum((blocksOn(date) ?? []).slice(fromBlock, toBlock))));
}

/** Refuses a curtailment of blocks that have started: the first block must be the next one or later. */
export function checkNotPast(request: CurtailmentRequest, at: Date): void {
  const next = revisionEffectiveFrom(at, { effectiveFromBlock: 2 });
  if (!isAtOrAfter(request.fromDate, request.fromTimeBlock, next)) {
    throw new AppError('validation', CURTAILMENT_MESSAGES.past, 'fromTimeBlock');
  }
}

export async function planOf(db: DbOrTx, request: CurtailmentRequest): Promise<Plan> {
  const corridor = await findCorridor(db, request.corridorId);
  if (!corridor) throw new AppError('validation', 'Corridor not found', 'corridorId');
  const applications = await liveOnCorridor(db, corridor.id, request.fromDate, request.toDate, ALLOCATED_STATUSES);
  const days = await daysOfMany(
    db,
    applications.map((a) => a.id),
  );
  const asked = requestedBlocks(request);
  const shed = new Map<number, Map<string, number[]>>();
  let unmet = 0;
  const dates = dateRange(request.fromDate, request.toDate);
  for (const date of dates) {
    const onDate = applications.map((a) => ({
      id: a.id,
      type: a.type as ApplicationType,
      blocks: days.get(a.id)?.find((d) => d.date === date)?.allocated ?? new Array<number>(BLOCKS_PER_DAY).fill(0),
    }));
    const plan = planCurtailment(onDate, asked);
    unmet += sum(plan.unmet);
    for (const [id, blocks] of plan.shed) {
      shed.set(id, (shed.get(id) ?? new Map()).set(date, blocks));
    }
  }
  const requestedUnits = sum(asked) * dates.length;
  const curtailedUnits = requestedUnits - unmet;
  if (curtailedUnits === 0) throw new AppError('business-rule', CURTAILMENT_MESSAGES.nothingToCurtail);
  const affected = applications.filter((a) => shed.has(a.id));
  const reductions = affected.map((a) => ({
    applicationId: a.id,
    after: new Map(
      [...shed.get(a.id)!].map(([date, blocks]) => {
        const now = days.get(a.id)!.find((d) => d.date === date)!.allocated!;
        return [date, now.map((v, b) => v - blocks[b]!)] as const;
      }),
    ),
  }));
  const window = { dates, fromBlock: request.fromTimeBlock, toBlock: request.toTimeBlock };
  const view = viewOf(corridor.name, affected, days, shed, { requestedUnits, curtailedUnits }, window);
  return {
    corridorName: corridor.name,
    applications: affected,
    shed,
    reductions,
    requestedUnits,
    curtailedUnits,
    view,
  };
}

/**
 * One application's share: energy scheduled in the curtailed blocks and shed, and the blocks shed per date, each with its part of the refund
 * (the application's STU reversal apportioned to the blocks by the MW shed, exactly: the parts add up to it).
 */
export function shareOf(
  a: ScheduledApplication,
  scheduledUnits: number,
  shed: ReadonlyMap<string, readonly number[]>,
  refundPaise: number | null,
) {
  const days = [...shed].sort(([x], [y]) => (x < y ? -1 : 1));
  const cells = days.flatMap(([date, blocks]) => blocks.map((v, block) => ({ date, block, v })).filter((c) => c.v > 0));
  const parts =
    refundPaise === null
      ? null
      : apportionExact(
          refundPaise,
          cells.map((c) => c.v),
        );
  const partOf = new Map(cells.map((c, i) => [`${c.date}|${c.block}`, parts ? parts[i]! / 100 : null]));
  return {
    applicationId: a.id,
    applicationNo: a.applicationNo,
    applicationType: a.type as ApplicationType,
    applicantName: a.applicantName,
    scheduledMwh: unitsToMwh(scheduledUnits),
    curtailedMwh: unitsToMwh(sum([...shed.values()].flat())),
    refund: refundPaise === null ? null : refundPaise / 100,
    days: days.map(([date, blocks]) => ({
      date,
      blocks: blocks
        .map((v, block) => ({
          block,
          label: blockLabel(block),
          mw: fromHundredths(v),
          refund: partOf.get(`${date}|${block}`) ?? null,
        }))
        .filter((b) => b.mw > 0),
    })),
  };
}

function viewOf(
  corridorName: string,
  affected: readonly ScheduledApplication[],
  days: ReadonlyMap<number, readonly { date: string; allocated: number[] | null }[]>,
  shed: ReadonlyMap<number, ReadonlyMap<string, readonly number[]>>,
  totals: { requestedUnits: number; curtailedUnits: number },
  window: CurtailedWindow,
): CurtailmentPlanView {
  const scheduled = (id: number) =>
    windowUnits((date) => days.get(id)?.find((d) => d.date === date)?.allocated, window);
  const applications = affected.map((a) => shareOf(a, scheduled(a.id), shed.get(a.id)!, null));
  // The plan and the schedules it was made on: a double Apply, or a change since, no longer matches.
  const token = createHash('sha256')
    .update(JSON.stringify(applications.map((x) => [x.applicationId, x.days, days.get(x.applicationId)])))
    .digest('hex');
  return {
    planToken: token,
    corridorName,
    requestedMwh: unitsToMwh(totals.requestedUnits),
    curtailedMwh: unitsToMwh(totals.curtailedUnits),
    unmetMwh: unitsToMwh(totals.requestedUnits - totals.curtailedUnits),
    applications,
  };
}
