/**
 * An application's dues follow its status (shared charges/application-dues.ts): after every step — submission,
 * processing outcomes, e-bidding, the SLDC's chain, withdrawal — the ledger is brought to what the record should be
 * charged now: the fee once, and the STOA charges of the applied or allocated schedule per delivery day at the rate
 * in force that day. One read per kind of fact for all the records of a step.
 */
import {
  CHARGE_TYPE_LABELS,
  SCHEDULE_DUE_TYPES,
  applicationFeeDue,
  businessDate,
  chargedScheduleOf,
  chargesByDueType,
  chargesWithEBidding,
  chargedDaysOf,
  daySummaryOf,
  formatDisplayDate,
  linesOfChangedSchedule,
  scheduleCharges,
  UNCHANGED,
  toHundredths,
  type ApplicationStatus,
  type ChargeLine,
  type ApplicationType,
  type ChargeTarget,
  type ChargedDays,
  type DayQuantities,
  type EBiddingCharge,
  type FeeDueTerms,
} from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { chargeRatesOver, feeOn } from '../configuration/charges.service.ts';
import { dueTerms } from '../configuration/master-data.service.ts';
import { currentRules } from '../configuration/rules.service.ts';
import { syncCharges } from '../payment/payment.service.ts';
import * as repo from './application.repository.ts';
import { changesOf, chargeRecordsOf, daySummariesOf, type ChargeRecord } from './application-charges.repository.ts';
import type { DayRow } from './application.repository.ts';

const recordNoOf = (r: ChargeRecord) => r.applicationNo ?? `Application ${r.id}`;

/** What the fee's pay-by reads (DOMAIN §5 "Fee timing"): the windows, the Application Fee's due rule, the days off. */
async function feeDueTermsOf(tx: DbOrTx): Promise<FeeDueTerms> {
  const { ruleOf, holidays } = await dueTerms(tx);
  const rules = await currentRules(tx);
  return { windows: rules.applicationWindows, feeRule: ruleOf('ApplicationFee'), holidays };
}

/**
 * The application fee of each submitted record: the fee of its type in force on its first submission (kept), due by
 * the last moment the SLDC can still accept it for its type (shared `applicationFeeDue`).
 */
async function feeTargets(tx: DbOrTx, records: readonly ChargeRecord[]): Promise<ChargeTarget[]> {
  // One price and rule per type and date (a batch shares a few).
  const prices = new Map<string, Pick<ChargeTarget, 'amountPaise' | 'rule'>>();
  for (const { type, raisedOn } of records) {
    const key = `${type}:${raisedOn}`;
    if (prices.has(key)) continue;
    const fee = await feeOn(tx, 'ApplicationFee', type, raisedOn);
    prices.set(key, {
      amountPaise: fee === null ? 0 : toHundredths(fee),
      rule: `${CHARGE_TYPE_LABELS.ApplicationFee} of a ${type} application in force on ${formatDisplayDate(raisedOn)}`,
    });
  }
  const terms = await feeDueTermsOf(tx);
  return records.map((r) => ({
    partyUserId: r.applicantUserId,
    recordType: 'Application',
    recordId: r.id,
    recordNo: recordNoOf(r),
    recordKind: r.type,
    dueType: 'ApplicationFee',
    ...prices.get(`${r.type}:${r.raisedOn}`)!,
    ...applicationFeeDue(
      {
        type: r.type as ApplicationType,
        submittedAt: r.submittedAt,
        fromDate: r.fromDate ?? r.raisedOn,
        processingDate: r.processingDate ?? r.raisedOn,
      },
      terms,
    ),
    fixed: true,
  }));
}

const blocksOf = (days: readonly DayRow[], which: 'applied' | 'allocated') =>
  new Map(days.map((d) => [d.date, (which === 'applied' ? d.requested : d.allocated) ?? []] as const));

/** What each record reads to be priced: its days summed in SQL, and the blocks of those with an e-bidding line. */
async function pricingFacts(tx: DbOrTx, records: readonly ChargeRecord[]) {
  const ids = records.map((r) => r.id);
  const dates = records
    .flatMap((r) => [r.fromDate, r.toDate])
    .filter((d): d is string => !!d)
    .sort();
  // One statement at a time: a transaction's client runs its queries in order anyway.
  const summaries = await daySummariesOf(tx, ids);
  const eBidding = await repo.eBiddingChargesOf(tx, ids);
  const blocks = await repo.daysOfMany(tx, [...eBidding.keys()]);
  const changes = await changesOf(
    tx,
    records.filter((r) => r.hasChanges).map((r) => r.id),
  );
  const changed = new Map([...changes].map(([id, list]) => [id, chargedDaysOf(list)] as const));
  const rates = dates.length > 0 ? await chargeRatesOver(tx, dates[0]!, dates.at(-1)!) : [];
  return { summaries, eBidding, blocks, changed, rates };
}

