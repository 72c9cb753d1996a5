/**
 * E-bidding charges join the application's charges (DOMAIN §4, §5): the energy an e-bidding decided in the congested
 * period pays the applicable e-bidding price instead of the STU energy rate, as one 'STU Charge (E-Bidding …)' line
 * (the details grid's total); the rest of the schedule and every other charge are priced as without congestion.
 */
import { STOA_CHARGE_TYPES } from '../config/charges.schemas.ts';
import { CHARGE_BASIS_LABELS } from '../config/charges.schemas.ts';
import { scheduleCharges, type ChargeLine, type ChargeRate } from '../application/schedule-charges.ts';
import { ebiddingDetailRows, inPeriod, type DetailPeriod } from './ebidding-details.ts';

export interface EBiddingCharge {
  bidInvitationNo: string | null;
  period: DetailPeriod;
  /** Paise per kWh. */
  quotedPrice: number;
  applicablePrice: number;
}

const isStuEnergy = (r: ChargeRate) => r.chargeType === 'STUCharge' && r.basis === 'RsPerKWh';

/** The e-bidding line: the details grid's approved energy and total, at the applicable price. */
function eBiddingLine(days: ReadonlyMap<string, readonly number[]>, eb: EBiddingCharge): ChargeLine | null {
  const list = [...days].map(([date, allocated]) => ({ date, requested: allocated, allocated }));
  const grid = ebiddingDetailRows(list, eb.period, eb.quotedPrice, eb.applicablePrice);
  if (grid.rows.length === 0) return null;
  const dates = [...new Set(grid.rows.flatMap((r) => [r.fromDate, r.toDate]))].sort();
  return {
    chargeType: 'STUCharge',
    label: `STU Charge (E-Bidding ${eb.bidInvitationNo ?? ''})`.replace(' )', ')'),
    basis: CHARGE_BASIS_LABELS.RsPerKWh,
    rateBasis: 'RsPerKWh',
    fromDate: dates[0]!,
    toDate: dates.at(-1)!,
    days: list.filter((d) => d.allocated.some((v, b) => v > 0 && inPeriod(eb.period, d.date, b))).length,
    quantity: grid.totalApprovedQuantum,
    quantityUnit: 'MWh',
    rate: eb.applicablePrice / 100,
    amount: grid.totalPaise / 100,
    amountPaise: grid.totalPaise,
    isEBidding: true,
  };
}

/** The schedule's charges with its e-bidding result (null: as scheduleCharges). */
export function chargesWithEBidding(
  days: ReadonlyMap<string, readonly number[]>,
  rates: readonly ChargeRate[],
  eb: EBiddingCharge | null,
): ChargeLine[] {
  if (!eb) return scheduleCharges(days, rates);
  const outside = new Map(
    [...days].map(([date, blocks]) => [date, blocks.map((v, b) => (inPeriod(eb.period, date, b) ? 0 : v))] as const),
  );
  const line = eBiddingLine(days, eb);
  const lines = [
    ...scheduleCharges(
      days,
      rates.filter((r) => !isStuEnergy(r)),
    ),
    ...scheduleCharges(outside, rates.filter(isStuEnergy)),
    ...(line ? [line] : []),
  ];
  const order = (l: ChargeLine) => STOA_CHARGE_TYPES.indexOf(l.chargeType);
  return lines.sort((a, b) => order(a) - order(b) || (a.fromDate < b.fromDate ? -1 : a.fromDate > b.fromDate ? 1 : 0));
}
