/**
 * TDS (spec §7.6; DOMAIN §5): an OA applicant's own effective-dated TDS per charge type, and the SLDC's TDS
 * interest percentage on late challans (effective-dated too).
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  businessDate,
  fromHundredths,
  toHundredths,
  valueOn,
  type ConfiguredCharge,
  type TdsConfig,
  type TdsInput,
  type TdsInterest,
  type TdsInterestInput,
} from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tdsConfigs, tdsInterestRates } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { configStore, stampOf, userNames, withNames, type Actor } from './config-store.ts';
import { fitIntoSeries, lockSeries } from './period-series.ts';

export const tdsStore = configStore(tdsConfigs, 'tds', 'TDS configuration not found.');
export const tdsInterestStore = configStore(tdsInterestRates, 'tdsInterest', 'TDS interest rate not found.');

type TdsRow = typeof tdsConfigs.$inferSelect;
type InterestRow = typeof tdsInterestRates.$inferSelect;

function tdsDto(row: TdsRow, names: Map<number, string>): TdsConfig {
  return {
    ...stampOf(row, names),
    chargeType: row.chargeType as TdsConfig['chargeType'],
    ratePercent: fromHundredths(row.rateHundredths),
    section: row.section,
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
  };
}

function interestDto(row: InterestRow, names: Map<number, string>): TdsInterest {
  return {
    ...stampOf(row, names),
    ratePercentPerMonth: fromHundredths(row.rateHundredths),
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
  };
}

/** The TDS a user deducts on `date`, per charge type (later: payments read it). */
export async function configuredCharges(db: DbOrTx, userId: number, date: string): Promise<ConfiguredCharge[]> {
  const rows = await db
    .select()
    .from(tdsConfigs)
    .where(eq(tdsConfigs.userId, userId))
    .orderBy(asc(tdsConfigs.chargeType));
  const byType = new Map<string, TdsRow[]>();
  for (const row of rows) byType.set(row.chargeType, [...(byType.get(row.chargeType) ?? []), row]);
  return [...byType.values()].flatMap((series) => {
    const row = valueOn(series, date);
    return row
      ? [
          {
            chargeType: row.chargeType as ConfiguredCharge['chargeType'],
            ratePercent: fromHundredths(row.rateHundredths),
            section: row.section,
          },
        ]
      : [];
  });
}

export interface Paging {
  pageNumber: number;
  pageSize: number;
}

export function createTdsService(deps: AppDeps) {
  const { db } = deps;
  const today = () => businessDate(deps.now());

  function own(row: TdsRow, actor: Actor): TdsRow {
    // Another applicant's row answers as if it did not exist.
    if (row.userId !== actor.userId) throw new AppError('not-found', 'TDS configuration not found.');
    return row;
  }

  const tds = {
    async list(userId: number, paging: Paging) {
      const where = eq(tdsConfigs.userId, userId);
      const [total] = await db.select({ n: count() }).from(tdsConfigs).where(where);
      const rows = await db
        .select()
        .from(tdsConfigs)
        .where(where)
        .orderBy(asc(tdsConfigs.chargeType), desc(tdsConfigs.effectiveFrom))
        .limit(paging.pageSize)
        .offset((paging.pageNumber - 1) * paging.pageSize);
      return { tdsList: await withNames(db, rows, tdsDto), dataCount: total?.n ?? 0 };
    },
    async add(actor: Actor, input: TdsInput): Promise<TdsConfig> {
      return db.transaction(async (tx) => {
        await lockSeries(tx, `tds:${actor.userId}:${input.chargeType}`);
        const series = await tdsStore.list(
          tx,
          and(eq(tdsConfigs.userId, actor.userId), eq(tdsConfigs.chargeType, input.chargeType)),
        );
        const now = deps.now();
        await fitIntoSeries(tx, tdsStore, series, input, { actor, now, today: today() });
        const row = await tdsStore.insert(tx, actor, { userId: actor.userId, ...tdsColumns(input) }, now);
        return tdsDto(row, await userNames(tx, [row.updatedBy]));
      });
    },
    async update(actor: Actor, id: number, input: TdsInput): Promise<TdsConfig> {
      return db.transaction(async (tx) => {
        await lockSeries(tx, `tds:${actor.userId}:${input.chargeType}`);
        const stored = own(await tdsStore.get(tx, id, true), actor);
        const next = tdsColumns(input);
        const valuesChanged =
          stored.chargeType !== next.chargeType ||
          stored.rateHundredths !== next.rateHundredths ||
          stored.section !== next.section;
        const series = await tdsStore.list(
          tx,
          and(eq(tdsConfigs.userId, actor.userId), eq(tdsConfigs.chargeType, input.chargeType)),
        );
        const now = deps.now();
        await fitIntoSeries(tx, tdsStore, series, input, { actor, now, today: today(), stored, valuesChanged });
        const row = await tdsStore.update(tx, actor, stored, next, now);
        return tdsDto(row, await userNames(tx, [row.updatedBy]));
      });
    },
    configuredCharges: (userId: number) => configuredCharges(db, userId, today()),
    async isConfigured(userId: number): Promise<boolean> {
      return (await configuredCharges(db, userId, today())).length > 0;
    },
  };

  const interest = {
    async list(paging: Paging) {
      const [total] = await db.select({ n: count() }).from(tdsInterestRates);
      const rows = await db
        .select()
        .from(tdsInterestRates)
        .orderBy(desc(tdsInterestRates.effectiveFrom))
        .limit(paging.pageSize)
        .offset((paging.pageNumber - 1) * paging.pageSize);
      return { interestList: await withNames(db, rows, interestDto), dataCount: total?.n ?? 0 };
    },
    async add(actor: Actor, input: TdsInterestInput): Promise<TdsInterest> {
      return db.transaction(async (tx) => {
        await lockSeries(tx, 'tdsInterest');
        const now = deps.now();
        await fitIntoSeries(tx, tdsInterestStore, await tdsInterestStore.list(tx), input, {
          actor,
          now,
          today: today(),
        });
        const row = await tdsInterestStore.insert(tx, actor, interestColumns(input), now);
        return interestDto(row, await userNames(tx, [row.updatedBy]));
      });
    },
    async update(actor: Actor, id: number, input: TdsInterestInput): Promise<TdsInterest> {
      return db.transaction(async (tx) => {
        await lockSeries(tx, 'tdsInterest');
        const stored = await tdsInterestStore.get(tx, id, true);
        const next = interestColumns(input);
        const now = deps.now();
        await fitIntoSeries(tx, tdsInterestStore, await tdsInterestStore.list(tx), input, {
          actor,
          now,
          today: today(),
          stored,
          valuesChanged: stored.rateHundredths !== next.rateHundredths,
        });
        const row = await tdsInterestStore.update(tx, actor, stored, next, now);
        return interestDto(row, await userNames(tx, [row.updatedBy]));
      });
    },
  };

  return { tds, interest };
}

function tdsColumns(input: TdsInput) {
  return {
    chargeType: input.chargeType,
    rateHundredths: toHundredths(input.ratePercent),
    section: input.section,
    effectiveFrom: input.effectiveFrom,
    effectiveTo: input.effectiveTo,
  };
}

function interestColumns(input: TdsInterestInput) {
  return {
    rateHundredths: toHundredths(input.ratePercentPerMonth),
    effectiveFrom: input.effectiveFrom,
    effectiveTo: input.effectiveTo,
  };
}

export type TdsService = ReturnType<typeof createTdsService>;
