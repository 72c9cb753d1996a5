/** The stamp of a configuration row as lists show it: its id, when it last changed and the name of who changed it. */
import type { DbOrTx } from '../../db/client.ts';
import { userNames } from '../../platform/users/users.ts';

/** The stamp fields of a list row. */
export function stampOf(row: { id: number; updatedAt: Date; updatedBy: number | null }, names: Map<number, string>) {
  return {
    id: row.id,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy === null ? null : (names.get(row.updatedBy) ?? null),
  };
}

/** Rows → DTOs with the names of who changed them. */
export async function withNames<R extends { updatedBy: number | null }, D>(
  db: DbOrTx,
  rows: readonly R[],
  dto: (row: R, names: Map<number, string>) => D,
): Promise<D[]> {
  const names = await userNames(
    db,
    rows.map((r) => r.updatedBy),
  );
  return rows.map((row) => dto(row, names));
}
