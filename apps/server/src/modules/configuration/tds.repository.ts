/** SQL of TDS: an applicant's effective-dated TDS per charge type, and the SLDC's TDS interest rates. */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tdsConfigs, tdsInterestRates } from '../../db/schema/index.ts';
import { configStore } from './config-store.repository.ts';

export const tdsStore = configStore(tdsConfigs, 'tds', 'TDS configuration not found.');
export const tdsInterestStore = configStore(tdsInterestRates, 'tdsInterest', 'TDS interest rate not found.');

export type TdsRow = typeof tdsConfigs.$inferSelect;
export type InterestRow = typeof tdsInterestRates.$inferSelect;

export interface Paging {
  pageNumber: number;
  pageSize: number;
}

/** An applicant's TDS for a charge type: the lock key and filter of its series. */
export function tdsSeries(row: { userId: number; chargeType: string }) {
  return {
    key: `tds:${row.userId}:${row.chargeType}`,
    where: and(eq(tdsConfigs.userId, row.userId), eq(tdsConfigs.chargeType, row.chargeType)),
  };
}

/** The interest rates: one series. */
export function interestSeries() {
  return { key: 'tdsInterest', where: undefined };
}

/** Every TDS row of a user, by charge type. */
export function listTdsOfUser(db: DbOrTx, userId: number): Promise<TdsRow[]> {
  return db.select().from(tdsConfigs).where(eq(tdsConfigs.userId, userId)).orderBy(asc(tdsConfigs.chargeType));
}

/** A page of a user's TDS rows (by charge type, newest period first) and how many there are. */
export async function pageTdsOfUser(db: DbOrTx, userId: number, paging: Paging) {
  const where = eq(tdsConfigs.userId, userId);
  const [total] = await db.select({ n: count() }).from(tdsConfigs).where(where);
  const rows = await db
    .select()
    .from(tdsConfigs)
    .where(where)
    .orderBy(asc(tdsConfigs.chargeType), desc(tdsConfigs.effectiveFrom))
    .limit(paging.pageSize)
    .offset((paging.pageNumber - 1) * paging.pageSize);
  return { rows, dataCount: total?.n ?? 0 };
}

/** A page of the interest rates (newest period first) and how many there are. */
export async function pageInterestRates(db: DbOrTx, paging: Paging) {
  const [total] = await db.select({ n: count() }).from(tdsInterestRates);
  const rows = await db
    .select()
    .from(tdsInterestRates)
    .orderBy(desc(tdsInterestRates.effectiveFrom))
    .limit(paging.pageSize)
    .offset((paging.pageNumber - 1) * paging.pageSize);
  return { rows, dataCount: total?.n ?? 0 };
}

/** Every interest rate period (a handful): what valueOn reads for a date. */
export function listInterestRates(db: DbOrTx): Promise<InterestRow[]> {
  return db.select().from(tdsInterestRates).orderBy(tdsInterestRates.effectiveFrom);
}
