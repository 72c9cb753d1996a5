/**
 * TDS (spec §7.6; DOMAIN §5): an OA applicant's own effective-dated TDS per charge type, and the SLDC's TDS
 * interest percentage on late challans (effective-dated too).
 */
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
import { AppError } from '../../platform/errors.ts';
import { periodList } from './period-series.ts';
import { stampOf, withNames } from './stamp.ts';
import * as repo from './tds.repository.ts';

type TdsRow = repo.TdsRow;
type InterestRow = repo.InterestRow;

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
  const rows = await repo.listTdsOfUser(db, userId);
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

/**
 * The TDS interest rate in force on a date, hundredths of a percent per month (0 when none is configured): the
 * periods read once, for many dates.
 */
export async function interestRates(db: DbOrTx): Promise<(date: string) => number> {
  const periods = await repo.listInterestRates(db);
  return (date) => valueOn(periods, date)?.rateHundredths ?? 0;
}

export function createTdsService(deps: AppDeps) {
  const { db } = deps;
  const today = () => businessDate(deps.now());

  const tds = {
    async list(userId: number, paging: repo.Paging) {
      const { rows, dataCount } = await repo.pageTdsOfUser(db, userId, paging);
      return { tdsList: await withNames(db, rows, tdsDto), dataCount };
    },
    // No delete: the spec has none; a row is ended with Effective To.
    ...withoutRemove(
      periodList({
        deps,
        store: repo.tdsStore,
        series: repo.tdsSeries,
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
    async list(paging: repo.Paging) {
      const { rows, dataCount } = await repo.pageInterestRates(db, paging);
      return { interestList: await withNames(db, rows, interestDto), dataCount };
    },
    ...withoutRemove(
      periodList({
        deps,
        store: repo.tdsInterestStore,
        series: repo.interestSeries,
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
