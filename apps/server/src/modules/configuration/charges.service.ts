/**
 * STOA charges and fees (spec §2.7; DOMAIN §5): effective-dated series — STU and SLDC operating charges per charge
 * type, fees per fee type and subject — and `ratesOn(date)`, the values later charges are computed with.
 */
import { and, asc, desc, eq, isNull, gte, lte, or } from 'drizzle-orm';
import {
  businessDate,
  fromHundredths,
  toHundredths,
  type Fee,
  type FeeInput,
  type RatesOn,
  type StoaCharge,
  type StoaChargeInput,
} from '@stoa/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fees, stoaCharges } from '../../db/schema/index.ts';
import { configStore, stampOf, userNames, withNames, type Actor } from './config-store.ts';
import { fitIntoSeries, lockSeries, removeFromSeries } from './period-series.ts';

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
function inForceOn(column: { effectiveFrom: AnyPgColumn; effectiveTo: AnyPgColumn }, date: string) {
  return and(lte(column.effectiveFrom, date), or(isNull(column.effectiveTo), gte(column.effectiveTo, date)));
}

export function createChargesService(deps: AppDeps) {
  const { db } = deps;
  const today = () => businessDate(deps.now());

  async function chargeSeries(tx: DbOrTx, chargeType: string) {
    return stoaChargeStore.list(tx, eq(stoaCharges.chargeType, chargeType));
  }
  async function feeSeries(tx: DbOrTx, feeType: string, subject: string) {
    return feeStore.list(tx, and(eq(fees.feeType, feeType), eq(fees.subject, subject)));
  }

  const charges = {
    async list(): Promise<StoaCharge[]> {
      const rows = await stoaChargeStore.list(db, undefined, [
        asc(stoaCharges.chargeType),
        desc(stoaCharges.effectiveFrom),
      ]);
      return withNames(db, rows, chargeDto);
    },
    async add(actor: Actor, input: StoaChargeInput): Promise<StoaCharge> {
      return db.transaction(async (tx) => {
        await lockSeries(tx, `stoaCharge:${input.chargeType}`);
        const now = deps.now();
        await fitIntoSeries(tx, stoaChargeStore, await chargeSeries(tx, input.chargeType), input, {
          actor,
          now,
          today: today(),
        });
        const row = await stoaChargeStore.insert(tx, actor, { ...chargeColumns(input) }, now);
        return chargeDto(row, await userNames(tx, [row.updatedBy]));
      });
    },
    async update(actor: Actor, id: number, input: StoaChargeInput): Promise<StoaCharge> {
      return db.transaction(async (tx) => {
        await lockSeries(tx, `stoaCharge:${input.chargeType}`);
        const stored = await stoaChargeStore.get(tx, id, true);
        const next = chargeColumns(input);
        const valuesChanged =
          stored.chargeType !== next.chargeType ||
          stored.basis !== next.basis ||
          stored.rateHundredths !== next.rateHundredths;
        const now = deps.now();
        await fitIntoSeries(tx, stoaChargeStore, await chargeSeries(tx, input.chargeType), input, {
          actor,
          now,
          today: today(),
          stored,
          valuesChanged,
        });
        const row = await stoaChargeStore.update(tx, actor, stored, next, now);
        return chargeDto(row, await userNames(tx, [row.updatedBy]));
      });
    },
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const stored = await stoaChargeStore.get(tx, id, true);
        await lockSeries(tx, `stoaCharge:${stored.chargeType}`);
        const series = await chargeSeries(tx, stored.chargeType);
        await removeFromSeries(tx, stoaChargeStore, series, stored, { actor, now: deps.now(), today: today() });
      });
    },
  };

  const feeService = {
    async list(): Promise<Fee[]> {
      const rows = await feeStore.list(db, undefined, [asc(fees.feeType), asc(fees.subject), desc(fees.effectiveFrom)]);
      return withNames(db, rows, feeDto);
    },
    async add(actor: Actor, input: FeeInput): Promise<Fee> {
      return db.transaction(async (tx) => {
        await lockSeries(tx, `fee:${input.feeType}:${input.subject}`);
        const now = deps.now();
        await fitIntoSeries(tx, feeStore, await feeSeries(tx, input.feeType, input.subject), input, {
          actor,
          now,
          today: today(),
        });
        const row = await feeStore.insert(tx, actor, feeColumns(input), now);
        return feeDto(row, await userNames(tx, [row.updatedBy]));
      });
    },
    async update(actor: Actor, id: number, input: FeeInput): Promise<Fee> {
      return db.transaction(async (tx) => {
        await lockSeries(tx, `fee:${input.feeType}:${input.subject}`);
        const stored = await feeStore.get(tx, id, true);
        const next = feeColumns(input);
        const valuesChanged =
          stored.feeType !== next.feeType || stored.subject !== next.subject || stored.amountPaise !== next.amountPaise;
        const now = deps.now();
        await fitIntoSeries(tx, feeStore, await feeSeries(tx, input.feeType, input.subject), input, {
          actor,
          now,
          today: today(),
          stored,
          valuesChanged,
        });
        const row = await feeStore.update(tx, actor, stored, next, now);
        return feeDto(row, await userNames(tx, [row.updatedBy]));
      });
    },
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const stored = await feeStore.get(tx, id, true);
        await lockSeries(tx, `fee:${stored.feeType}:${stored.subject}`);
        const series = await feeSeries(tx, stored.feeType, stored.subject);
        await removeFromSeries(tx, feeStore, series, stored, { actor, now: deps.now(), today: today() });
      });
    },
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

function chargeColumns(input: StoaChargeInput) {
  return {
    chargeType: input.chargeType,
    basis: input.basis,
    rateHundredths: toHundredths(input.rate),
    effectiveFrom: input.effectiveFrom,
    effectiveTo: input.effectiveTo,
  };
}

function feeColumns(input: FeeInput) {
  return {
    feeType: input.feeType,
    subject: input.subject,
    amountPaise: toHundredths(input.amount),
    effectiveFrom: input.effectiveFrom,
    effectiveTo: input.effectiveTo,
  };
}

export type ChargesService = ReturnType<typeof createChargesService>;
