/**
 * Pre-registration and the password-by-code flows (spec §2.2, §4 account flow, §7.1): Preregister,
 * ChangeTemporaryPassword (set a password with a mailed code), ForgotPassword.
 */
import {
  ACCOUNT_MESSAGES,
  type ChangeTemporaryPasswordRequest,
  type PreRegisterRequest,
  LIST_LINKS,
} from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/errors.ts';
import { writeAudit } from '../../platform/audit.ts';
import { hashPassword } from '../../platform/password.ts';
import type { NotificationService } from '../notification/notification.service.ts';
import * as sessions from './account.repository.ts';
import * as usersRepo from './user.repository.ts';
import { lastCodeAt } from './code.repository.ts';
import type { VerificationCodes } from './verification-code.service.ts';
import { assertFree, takenError } from './uniqueness.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import type { RequestContext } from '../../platform/request-context.ts';

/** A second 'forgot password' for the same user inside this time mails nothing new (a flood guard). */
const RESEND_GAP_MS = 60_000;

export function createRecoveryService(deps: ServiceDeps, codes: VerificationCodes, notifications: NotificationService) {
  const { db } = deps;

  return {
    /** Creates the applicant in the Pending state and mails the code that sets the first password. */
    async preRegister(input: PreRegisterRequest, ctx: RequestContext): Promise<void> {
      await assertFree(db, input);
      try {
        await db.transaction(async (tx) => {
          const id = await usersRepo.insertUser(tx, {
            userName: input.userName,
            email: input.email,
            role: input.isTrader ? 'Trader' : 'OABusinessUser',
            firstName: input.firstName,
            lastName: input.lastName,
            contactNumber: input.contactNumber,
            registeredAddress: input.registeredAddress,
            panCardNumber: input.panCardNumber,
            entityName: input.entityName,
            entityType: input.entityType,
            dateOfIncorporation: input.dateOfIncorporation,
            acceptTerms: true,
            status: 'Pending',
          });
          await writeAudit(tx, {
            actorUserId: id,
            action: 'account.pre-register',
            entityType: 'user',
            entityId: id,
            newValues: { ...input },
            ip: ctx.ip,
          });
          await codes.issue(
            tx,
            { id, firstName: input.firstName, userName: input.userName, email: input.email },
            'pre-registered',
          );
          for (const adminId of await usersRepo.findAdminIds(tx)) {
            await notifications.notify(
              tx,
              adminId,
              `New pre-registration: ${input.entityName} (${input.userName}).`,
              LIST_LINKS.adminUsers,
            );
          }
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw takenError(await usersRepo.findTaken(db, input));
        throw err;
      }
      deps.mail.outbox.wake();
    },

    /** Sets a password with a mailed code: a first password, or a new one after a reset. Ends every session. */
    async changeTemporaryPassword(input: ChangeTemporaryPasswordRequest, ctx: RequestContext): Promise<void> {
      const user = await usersRepo.findUserByEmail(db, input.emailAddress);
      if (!user) throw new AppError('validation', ACCOUNT_MESSAGES.invalidCode, 'oldPassword');
      const passwordHash = await hashPassword(input.newPassword);
      const at = deps.now();
      const outcome = await db.transaction(async (tx) => {
        const checked = await codes.check(tx, user.id, input.oldPassword);
        if (!checked.ok) return checked;
        await usersRepo.updateUser(tx, user.id, { passwordHash, status: 'Active' });
        await sessions.revokeUserSessions(tx, user.id, 'password-set-by-code', at);
        await sessions.clearAccountFailures(tx, user.id);
        await writeAudit(tx, {
          actorUserId: user.id,
          action: 'account.password-set-by-code',
          entityType: 'user',
          entityId: user.id,
          ip: ctx.ip,
        });
        return checked;
      });
      if (!outcome.ok) throw outcome.error;
    },

    /** Mails a reset code when the address belongs to an enabled user; answers the same either way. */
    async forgotPassword(emailAddress: string, ctx: RequestContext): Promise<void> {
      const user = await usersRepo.findUserByEmail(db, emailAddress);
      if (!user || !user.isEnabled) return;
      const issued = await db.transaction(async (tx) => {
        const last = await lastCodeAt(tx, user.id);
        if (last && deps.now().getTime() - last.getTime() < RESEND_GAP_MS) return false;
        await codes.issue(tx, user, 'reset-by-user');
        await writeAudit(tx, {
          actorUserId: user.id,
          action: 'account.forgot-password',
          entityType: 'user',
          entityId: user.id,
          ip: ctx.ip,
        });
        return true;
      });
      if (issued) deps.mail.outbox.wake();
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