const summariesOf = (days: ReadonlyMap<string, readonly number[]>) =>
  new Map([...days].map(([date, blocks]) => [date, daySummaryOf(blocks)] as const));

/**
 * The STOA charge lines of a record in a status: its applied or allocated schedule, with its e-bidding line. Once
 * allocated, a lowered schedule keeps its kept dates' STU and its operating days (chargedDaysOf).
 */
function linesOf(r: ChargeRecord, facts: Awaited<ReturnType<typeof pricingFacts>>, which: 'applied' | 'allocated') {
  const eb: EBiddingCharge | null = which === 'allocated' ? (facts.eBidding.get(r.id) ?? null) : null;
  const changed: ChargedDays<number[]> = (which === 'allocated' ? facts.changed.get(r.id) : undefined) ?? UNCHANGED;
  if (eb) {
    const price = (days: ReadonlyMap<string, readonly number[]>) => chargesWithEBidding(days, facts.rates, eb);
    return linesOfChangedSchedule(price, blocksOf(facts.blocks.get(r.id) ?? [], which), changed);
  }
  const days = facts.summaries.get(r.id);
  const price = (d: ReadonlyMap<string, DayQuantities>) => scheduleCharges(d, facts.rates);
  const summaries: ReadonlyMap<string, DayQuantities> =
    (which === 'applied' ? days?.requested : days?.allocated) ?? new Map();
  return linesOfChangedSchedule(price, summaries, {
    stu: summariesOf(changed.stu),
    operating: summariesOf(changed.operating),
  });
}

/** The charge lines an allocated application is charged on now (the ledger's figures, line by line). */
export async function allocatedChargeLinesOf(tx: DbOrTx, id: number): Promise<ChargeLine[]> {
  const records = await chargeRecordsOf(tx, [id]);
  if (records.length === 0) return [];
  return linesOf(records[0]!, await pricingFacts(tx, records), 'allocated');
}

/** What each record should be charged now: its fee and its schedule's charges per due type. */
export async function chargeTargetsOf(tx: DbOrTx, ids: readonly number[], at: Date): Promise<ChargeTarget[]> {
  const records = await chargeRecordsOf(tx, ids);
  if (records.length === 0) return [];
  const facts = await pricingFacts(tx, records);
  const due = (await dueTerms(tx)).payBy;
  const today = businessDate(at);
  const targets: ChargeTarget[] = records.flatMap((r) => {
    const which = chargedScheduleOf(r.status as ApplicationStatus);
    const sums = chargesByDueType(which ? linesOf(r, facts, which) : []);
    const rule = which ? `Charges of the ${which} schedule (${r.status})` : `Nothing charged once ${r.status}`;
    return SCHEDULE_DUE_TYPES.map((dueType) => ({
      partyUserId: r.applicantUserId,
      recordType: 'Application' as const,
      recordId: r.id,
      recordNo: recordNoOf(r),
      recordKind: r.type,
      reference: dueType === 'EBiddingCharges' ? facts.eBidding.get(r.id)?.bidInvitationNos.join(', ') || null : null,
      dueType,
      amountPaise: sums[dueType],
      dueOn: r.status === 'Approved' ? due(dueType, today) : null,
      rule,
    }));
  });
  return [...(await feeTargets(tx, records)), ...targets];
}

/**
 * Brings the records' dues to what they should be charged now. `because` names the event that changed a record's
 * schedule (a revision or curtailment number): its entries' rule says so.
 */
export async function syncApplicationCharges(
  tx: DbOrTx,
  ids: readonly number[],
  at: Date,
  because?: ReadonlyMap<number, string>,
): Promise<ChargeTarget[]> {
  const targets = await chargeTargetsOf(tx, ids, at);
  const named = because
    ? targets.map((t) => (because.has(t.recordId) ? { ...t, rule: `${because.get(t.recordId)}: ${t.rule}` } : t))
    : targets;
  await syncCharges(tx, named, at, null);
  return targets;
}
