/**
 * An application's dues follow its status (shared charges/application-dues.ts): after every step — submission,
 * processing outcomes, e-bidding, the SLDC's chain, withdrawal — the ledger is brought to what the record should be
 * charged now: the fee once, and the STOA charges of the applied or allocated schedule per delivery day at the rate
 * in force that day. One read per kind of fact for all the records of a step.
 */
import {
  CHARGE_TYPE_LABELS,
  SCHEDULE_DUE_TYPES,
  businessDate,
  chargedScheduleOf,
  chargesByDueType,
  chargesWithEBidding,
  formatDisplayDate,
  toHundredths,
  type ApplicationStatus,
  type ChargeTarget,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { chargeRatesOver, feeOn } from '../configuration/charges.service.ts';
import { dueDates } from '../configuration/master-data.service.ts';
import { syncCharges } from '../payment/payment.service.ts';
import * as repo from './application.repository.ts';
import type { ApplicationRecord, DayRow } from './application.repository.ts';

const recordNoOf = (r: ApplicationRecord) => r.applicationNo ?? `Application ${r.id}`;

/** The application fee of each submitted record: the fee of its type in force on its first submission. */
async function feeTargets(
  tx: DbOrTx,
  records: readonly ApplicationRecord[],
  due: (t: 'ApplicationFee', d: string) => string,
) {
  const targets: ChargeTarget[] = [];
  const fees = new Map<string, Promise<number | null>>();
  for (const r of records) {
    const raisedOn = businessDate(r.submittedAt!);
    const key = `${r.type}:${raisedOn}`;
    if (!fees.has(key)) fees.set(key, feeOn(tx, 'ApplicationFee', r.type, raisedOn));
    const fee = await fees.get(key)!;
    targets.push({
      partyUserId: r.applicantUserId,
      recordType: 'Application',
      recordId: r.id,
      recordNo: recordNoOf(r),
      recordKind: r.type,
      dueType: 'ApplicationFee',
      amountPaise: fee === null ? 0 : toHundredths(fee),
      dueOn: due('ApplicationFee', raisedOn),
      rule: `${CHARGE_TYPE_LABELS.ApplicationFee} of a ${r.type} application in force on ${formatDisplayDate(raisedOn)}`,
    });
  }
  return targets;
}

function scheduleOf(days: readonly DayRow[], which: 'applied' | 'allocated') {
  return new Map(days.map((d) => [d.date, (which === 'applied' ? d.requested : d.allocated) ?? []] as const));
}

export async function syncApplicationCharges(tx: DbOrTx, ids: readonly number[], at: Date): Promise<void> {
  const records = (await repo.findApplications(tx, ids)).filter((r) => r.submittedAt !== null);
  if (records.length === 0) return;
  const dates = records
    .flatMap((r) => [r.fromDate, r.toDate])
    .filter((d): d is string => !!d)
    .sort();
  const [days, eBidding, due, rates] = await Promise.all([
    repo.daysOfMany(
      tx,
      records.map((r) => r.id),
    ),
    repo.eBiddingChargesOf(
      tx,
      records.map((r) => r.id),
    ),
    dueDates(tx),
    dates.length > 0 ? chargeRatesOver(tx, dates[0]!, dates.at(-1)!) : Promise.resolve([]),
  ]);
  const today = businessDate(at);
  const targets: ChargeTarget[] = records.flatMap((r) => {
    const which = chargedScheduleOf(r.status as ApplicationStatus);
    const lines = which
      ? chargesWithEBidding(
          scheduleOf(days.get(r.id) ?? [], which),
          rates,
          which === 'allocated' ? (eBidding.get(r.id) ?? null) : null,
        )
      : [];
    const sums = chargesByDueType(lines);
    const rule = which ? `Charges of the ${which} schedule (${r.status})` : `Nothing charged once ${r.status}`;
    return SCHEDULE_DUE_TYPES.map((dueType) => ({
      partyUserId: r.applicantUserId,
      recordType: 'Application' as const,
      recordId: r.id,
      recordNo: recordNoOf(r),
      recordKind: r.type,
      reference: dueType === 'EBiddingCharges' ? (eBidding.get(r.id)?.bidInvitationNo ?? null) : null,
      dueType,
      amountPaise: sums[dueType],
      dueOn: r.status === 'Approved' ? due(dueType, today) : null,
      rule,
    }));
  });
  await syncCharges(tx, await feeTargets(tx, records, due), at, null, { onlyNew: true });
  await syncCharges(tx, targets, at, null);
}
