/**
 * Mailed verification codes (spec §4 account flow): 6 digits, single use, valid VERIFICATION_CODE_TTL_MINUTES,
 * locked after VERIFICATION_CODE_MAX_ATTEMPTS wrong tries. The client sends MD5 of the code; we keep a SHA-256 of that.
 */
import { randomInt } from 'node:crypto';
import { ACCOUNT_MESSAGES, md5Hex } from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { portalUrlOf } from '../../config.ts';
import { sha256 } from '../../platform/tokens.ts';
import { accountCreatedMail, passwordResetMail, verificationCodeMail } from '../../platform/mail/templates.ts';
import * as codes from './code.repository.ts';

/** Why a code is sent; it picks the mail template. */
export type CodeReason = 'pre-registered' | 'account-created' | 'reset-by-user' | 'reset-by-admin';

export interface CodeRecipient {
  id: number;
  firstName: string;
  userName: string;
  email: string;
}

const hashOf = (md5Hex: string) => sha256(md5Hex.toLowerCase());

export function createVerificationCodes(deps: ServiceDeps) {
  const { config } = deps;
  const portalUrl = portalUrlOf(config);

  return {
    /** Creates a code (retiring older ones) and queues its mail, inside the caller's transaction. */
    async issue(tx: DbOrTx, user: CodeRecipient, reason: CodeReason): Promise<void> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const at = deps.now();
      const minutes = config.VERIFICATION_CODE_TTL_MINUTES;
      await codes.replaceCode(
        tx,
        {
          userId: user.id,
          purpose: reason === 'pre-registered' || reason === 'account-created' ? 'set-password' : 'reset-password',
          codeHash: hashOf(md5Hex(code)),
          expiresAt: new Date(at.getTime() + minutes * 60_000),
        },
        at,
      );
      const mail = {
        firstName: user.firstName,
        userName: user.userName,
        code,
        minutes,
        setPasswordUrl: `${portalUrl}/set-password`,
      };
      const content =
        reason === 'pre-registered'
          ? verificationCodeMail(mail)
          : reason === 'account-created'
            ? accountCreatedMail(mail)
            : passwordResetMail({ ...mail, byAdmin: reason === 'reset-by-admin' });
      await deps.mail.outbox.queue(tx, user.email, content);
    },

    /**
     * Checks a code the user typed (as MD5). A wrong try is counted even though the request fails, so the caller
     * gets an outcome to act on after its transaction commits, not an exception.
     */
    async check(
      tx: DbOrTx,
      userId: number,
      md5Code: string,
    ): Promise<{ ok: true; codeId: number } | { ok: false; error: AppError }> {
      const at = deps.now();
      const live = await codes.findLiveCode(tx, userId, at);
      const fail = (message: string) => ({
        ok: false as const,
        error: new AppError('validation', message, 'oldPassword'),
      });
      if (!live) return fail(ACCOUNT_MESSAGES.invalidCode);
      if (live.attempts >= config.VERIFICATION_CODE_MAX_ATTEMPTS) return fail(ACCOUNT_MESSAGES.codeLocked);
      if (live.codeHash !== hashOf(md5Code)) {
        const attempts = await codes.countWrongTry(tx, live.id);
        return fail(
          attempts >= config.VERIFICATION_CODE_MAX_ATTEMPTS
            ? ACCOUNT_MESSAGES.codeLocked
            : ACCOUNT_MESSAGES.invalidCode,
        );
      }
      await codes.useCode(tx, live.id, at);
      return { ok: true, codeId: live.id };
    },
  };
}

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
