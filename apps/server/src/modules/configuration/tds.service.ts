/**
 * TDS (spec §7.6; DOMAIN §5): an OA applicant's own effective-dated TDS per charge type, and the SLDC's TDS
 * interest percentage on late challans (effective-dated too).
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
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
import { configStore, stampOf, withNames } from './config-store.ts';
import { periodList } from './period-series.ts';

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
    // No delete: the spec has none; a row is ended with Effective To.
    ...withoutRemove(
      periodList({
        deps,
        store: tdsStore,
        series: (row) => ({
          key: `tds:${row.userId}:${row.chargeType}`,
          where: and(eq(tdsConfigs.userId, row.userId), eq(tdsConfigs.chargeType, row.chargeType))!,
        }),
        columns: (input: TdsInput, actor) => ({
          userId: actor.userId,
          chargeType: input.chargeType,
          rateHundredths: toHundredths(input.ratePercent),
          section: input.section,
          effectiveFrom: input.effectiveFrom,
          effectiveTo: input.effectiveTo,
        }),
        valueKeys: ['chargeType', 'rateHundredths', 'section'],
        dto: tdsDto,
        // Another applicant's row answers as if it did not exist.
        assertOwn: (row, actor) => {
          if (row.userId !== actor.userId) throw new AppError('not-found', 'TDS configuration not found.');
        },
      }),
    ),
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
    ...withoutRemove(
      periodList({
        deps,
        store: tdsInterestStore,
        series: () => ({ key: 'tdsInterest', where: sql`true` }),
        columns: (input: TdsInterestInput) => ({
          rateHundredths: toHundredths(input.ratePercentPerMonth),
          effectiveFrom: input.effectiveFrom,
          effectiveTo: input.effectiveTo,
        }),
        valueKeys: ['rateHundredths'],
        dto: interestDto,
      }),
    ),
  };

  return { tds, interest };
}

function withoutRemove<L extends { remove: unknown }>({ remove: _remove, ...rest }: L): Omit<L, 'remove'> {
  return rest;
}

export type TdsService = ReturnType<typeof createTdsService>;
