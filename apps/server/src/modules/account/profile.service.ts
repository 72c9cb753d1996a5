/** The signed-in user's own profile and password (spec §2.2 /profile, /change-password; §5; §7.1). */
import { ACCOUNT_MESSAGES, type ChangePasswordRequest, type EditProfileRequest, type Profile } from '@stoa/shared';
import type { ServiceDeps } from '../../app-deps.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import { writeAudit } from '../../platform/audit.ts';
import { hashPassword, verifyPassword } from '../../platform/password.ts';
import * as sessions from './account.repository.ts';
import * as usersRepo from './user.repository.ts';
import { assertFree } from './uniqueness.ts';
import type { RequestContext } from '../../platform/request-context.ts';

async function loadView(db: ServiceDeps['db'], id: number) {
  const row = await usersRepo.findUserView(db, id);
  if (!row) throw new AppError('not-found', ACCOUNT_MESSAGES.userNotFound);
  return row;
}

function toProfile(row: NonNullable<usersRepo.UserViewRow>): Profile {
  const user = usersRepo.toUser(row);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    email: user.email,
    role: user.role,
    contactNumber: user.contactNumber,
    contactPersonName: row.contactPersonName,
    panCardNumber: user.panCardNumber,
    entityName: user.entityName,
    entityType: user.entityType,
    dateOfIncorporation: user.dateOfIncorporation,
    connectedTo: user.connectedTo,
    connectedToId: user.connectedToId,
    zone: user.zone,
    isEnabled: user.isEnabled,
    dateOfRegistration: row.createdAt.toISOString(),
    registeredAddress: user.registeredAddress,
  };
}

export function createProfileService(deps: ServiceDeps) {
  const { db } = deps;

  /** The rules only the server can check: who may change the e-mail and the connected-to licence (spec §5, §6). */
  async function checkEdit(
    principal: Principal,
    current: NonNullable<usersRepo.UserViewRow>,
    input: EditProfileRequest,
  ) {
    const emailChanged = input.email.toLowerCase() !== current.email.toLowerCase();
    if (emailChanged && principal.role !== 'Admin')
      throw new AppError('validation', ACCOUNT_MESSAGES.emailAdminOnly, 'email');
    if (emailChanged || input.panCardNumber.toUpperCase() !== (current.panCardNumber ?? '').toUpperCase()) {
      await assertFree(
        db,
        { email: emailChanged ? input.email : undefined, panCardNumber: input.panCardNumber },
        current.id,
      );
    }
    if (input.connectedToId === current.connectedToId) return;
    if (principal.role !== 'OABusinessUser')
      throw new AppError('validation', ACCOUNT_MESSAGES.connectedToOaOnly, 'connectedToId');
    const utility = input.connectedToId === null ? null : await usersRepo.findUtility(db, input.connectedToId);
    if (input.connectedToId !== null && utility?.type !== 'DISCOM') {
      throw new AppError('validation', 'Choose a DISCOM licence', 'connectedToId');
    }
  }

  return {
    async get(principal: Principal): Promise<Profile> {
      return toProfile(await loadView(db, principal.userId));
    },

    async edit(principal: Principal, input: EditProfileRequest, ctx: RequestContext): Promise<Profile> {
      const current = await loadView(db, principal.userId);
      await checkEdit(principal, current, input);
      const changes = {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        contactNumber: input.contactNumber,
        contactPersonName: input.contactPersonName,
        panCardNumber: input.panCardNumber,
        registeredAddress: input.registeredAddress,
        dateOfIncorporation: input.dateOfIncorporation,
        utilityId: input.connectedToId,
      };
      await db.transaction(async (tx) => {
        await usersRepo.updateUser(tx, current.id, changes);
        await writeAudit(tx, {
          actorUserId: principal.userId,
          action: 'account.profile-updated',
          entityType: 'user',
          entityId: current.id,
          oldValues: toProfile(current),
          newValues: changes,
          ip: ctx.ip,
        });
      });
      return toProfile(await loadView(db, current.id));
    },

    /** Changes the password and ends every other session of the user (spec §7.1; issue #3). */
    async changePassword(principal: Principal, input: ChangePasswordRequest, ctx: RequestContext): Promise<void> {
      if (input.userId !== principal.userId) throw new AppError('forbidden', 'You can change only your own password.');
      const user = await sessions.findUserById(db, principal.userId);
      if (!user?.passwordHash || !(await verifyPassword(input.oldPassword, user.passwordHash))) {
        throw new AppError('validation', ACCOUNT_MESSAGES.wrongCurrentPassword, 'oldPassword');
      }
      if (input.oldPassword.toLowerCase() === input.newPassword.toLowerCase()) {
        throw new AppError('validation', ACCOUNT_MESSAGES.samePassword, 'newPassword');
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await usersRepo.updateUser(tx, user.id, { passwordHash });
        await sessions.revokeUserSessions(tx, user.id, 'password-changed', deps.now(), principal.sessionId);
        await writeAudit(tx, {
          actorUserId: user.id,
          action: 'account.password-changed',
          entityType: 'user',
          entityId: user.id,
          ip: ctx.ip,
        });
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
