/** SQL of STOA charges and fees: effective-dated series, listed, read in force on a date or over a span of days. */
import { and, asc, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ChargeRate, FeeType } from '@stoa/shared';
import type { DbOrTx } from '../../db/client.ts';
import { fees, stoaCharges } from '../../db/schema/index.ts';
import { configStore } from './config-store.repository.ts';

export const stoaChargeStore = configStore(stoaCharges, 'stoaCharge', 'Charge not found.');
export const feeStore = configStore(fees, 'fee', 'Fee not found.');

export type ChargeRow = typeof stoaCharges.$inferSelect;
export type FeeRow = typeof fees.$inferSelect;

/** Rows in force on `date` (one per series). */
function inForceOn(column: { effectiveFrom: AnyPgColumn; effectiveTo: AnyPgColumn }, date: string) {
  return and(lte(column.effectiveFrom, date), or(isNull(column.effectiveTo), gte(column.effectiveTo, date)));
}

/** A charge type's periods: the lock key and filter of its series. */
export function chargeSeries(row: { chargeType: string }) {
  return { key: `stoaCharge:${row.chargeType}`, where: eq(stoaCharges.chargeType, row.chargeType) };
}

/** A fee type and subject's periods: the lock key and filter of its series. */
export function feeSeries(row: { feeType: string; subject: string }) {
  return {
    key: `fee:${row.feeType}:${row.subject}`,
    where: and(eq(fees.feeType, row.feeType), eq(fees.subject, row.subject)),
  };
}

/** Every charge period, by charge type, newest period first. */
export function listCharges(db: DbOrTx): Promise<ChargeRow[]> {
  return stoaChargeStore.list(db, undefined, [asc(stoaCharges.chargeType), desc(stoaCharges.effectiveFrom)]);
}

/** Every fee period, by fee type and subject, newest period first. */
export function listFees(db: DbOrTx): Promise<FeeRow[]> {
  return feeStore.list(db, undefined, [asc(fees.feeType), asc(fees.subject), desc(fees.effectiveFrom)]);
}

export function chargesInForceOn(db: DbOrTx, date: string): Promise<ChargeRow[]> {
  return stoaChargeStore.list(db, inForceOn(stoaCharges, date), [asc(stoaCharges.chargeType)]);
}

export function feesInForceOn(db: DbOrTx, date: string): Promise<FeeRow[]> {
  return feeStore.list(db, inForceOn(fees, date), [asc(fees.feeType), asc(fees.subject)]);
}

/** Every STOA charge period in force on some day from `from` to `to` (inclusive). */
export async function listChargeRatesOver(db: DbOrTx, from: string, to: string): Promise<ChargeRate[]> {
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

/** The amount in paise of the fee of a type and subject in force on `date`, if one is configured. */
export async function findFeePaiseOn(
  db: DbOrTx,
  feeType: FeeType,
  subject: string,
  date: string,
): Promise<number | null> {
  const [row] = await db
    .select({ amountPaise: fees.amountPaise })
    .from(fees)
    .where(and(eq(fees.feeType, feeType), eq(fees.subject, subject), inForceOn(fees, date)))
    .orderBy(desc(fees.effectiveFrom))
    .limit(1);
  return row ? row.amountPaise : null;
}
