/** SQL for sign-in and sessions. Nothing else in the account module touches these tables directly. */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { captchas, loginThrottles, refreshTokens, sessions, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';

export type { UserRow } from '../../platform/users/users.ts';
import type { UserRow } from '../../platform/users/users.ts';
import { announceSessionsEnded } from '../../platform/realtime/realtime.ts';

export async function findUserByUserName(db: DbOrTx, userName: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`)
    .limit(1);
  return rows[0];
}

export { findUserById } from '../../platform/users/users.ts';

export async function markSignedIn(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
}

/**
 * The user behind a session (the whole row: the request's services reuse it), with the session's state: one
 * prepared query per guarded request.
 */
export async function findSessionUser(db: DbOrTx, sessionId: string, userId: number) {
  const query = preparedOn(db, 'session_user', (name) =>
    db
      .select({ user: users, revokedAt: sessions.revokedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))))
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ sessionId, userId });
  return row;
}

export async function createSession(
  db: DbOrTx,
  values: { userId: number; ip: string | null; userAgent: string | null },
): Promise<string> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

export async function revokeSession(db: DbOrTx, sessionId: string, reason: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  // Its open realtime streams close when this commits, on every instance.
  await announceSessionsEnded(
    db,
    rows.map((r) => r.id),
  );
  return rows.length > 0;
}

/** Ends every live session of a user, or every one but `exceptSessionId` (the one changing the password). */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: number,
  reason: string,
  at: Date,
  exceptSessionId?: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  await announceSessionsEnded(
    db,
    rows.map((r) => r.id),
  );
  return rows.length;
}

export async function insertRefreshToken(
  db: DbOrTx,
  values: { sessionId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** The refresh token with its session and user, locked for the rotation. */
export async function findRefreshTokenForUpdate(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({ token: refreshTokens, session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update', { of: refreshTokens });
  return rows[0];
}

export async function markRefreshTokenUsed(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.id, id));
  await db
    .update(sessions)
    .set({ lastRefreshedAt: at })
    .where(
      eq(sessions.id, sql`(select ${refreshTokens.sessionId} from ${refreshTokens} where ${refreshTokens.id} = ${id})`),
    );
}

export async function insertCaptcha(db: DbOrTx, answerHash: string, expiresAt: Date): Promise<string> {
  const [row] = await db.insert(captchas).values({ answerHash, expiresAt }).returning({ id: captchas.id });
  return row!.id;
}

/** Uses the captcha up (single use, whatever the answer) and returns its answer hash if it was still valid. */
export async function consumeCaptcha(db: DbOrTx, id: string, at: Date): Promise<string | undefined> {
  const rows = await db
    .update(captchas)
    .set({ usedAt: at })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, at)))
    .returning({ answerHash: captchas.answerHash });
  return rows[0]?.answerHash;
}

export async function deleteExpiredCaptchas(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(captchas).where(sql`${captchas.expiresAt} < ${before.toISOString()}`);
}

export async function findLockedUntil(db: DbOrTx, keys: string[], at: Date): Promise<Date | null> {
  const rows = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(and(sql`${loginThrottles.key} in ${keys}`, gt(loginThrottles.lockedUntil, at)));
  const times = rows.map((r) => r.lockedUntil!.getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}

/**
 * Counts one failure against a key inside a window of `windowMinutes`; at `max` failures the key is locked for
 * the same number of minutes (`max` null: counted, never locked). One statement, so concurrent failures on several
 * instances count correctly. Answers the failures in the window and the lock, if one holds.
 */
export async function recordFailure(
  db: DbOrTx,
  key: string,
  max: number | null,
  windowMinutes: number,
  at: Date,
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const now = at.toISOString();
  const windowStart = new Date(at.getTime() - windowMinutes * 60_000).toISOString();
  const lockUntil = new Date(at.getTime() + windowMinutes * 60_000).toISOString();
  const fresh = sql`${loginThrottles.windowStartedAt} < ${windowStart}::timestamptz`;
  const next = sql`case when ${fresh} then 1 else ${loginThrottles.failures} + 1 end`;
  const lock =
    max === null
      ? sql`${loginThrottles.lockedUntil}`
      : sql`case when ${next} >= ${max} then ${lockUntil}::timestamptz else ${loginThrottles.lockedUntil} end`;
  const rows = await db
    .insert(loginThrottles)
    .values({
      key,
      failures: 1,
      windowStartedAt: at,
      lockedUntil: max !== null && max <= 1 ? new Date(lockUntil) : null,
    })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: next,
        windowStartedAt: sql`case when ${fresh} then ${now}::timestamptz else ${loginThrottles.windowStartedAt} end`,
        lockedUntil: lock,
      },
    })
    .returning({ failures: loginThrottles.failures, lockedUntil: loginThrottles.lockedUntil });
  const locked = rows[0]?.lockedUntil ?? null;
  return { failures: rows[0]?.failures ?? 1, lockedUntil: locked && locked > at ? locked : null };
}

export async function clearFailures(db: DbOrTx, keys: string[]): Promise<void> {
  await db.delete(loginThrottles).where(sql`${loginThrottles.key} in ${keys}`);
}

/**
 * The throttle keys of one sign-in attempt: per account (an unknown user name counts under its own `name:` keys,
 * which no account ever reads — not even one created later under that name), per IP + account, and per IP.
 */
export function throttleKeys(userName: string, userId: number | null, ip: string) {
  const name = userName.toLowerCase();
  return {
    who: userId === null ? `name:${name}` : `account:${userId}`,
    ipWho: userId === null ? `ip-name:${ip}|${name}` : `ip-account:${ip}|${userId}`,
    ip: `ip:${ip}`,
  };
}

/** Lifts every lockout of an account, from every IP (a password set with a mailed code). */
export async function clearAccountFailures(db: DbOrTx, userId: number): Promise<void> {
  await db
    .delete(loginThrottles)
    .where(
      sql`${loginThrottles.key} = ${`account:${userId}`} or ${loginThrottles.key} like ${`ip-account:%|${userId}`}`,
    );
}
