/**
 * What a revision asks and what it would change (DOMAIN §6): the effective block on the server clock, the rows
 * against the current allocated schedule (400 per row: an increase, a block before the effective one, a date not
 * scheduled), the minimum (422), the dates kept on STU charges, and the charges before and after — computed by the
 * very code that applies it, in a transaction rolled back.
 */
import {
  unitsToMwh,
  REVISION_FORM_MESSAGES,
  REVISION_MESSAGES,
  blockLabel,
  businessDate,
  cancellationChargeDates,
  changedDays,
  meetsMinimum,
  reviseSchedule,
  revisionEffectiveFrom,
  scheduleUnits,
  type BlockPoint,
  type BusinessRules,
  type RevisionImpact,
  type RevisionRequest,
  type Schedule,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, issuesError } from '../../platform/errors.ts';
import {
  allocatedScheduleOf,
  preview,
  reduceSchedules,
  type ScheduleConsequence,
} from '../application/schedules.service.ts';

export const pointOf = (p: BlockPoint) => ({ ...p, label: blockLabel(p.block) });

export function impactOf(
  from: BlockPoint,
  original: Schedule,
  after: ReadonlyMap<string, readonly number[]>,
  keptDates: readonly string[],
  consequence: ScheduleConsequence | undefined,
  rules: BusinessRules['revision'],
): RevisionImpact {
  const before = scheduleUnits(original);
  const reduced = [...after].reduce(
    (s, [d, blocks]) => s + original.get(d)!.reduce((t, v, b) => t + v - blocks[b]!, 0),
    0,
  );
  const paise = (v: number | undefined) => (v ?? 0) / 100;
  return {
    effectiveFrom: pointOf(from),
    days: [...after].map(([date, blocks]) => ({
      date,
      beforeMwh: unitsToMwh(original.get(date)!.reduce((s, v) => s + v, 0)),
      afterMwh: unitsToMwh(blocks.reduce((s, v) => s + v, 0)),
    })),
    energyBeforeMwh: unitsToMwh(before),
    energyAfterMwh: unitsToMwh(before - reduced),
    reducedMwh: unitsToMwh(reduced),
    reducedPercent: before === 0 ? 0 : Math.round((reduced * 10_000) / before) / 100,
    minimumPercent: rules.minRevisionPercent,
    keptDates: [...keptDates],
    stuBefore: paise(consequence?.stuBefore),
    stuAfter: paise(consequence?.stuAfter),
    operatingBefore: paise(consequence?.operatingBefore),
    operatingAfter: paise(consequence?.operatingAfter),
  };
}

export interface PlannedRevision {
  from: BlockPoint;
  after: Map<string, number[]>;
  keptDates: string[];
  impact: RevisionImpact;
}

/** A request checked against the schedule now and what it would change; refused with the rules' messages. */
export async function planRevision(
  db: DbOrTx,
  request: RevisionRequest,
  rules: BusinessRules['revision'],
  at: Date,
): Promise<PlannedRevision> {
  const original = await allocatedScheduleOf(db, request.applicationId);
  const from = revisionEffectiveFrom(at, rules);
  const lastDate = [...original.keys()].sort().at(-1);
  if (!lastDate || lastDate < from.date) throw new AppError('business-rule', REVISION_FORM_MESSAGES.nothingLeft);
  const { revised, errors } = reviseSchedule(original, request.rows, from);
  if (errors.length > 0) {
    throw issuesError(errors.map((e) => ({ path: ['rows', e.row, 'oaRequirement'], message: e.message })));
  }
  if (!meetsMinimum(original, revised, rules)) {
    throw new AppError('business-rule', REVISION_MESSAGES.belowMinimum(rules.minRevisionPercent));
  }
  const after = changedDays(original, revised);
  const keptDates = cancellationChargeDates(businessDate(at), original, revised, rules);
  const [consequence] = await preview(db, (tx) =>
    reduceSchedules(
      tx,
      { kind: 'Revision', id: 0, no: 'preview' },
      [{ applicationId: request.applicationId, after, keptDates }],
      at,
    ),
  );
  return { from, after, keptDates, impact: impactOf(from, original, after, keptDates, consequence, rules) };
}
