/**
 * The charges of an approved schedule (DOMAIN §5): every STOA charge is computed per delivery day at the rate in force
 * that day, so a schedule across a rate change shows one line per rate period. Money is integer paise, MW integer
 * hundredths, energy integer 1/400 MWh (0.01 MW × one 15-minute block = 2.5 kWh), so each line is exact before its
 * single rounding (half up, to the paisa), and the total is the sum of the lines.
 */
import {
  CHARGE_BASIS_LABELS,
  STOA_CHARGE_TYPE_LABELS,
  type ChargeBasis,
  type StoaChargeType,
} from '../config/charges.schemas.ts';
import { valueOn } from '../config/effective-dated.ts';

/** One period of a configured charge (the effective-dated series of spec §7.6 / DOMAIN §5). */
export interface ChargeRate {
  chargeType: StoaChargeType;
  basis: ChargeBasis;
  /** Rs per unit × 100 (paise per kWh, per MW per day, or per day per transaction). */
  rateHundredths: number;
  effectiveFrom: string;
  effectiveTo: string | null;
}

/** What the rate multiplies: energy (MWh), MW-days or days. */
export type ChargeQuantityUnit = 'MWh' | 'MW-days' | 'days';

export interface ChargeLine {
  chargeType: StoaChargeType;
  label: string;
  /** The rate's unit ('Rs/kWh', 'Rs/MW/day', 'Rs per day per transaction'). */
  basis: string;
  /** The rate's basis: shown with its unit by format/numbers formatRate ('₹0.08/kWh'). */
  rateBasis: ChargeBasis;
  /** The first and last delivery day charged at this rate. */
  fromDate: string;
  toDate: string;
  /** Delivery days with an allocation charged at this rate. */
  days: number;
  quantity: number;
  quantityUnit: ChargeQuantityUnit;
  /** Rs per unit of the basis. */
  rate: number;
  /** Rupees, to the paisa. */
  amount: number;
  amountPaise: number;
  /** The e-bidding line (its energy at the applicable e-bidding price): an E-Bidding Charges due of its own. */
  isEBidding?: boolean;
}

/** Half-up integer division of non-negative integers. */
const divRound = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** What pricing needs of a day's 96 blocks of hundredths: their sum and their largest. */
export interface DaySummary {
  sum: number;
  max: number;
}

/** A day as its blocks or as their summary (the server sums large batches in SQL). */
export type DayQuantities = readonly number[] | DaySummary;

/** The summary of a day (blocks summed; an empty day is 0 and 0). */
export function daySummaryOf(day: DayQuantities): DaySummary {
  if (!Array.isArray(day)) return day as DaySummary;
  const blocks = day as readonly number[];
  return { sum: sum(blocks), max: blocks.length === 0 ? 0 : Math.max(...blocks) };
}

/** The amount (paise) and quantity of one rate over some days. */
function priced(basis: ChargeBasis, rateHundredths: number, days: readonly DaySummary[]) {
  switch (basis) {
    case 'RsPerKWh': {
      // 1/400 MWh units; kWh = units × 2.5, so paise = rate × units × 5 / 2.
      const units = sum(days.map((d) => d.sum));
      return { amountPaise: divRound(rateHundredths * units * 5, 2), quantity: units / 400, unit: 'MWh' as const };
    }
    case 'RsPerMWPerDay': {
      // Each day's largest allocated MW, in hundredths: paise = rate × MW-days.
      const mwDays = sum(days.map((d) => d.max));
      return { amountPaise: divRound(rateHundredths * mwDays, 100), quantity: mwDays / 100, unit: 'MW-days' as const };
    }
    case 'RsPerDayPerTransaction':
      return { amountPaise: rateHundredths * days.length, quantity: days.length, unit: 'days' as const };
  }
}

/**
 * Allocated hundredths per date (96 blocks each, or their summary) → one line per charge and rate period that applies
 * to some delivery day with an allocation, in charge-type then date order. Days with nothing allocated cost nothing; a
 * day with no rate of a charge in force is not charged for it.
 */
export function scheduleCharges(days: ReadonlyMap<string, DayQuantities>, rates: readonly ChargeRate[]): ChargeLine[] {
  const used = [...days]
    .map(([date, day]) => [date, daySummaryOf(day)] as [string, DaySummary])
    .filter(([, day]) => day.sum > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const lines: ChargeLine[] = [];
  for (const chargeType of Object.keys(STOA_CHARGE_TYPE_LABELS) as StoaChargeType[]) {
    const series = rates.filter((r) => r.chargeType === chargeType);
    const byRate = new Map<ChargeRate, [string, DaySummary][]>();
    for (const day of used) {
      const rate = valueOn(series, day[0]);
      if (rate) byRate.set(rate, [...(byRate.get(rate) ?? []), day]);
    }
    for (const [rate, charged] of byRate) {
      const { amountPaise, quantity, unit } = priced(
        rate.basis,
        rate.rateHundredths,
        charged.map(([, day]) => day),
      );
      lines.push({
        chargeType,
        label: STOA_CHARGE_TYPE_LABELS[chargeType],
        basis: CHARGE_BASIS_LABELS[rate.basis],
        rateBasis: rate.basis,
        fromDate: charged[0]![0],
        toDate: charged.at(-1)![0],
        days: charged.length,
        quantity,
        quantityUnit: unit,
        rate: rate.rateHundredths / 100,
        amount: amountPaise / 100,
        amountPaise,
      });
    }
  }
  return lines;
}

/** The unit a line's quantity is written with: 'MWh', 'MW-days', and '1 day' but '2 days'. */
export function quantityUnitOf(line: Pick<ChargeLine, 'quantity' | 'quantityUnit'>): string {
  return line.quantityUnit === 'days' && line.quantity === 1 ? 'day' : line.quantityUnit;
}

/** The total of the lines, in paise. */
export function chargesTotalPaise(lines: readonly ChargeLine[]): number {
  return sum(lines.map((l) => l.amountPaise));
}
