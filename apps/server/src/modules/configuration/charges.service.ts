/**
 * STOA charges and fees (spec §2.7; DOMAIN §5): effective-dated series — STU and SLDC operating charges per charge
 * type, fees per fee type and subject — and `ratesOn(date)`, the values later charges are computed with.
 */
import { and, asc, desc, eq, isNull, gte, lte, or } from 'drizzle-orm';
import {
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
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fees, stoaCharges } from '../../db/schema/index.ts';
import { configStore, stampOf, withNames } from './config-store.ts';
import { periodList } from './period-series.ts';

export const stoaChargeStore = configStore(stoaCharges, 'stoaCharge', 'Charge not found.');
export const feeStore = configStore(fees, 'fee', 'Fee not found.');

type ChargeRow = typeof stoaCharges.$inferSelect;
type FeeRow = typeof fees.$inferSelect;

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

/** Rows in force on `date` (one per series). */
export function inForceOn(column: { effectiveFrom: AnyPgColumn; effectiveTo: AnyPgColumn }, date: string) {
  return and(lte(column.effectiveFrom, date), or(isNull(column.effectiveTo), gte(column.effectiveTo, date)));
}

/**
 * Every STOA charge period in force on some day from `from` to `to` (inclusive): what a schedule over those days is
 * charged with, each day at the rate in force that day (DOMAIN §5).
 */
export async function chargeRatesOver(db: DbOrTx, from: string, to: string): Promise<ChargeRate[]> {
  const rows = await db
    .select({
      chargeType: stoaCharges.chargeType,
      basis: stoaCharges.basis,
      rateHundredths: stoaCharges.rateHundredths,
      effectiveFrom: stoaCharges.effectiveFrom,
      effectiveTo: stoaCharges.effectiveTo,
    })
    .from(stoaCharges)
    .where(
      and(lte(stoaCharges.effectiveFrom, to), or(isNull(stoaCharges.effectiveTo), gte(stoaCharges.effectiveTo, from))),
    )
    .orderBy(asc(stoaCharges.chargeType), asc(stoaCharges.effectiveFrom));
  return rows as ChargeRate[];
}

/** The fee of a type and subject in force on `date`, in rupees (null when none is configured). */
export async function feeOn(db: DbOrTx, feeType: FeeType, subject: string, date: string): Promise<number | null> {
  const [row] = await db
    .select({ amountPaise: fees.amountPaise })
    .from(fees)
    .where(and(eq(fees.feeType, feeType), eq(fees.subject, subject), inForceOn(fees, date)))
    .orderBy(desc(fees.effectiveFrom))
    .limit(1);
  return row ? fromHundredths(row.amountPaise) : null;
}

export function createChargesService(deps: AppDeps) {
  const { db } = deps;

  const charges = {
    async list(): Promise<StoaCharge[]> {
      const rows = await stoaChargeStore.list(db, undefined, [
        asc(stoaCharges.chargeType),
        desc(stoaCharges.effectiveFrom),
      ]);
      return withNames(db, rows, chargeDto);
    },
    ...periodList({
      deps,
      store: stoaChargeStore,
      series: (row) => ({ key: `stoaCharge:${row.chargeType}`, where: eq(stoaCharges.chargeType, row.chargeType) }),
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
      const rows = await feeStore.list(db, undefined, [asc(fees.feeType), asc(fees.subject), desc(fees.effectiveFrom)]);
      return withNames(db, rows, feeDto);
    },
    ...periodList({
      deps,
      store: feeStore,
      series: (row) => ({
        key: `fee:${row.feeType}:${row.subject}`,
        where: and(eq(fees.feeType, row.feeType), eq(fees.subject, row.subject))!,
      }),
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

  /** Every rate in force on `date`: what charges computed for that date use. */
  async function ratesOn(date: string): Promise<RatesOn> {
    const [chargeRows, feeRows] = await Promise.all([
      stoaChargeStore.list(db, inForceOn(stoaCharges, date), [asc(stoaCharges.chargeType)]),
      feeStore.list(db, inForceOn(fees, date), [asc(fees.feeType), asc(fees.subject)]),
    ]);
    return {
      date,
      stoaCharges: await withNames(db, chargeRows, chargeDto),
      fees: await withNames(db, feeRows, feeDto),
    };
  }

  return { charges, fees: feeService, ratesOn };
}

export type ChargesService = ReturnType<typeof createChargesService>;
