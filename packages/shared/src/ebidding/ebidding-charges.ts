/**
 * E-bidding charges join the application's charges (DOMAIN §4, §5): the energy e-bidding decided in the congested
 * blocks — exactly those, never the span between them — pays the applicable e-bidding price instead of the STU
 * energy rate, as 'STU Charge (E-Bidding …)' lines (one per applicable price; together the details grid's total);
 * every other block of the schedule and every other charge are priced as without congestion.
 */
import { STOA_CHARGE_TYPES } from '../config/charges.schemas.ts';
import { CHARGE_BASIS_LABELS } from '../config/charges.schemas.ts';
import { scheduleCharges, type ChargeLine, type ChargeRate } from '../application/schedule-charges.ts';
import { unitsToMwh } from '../application/time-blocks.ts';
import { inMask, maskOf } from './congested-cells.ts';
import { ebiddingDetailRows, type PricedRun } from './ebidding-details.ts';

export interface EBiddingCharge {
  /** The invitations that decided the application (their numbers, in order). */
  bidInvitationNos: string[];
  /** The congested blocks they decided, with the bid's quote and the applicable price. */
  priced: PricedRun[];
}

const isStuEnergy = (r: ChargeRate) => r.chargeType === 'STUCharge' && r.basis === 'RsPerKWh';

/** The e-bidding lines of the allocated schedule: the details grid's energy and charge per applicable price. */
function eBiddingLines(days: ReadonlyMap<string, readonly number[]>, eb: EBiddingCharge): ChargeLine[] {
  const list = [...days].map(([date, allocated]) => ({ date, requested: allocated, allocated }));
  const grid = ebiddingDetailRows(list, eb.priced);
  const label = `STU Charge (E-Bidding ${eb.bidInvitationNos.join(', ')})`.replace(' )', ')');
  return grid.byPrice.map((g) => ({
    chargeType: 'STUCharge',
    label,
    basis: CHARGE_BASIS_LABELS.RsPerKWh,
    rateBasis: 'RsPerKWh',
    fromDate: g.dates[0]!,
    toDate: g.dates.at(-1)!,
    days: g.dates.length,
    quantity: unitsToMwh(g.units),
    quantityUnit: 'MWh',
    rate: g.price / 100,
    amount: g.paise / 100,
    amountPaise: g.paise,
    isEBidding: true,
  }));
}

/** The schedule's charges with its e-bidding result (null: as scheduleCharges). */
export function chargesWithEBidding(
  days: ReadonlyMap<string, readonly number[]>,
  rates: readonly ChargeRate[],
  eb: EBiddingCharge | null,
): ChargeLine[] {
  if (!eb) return scheduleCharges(days, rates);
  const mask = maskOf(eb.priced);
  const outside = new Map(
    [...days].map(([date, blocks]) => [date, blocks.map((v, b) => (inMask(mask, date, b) ? 0 : v))] as const),
  );
  const lines = [
    ...scheduleCharges(
      days,
      rates.filter((r) => !isStuEnergy(r)),
    ),
    ...scheduleCharges(outside, rates.filter(isStuEnergy)),
    ...eBiddingLines(days, eb),
  ];
  const order = (l: ChargeLine) => STOA_CHARGE_TYPES.indexOf(l.chargeType);
  return lines.sort((a, b) => order(a) - order(b) || (a.fromDate < b.fromDate ? -1 : a.fromDate > b.fromDate ? 1 : 0));
}
