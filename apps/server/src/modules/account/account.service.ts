/**
 * Sign-in, token refresh and logout (ARCHITECTURE §6). Captchas and throttles live in the database so that any
 * number of instances behave as one.
 */
import { MESSAGES, isRole, lockedOutMessage, type EntityType, type SignedInUser } from '@stoa/shared';
import { ENTITY_TYPES } from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/errors.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../platform/password.ts';
import { newRefreshToken, sha256, type AccessClaims } from '../../platform/tokens.ts';
import type { Principal, PrincipalProblem } from '../../platform/access-guard.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './account.repository.ts';
import { makeCaptcha, normalizeCaptchaAnswer } from './captcha.ts';

const CAPTCHA_TTL_MS = 5 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

import type { RequestContext } from '../../platform/request-context.ts';

function asEntityType(value: string | null): EntityType | null {
  return value && (ENTITY_TYPES as readonly string[]).includes(value) ? (value as EntityType) : null;
}

export function createAccountService(deps: AppDeps) {
  const { db, config, tokens } = deps;
  const now = () => deps.now();

  /** Opens a session (a refresh-token family) and answers with the signed-in user of spec §3. */
  async function startSession(tx: DbOrTx, user: repo.UserRow, ctx: RequestContext): Promise<SignedInUser> {
    const sessionId = await repo.createSession(tx, { userId: user.id, ip: ctx.ip, userAgent: ctx.userAgent });
    return issueTokens(tx, user, sessionId);
  }

  async function issueTokens(tx: DbOrTx, user: repo.UserRow, sessionId: string): Promise<SignedInUser> {
    if (!isRole(user.role)) throw new Error(`User ${user.id} has an unknown role`);
    const refreshToken = newRefreshToken();
    const expiresAt = new Date(now().getTime() + config.REFRESH_TOKEN_TTL_MINUTES * 60_000);
    await repo.insertRefreshToken(tx, { sessionId, tokenHash: sha256(refreshToken), expiresAt });
    const jwtToken = await tokens.signAccess({ userId: user.id, role: user.role, sessionId });
    return {
      id: user.id,
      userName: user.userName,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
      entityType: asEntityType(user.entityType),
      jwtToken,
      refreshToken,
    };
  }

  /**
   * Counts a failed sign-in against the account (or the unknown name), the IP + account, and the IP; answers with
   * the lockout if one began. The IP's count never locks: past its ceiling the answer asks for care with the new
   * captcha, so a crowd of failures behind one address never keeps a real user with the right password out.
   */
  async function failSignIn(userName: string, ctx: RequestContext, user: repo.UserRow | undefined): Promise<never> {
    const at = now();
    const window = config.LOGIN_LOCKOUT_MINUTES;
    const keys = repo.throttleKeys(userName, user?.id ?? null, ctx.ip);
    const outcome = await db.transaction(async (tx) => {
      const byWho = await repo.recordFailure(tx, keys.who, config.LOGIN_MAX_FAILURES_PER_USER, window, at);
      const byIpWho = await repo.recordFailure(tx, keys.ipWho, config.LOGIN_MAX_FAILURES_PER_IP_USER, window, at);
      const byIp = await repo.recordFailure(tx, keys.ip, null, window, at);
      await writeAudit(tx, {
        actorUserId: user?.id ?? null,
        action: 'account.sign-in-failed',
        entityType: 'user',
        entityId: user?.id ?? null,
        newValues: { userName },
        ip: ctx.ip,
      });
      return { lockedUntil: byWho.lockedUntil ?? byIpWho.lockedUntil, ipFailures: byIp.failures };
    });
    if (outcome.lockedUntil) throw lockout(outcome.lockedUntil, at);
    const pastCeiling = outcome.ipFailures > config.LOGIN_MAX_FAILURES_PER_IP;
    throw new AppError(
      'unauthenticated',
      pastCeiling ? MESSAGES.invalidCredentialsNewCaptcha : MESSAGES.invalidCredentials,
    );
  }

  function lockout(until: Date, at: Date): AppError {
    const minutes = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 60_000));
    return new AppError('rate-limited', lockedOutMessage(minutes));
  }

  return {
    /** A new single-use captcha, valid for 5 minutes. */
    async issueCaptcha(): Promise<{ captchaId: string; image: string }> {
      const { text, image } = makeCaptcha(config.CAPTCHA_FIXED);
      const at = now();
      await repo.deleteExpiredCaptchas(db, at);
      const captchaId = await repo.insertCaptcha(
        db,
        sha256(normalizeCaptchaAnswer(text)),
        new Date(at.getTime() + CAPTCHA_TTL_MS),
      );
      return { captchaId, image };
    },

    async authenticate(
      input: { userName: string; password: string; captchaId: string; captchaValue: string },
      ctx: RequestContext,
    ): Promise<SignedInUser> {
      const at = now();
      const user = await repo.findUserByUserName(db, input.userName);
      const keys = repo.throttleKeys(input.userName, user?.id ?? null, ctx.ip);
      const lockedUntil = await repo.findLockedUntil(db, [keys.who, keys.ipWho], at);
      if (lockedUntil) throw lockout(lockedUntil, at);

      const answerHash = UUID.test(input.captchaId) ? await repo.consumeCaptcha(db, input.captchaId, at) : undefined;
      if (!answerHash || answerHash !== sha256(normalizeCaptchaAnswer(input.captchaValue))) {
        throw new AppError('validation', MESSAGES.incorrectCaptcha, 'captchaValue');
      }

      // The same work and the same answer whether the account exists, is pending, is disabled or not (issue 34): a
      // disabled account answers even the right password exactly as a wrong one — same status, message and code, the
      // same counters towards the lockout —, so a sign-in never tells that an account exists and is disabled.
      const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!user || !user.passwordHash || !passwordOk || !user.isEnabled) return failSignIn(input.userName, ctx, user);

      return db.transaction(async (tx) => {
        await repo.clearFailures(tx, [keys.who, keys.ipWho]);
        await repo.markSignedIn(tx, user.id, at);
        await writeAudit(tx, {
          actorUserId: user.id,
          action: 'account.sign-in',
          entityType: 'user',
          entityId: user.id,
          ip: ctx.ip,
        });
        return startSession(tx, user, ctx);
      });
    },

    /** Rotates a refresh token. Presenting a token that was already rotated revokes its whole family. */
    async refresh(refreshToken: string, ctx: RequestContext): Promise<SignedInUser> {
      const at = now();
      const outcome = await db.transaction(async (tx): Promise<{ error: string } | { user: SignedInUser }> => {
        const found = await repo.findRefreshTokenForUpdate(tx, sha256(refreshToken));
        if (!found) return { error: MESSAGES.sessionExpired };
        const { token, session, user } = found;
        if (session.revokedAt) return { error: MESSAGES.sessionExpired };
        if (token.usedAt) {
          await repo.revokeSession(tx, session.id, 'refresh-token-reuse', at);
          await writeAudit(tx, {
            actorUserId: user.id,
            action: 'account.refresh-token-reused',
            entityType: 'session',
            entityId: session.id,
            ip: ctx.ip,
          });
          return { error: MESSAGES.sessionExpired };
        }
        if (token.expiresAt <= at) return { error: MESSAGES.sessionExpired };
        if (!user.isEnabled) {
          await repo.revokeSession(tx, session.id, 'user-disabled', at);
          return { error: MESSAGES.accountDisabled };
        }
        await repo.markRefreshTokenUsed(tx, token.id, at);
        return { user: await issueTokens(tx, user, session.id) };
      });
      if ('error' in outcome) throw new AppError('unauthenticated', outcome.error);
      return outcome.user;
    },

    /** Ends the session named by the access token or, when that has expired, by the refresh token. */
    async logout(
      input: { accessToken: string | null; refreshToken: string | null },
      ctx: RequestContext,
    ): Promise<void> {
      const at = now();
      const claims = input.accessToken ? await tokens.verifyAccess(input.accessToken) : null;
      let sessionId = claims?.sessionId ?? null;
      let userId = claims?.userId ?? null;
      if (!sessionId && input.refreshToken) {
        const found = await repo.findRefreshTokenForUpdate(db, sha256(input.refreshToken));
        sessionId = found?.session.id ?? null;
        userId = found?.user.id ?? null;
      }
      if (!sessionId) return;
      await db.transaction(async (tx) => {
        if (await repo.revokeSession(tx, sessionId, 'logout', at)) {
          await writeAudit(tx, {
            actorUserId: userId,
            action: 'account.logout',
            entityType: 'session',
            entityId: sessionId,
            ip: ctx.ip,
          });
        }
      });
    },

    /** For the access guard: the live state behind an access token. */
    async checkPrincipal(claims: AccessClaims): Promise<Principal | PrincipalProblem> {
      const row = await repo.findSessionUser(db, claims.sessionId, claims.userId);
      if (!row || row.revokedAt) return 'session-ended';
      const { user } = row;
      if (!user.isEnabled) return 'disabled';
      if (!isRole(user.role)) return 'session-ended';
      return { userId: claims.userId, role: user.role, sessionId: claims.sessionId, user };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
