/** SQL for mailed verification codes. */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

/** Stores a new code and retires the user's unused ones: only the newest code works. */
export async function replaceCode(
  db: DbOrTx,
  values: { userId: number; purpose: string; codeHash: string; expiresAt: Date },
  at: Date,
): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ usedAt: at })
    .where(and(eq(verificationCodes.userId, values.userId), isNull(verificationCodes.usedAt)));
  await db.insert(verificationCodes).values(values);
}

/** The user's newest unused, unexpired code. */
export async function findLiveCode(db: DbOrTx, userId: number, at: Date) {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.userId, userId), isNull(verificationCodes.usedAt), gt(verificationCodes.expiresAt, at)),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1)
    .for('update');
  return rows[0];
}

export async function countWrongTry(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? 0;
}

export async function useCode(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(verificationCodes).set({ usedAt: at }).where(eq(verificationCodes.id, id));
}

/** When the user's newest code was created (any state), or null. */
export async function lastCodeAt(db: DbOrTx, userId: number): Promise<Date | null> {
  const rows = await db
    .select({ at: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.userId, userId))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return rows[0]?.at ?? null;
}
