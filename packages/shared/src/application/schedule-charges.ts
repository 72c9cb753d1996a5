/**
 * The charges of an approved schedule (DOMAIN §5): each configured STOA charge in force, applied to the allocated
 * MW per date and block. Money is integer paise, MW integer hundredths, energy integer 1/400 MWh (0.01 MW × one
 * 15-minute block = 2.5 kWh), so a charge is exact before its single rounding (half up, to the paisa).
 */
import {
  CHARGE_BASIS_LABELS,
  STOA_CHARGE_TYPE_LABELS,
  type ChargeBasis,
  type StoaChargeType,
} from '../config/charges.schemas.ts';

export interface ChargeRate {
  chargeType: StoaChargeType;
  basis: ChargeBasis;
  /** Rs per unit × 100 (paise per kWh, per MW per day, or per day per transaction). */
  rateHundredths: number;
}

export interface ChargeLine {
  label: string;
  basis: string;
  /** The quantity the rate applies to, as shown: kWh, MW-days or days. */
  quantity: number;
  rate: number;
  /** Rupees, to the paisa. */
  amount: number;
  amountPaise: number;
}

/** Half-up integer division of non-negative integers. */
const divRound = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/** Allocated hundredths per date (96 blocks each) → one line per charge; days with nothing allocated cost nothing. */
export function scheduleCharges(
  days: ReadonlyMap<string, readonly number[]>,
  rates: readonly ChargeRate[],
): ChargeLine[] {
  const used = [...days.values()].filter((blocks) => blocks.some((v) => v > 0));
  const energyUnits = used.reduce((sum, blocks) => sum + blocks.reduce((s, v) => s + v, 0), 0);
  const mwDayHundredths = used.reduce((sum, blocks) => sum + Math.max(...blocks), 0);
  return rates.map((r) => {
    let amountPaise: number;
    let quantity: number;
    switch (r.basis) {
      case 'RsPerKWh':
        // kWh = units × 2.5; paise = rate × kWh.
        amountPaise = divRound(r.rateHundredths * energyUnits * 5, 2);
        quantity = (energyUnits * 5) / 2;
        break;
      case 'RsPerMWPerDay':
        // Each day's largest allocated MW, in hundredths: paise = rate × MW-days.
        amountPaise = divRound(r.rateHundredths * mwDayHundredths, 100);
        quantity = mwDayHundredths / 100;
        break;
      case 'RsPerDayPerTransaction':
        amountPaise = r.rateHundredths * used.length;
        quantity = used.length;
        break;
    }
    return {
      label: STOA_CHARGE_TYPE_LABELS[r.chargeType],
      basis: CHARGE_BASIS_LABELS[r.basis],
      quantity,
      rate: r.rateHundredths / 100,
      amount: amountPaise / 100,
      amountPaise,
    };
  });
}
