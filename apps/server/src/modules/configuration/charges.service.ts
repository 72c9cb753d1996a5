/**
 * STOA charges and fees (spec §2.7; DOMAIN §5): effective-dated series — STU and SLDC operating charges per charge
 * type, fees per fee type and subject — and `ratesOn(date)`, the values later charges are computed with.
 */
import {
  businessDate,
  fromHundredths,
  toHundredths,
  type Fee,
  type FeeInput,
  type FeeType,
  type RatesOn,
  type StoaCharge,
  type StoaChargeInput,
  type ChargeRate,
} from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './charges.repository.ts';
import { periodList } from './period-series.ts';
import { stampOf, withNames } from './stamp.ts';

type ChargeRow = repo.ChargeRow;
type FeeRow = repo.FeeRow;

function chargeDto(row: ChargeRow, names: Map<number, string>): StoaCharge {
  return {
    ...stampOf(row, names),
    chargeType: row.chargeType as StoaCharge['chargeType'],
    basis: row.basis as StoaCharge['basis'],
    rate: fromHundredths(row.rateHundredths),
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
  };
}

function feeDto(row: FeeRow, names: Map<number, string>): Fee {
  return {
    ...stampOf(row, names),
    feeType: row.feeType as Fee['feeType'],
    subject: row.subject,
    amount: fromHundredths(row.amountPaise),
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
  };
}

/**
 * Every STOA charge period in force on some day from `from` to `to` (inclusive): what a schedule over those days is
 * charged with, each day at the rate in force that day (DOMAIN §5).
 */
export function chargeRatesOver(db: DbOrTx, from: string, to: string): Promise<ChargeRate[]> {
  return repo.listChargeRatesOver(db, from, to);
}

/** The fee of a type and subject in force on `date`, in rupees (null when none is configured). */
export async function feeOn(db: DbOrTx, feeType: FeeType, subject: string, date: string): Promise<number | null> {
  const paise = await repo.findFeePaiseOn(db, feeType, subject, date);
  return paise === null ? null : fromHundredths(paise);
}

export function createChargesService(deps: AppDeps) {
  const { db } = deps;

  const charges = {
    async list(): Promise<StoaCharge[]> {
      return withNames(db, await repo.listCharges(db), chargeDto);
    },
    ...periodList({
      deps,
      store: repo.stoaChargeStore,
      series: repo.chargeSeries,
      columns: (input: StoaChargeInput) => ({
        chargeType: input.chargeType,
        basis: input.basis,
        rateHundredths: toHundredths(input.rate),
        effectiveFrom: input.effectiveFrom,
        effectiveTo: input.effectiveTo,
      }),
      valueKeys: ['chargeType', 'basis', 'rateHundredths'],
      dto: chargeDto,
    }),
  };

  const feeService = {
    async list(): Promise<Fee[]> {
      return withNames(db, await repo.listFees(db), feeDto);
    },
    ...periodList({
      deps,
      store: repo.feeStore,
      series: repo.feeSeries,
      columns: (input: FeeInput) => ({
        feeType: input.feeType,
        subject: input.subject,
        amountPaise: toHundredths(input.amount),
        effectiveFrom: input.effectiveFrom,
        effectiveTo: input.effectiveTo,
      }),
      valueKeys: ['feeType', 'subject', 'amountPaise'],
      dto: feeDto,
    }),
  };

  /** Every rate in force on `date` (default: today in Asia/Kolkata): what charges computed for that date use. */
  async function ratesOn(date: string = businessDate(deps.now())): Promise<RatesOn> {
    const [chargeRows, feeRows] = await Promise.all([repo.chargesInForceOn(db, date), repo.feesInForceOn(db, date)]);
    return {
      date,
      stoaCharges: await withNames(db, chargeRows, chargeDto),
      fees: await withNames(db, feeRows, feeDto),
    };
  }

  return { charges, fees: feeService, ratesOn };
}

export type ChargesService = ReturnType<typeof createChargesService>;
