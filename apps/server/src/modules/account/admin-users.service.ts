/**
 * User administration by the Admin (spec §2.4, §5 User create/edit, §6 locks, §7.2). A created user, or one whose
 * password the Admin resets, gets a mailed code to set a password; until then the account is Pending.
 */
import {
  ACCOUNT_MESSAGES,
  ENTITY_ROLES,
  LOCKED_ON_EDIT,
  UTILITY_USER_ROLES,
  lockedFieldMessage,
  type User,
  type UserListQuery,
  type addUserSchema,
} from '@stoa/shared';
import { isZoneOf } from '../../platform/users/users.ts';
import type { z } from 'zod';
import type { ServiceDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import { writeAudit } from '../../platform/audit.ts';
import * as sessions from './account.repository.ts';
import * as usersRepo from './user.repository.ts';
import { assertFree, takenError } from './uniqueness.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import type { VerificationCodes } from './verification-code.service.ts';
import type { RequestContext } from '../../platform/request-context.ts';

type UserInput = z.output<typeof addUserSchema>;

/** Only the fields that belong to the role are kept (an SLDC user carries no entity, a DISCOM user no entity type). */
function fieldsFor(input: UserInput) {
  const hasEntity = ENTITY_ROLES.includes(input.role);
  const hasUtility = UTILITY_USER_ROLES.includes(input.role);
  return {
    role: input.role,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    userName: input.userName,
    contactNumber: input.contactNumber,
    registeredAddress: input.registeredAddress,
    panCardNumber: input.panCardNumber,
    entityName: hasEntity ? input.entityName : null,
    entityType: hasEntity ? input.entityType : null,
    dateOfIncorporation: hasEntity ? input.dateOfIncorporation : null,
    // An OA applicant's connected-to licence is theirs to choose on the profile: the Admin's form leaves it alone.
    utilityId: hasUtility ? input.connectedToId : undefined,
    zone: hasUtility ? input.zone : undefined,
    acceptTerms: input.acceptTerms,
  };
}

export function createAdminUsersService(deps: ServiceDeps, codes: VerificationCodes) {
  const { db } = deps;

  async function load(tx: DbOrTx, id: number) {
    const row = await usersRepo.findUserView(tx, id);
    if (!row) throw new AppError('not-found', ACCOUNT_MESSAGES.userNotFound);
    return row;
  }

  /** A utility user's utility must be of the role's type and the zone one of its zones (spec §5, §6). */
  async function checkUtility(input: UserInput) {
    if (!UTILITY_USER_ROLES.includes(input.role) || input.connectedToId === null) return;
    const utility = await usersRepo.findUtility(db, input.connectedToId);
    const type = input.role === 'TRANSCOBusinessUser' ? 'TRANSCO' : 'DISCOM';
    if (utility?.type !== type) throw new AppError('validation', `Choose a ${type}`, 'connectedToId');
    if (!(await isZoneOf(db, utility.id, input.zone ?? ''))) {
      throw new AppError('validation', `Zone is not a zone of ${utility.name}`, 'zone');
    }
  }

  async function toggle(
    principal: Principal,
    id: number,
    field: 'isEnabled' | 'isDefaulter',
    ctx: RequestContext,
  ): Promise<User> {
    if (field === 'isEnabled' && id === principal.userId) {
      throw new AppError('business-rule', ACCOUNT_MESSAGES.cannotDisableSelf);
    }
    return db.transaction(async (tx) => {
      const current = await load(tx, id);
      const value = !current[field];
      await usersRepo.updateUser(tx, id, { [field]: value });
      if (field === 'isEnabled' && !value) await sessions.revokeUserSessions(tx, id, 'user-disabled', deps.now());
      await writeAudit(tx, {
        actorUserId: principal.userId,
        action: field === 'isEnabled' ? 'admin.user-enabled-changed' : 'admin.user-defaulter-changed',
        entityType: 'user',
        entityId: id,
        oldValues: { [field]: current[field] },
        newValues: { [field]: value },
        ip: ctx.ip,
      });
      return usersRepo.toUser(await load(tx, id));
    });
  }

  return {
    async list(query: UserListQuery) {
      const { rows, dataCount } = await usersRepo.listUsers(db, query);
      return { userList: rows.map(usersRepo.toUser), dataCount };
    },

    get: async (id: number): Promise<User> => usersRepo.toUser(await load(db, id)),

    async add(principal: Principal, input: UserInput, ctx: RequestContext): Promise<User> {
      await assertFree(db, input);
      await checkUtility(input);
      try {
        const id = await db.transaction(async (tx) => {
          const newId = await usersRepo.insertUser(tx, {
            ...fieldsFor(input),
            isEnabled: input.isEnabled,
            status: 'Pending',
          });
          await writeAudit(tx, {
            actorUserId: principal.userId,
            action: 'admin.user-added',
            entityType: 'user',
            entityId: newId,
            newValues: fieldsFor(input),
            ip: ctx.ip,
          });
          await codes.issue(
            tx,
            { id: newId, firstName: input.firstName, userName: input.userName, email: input.email },
            'account-created',
          );
          return newId;
        });
        deps.mail.outbox.wake();
        return usersRepo.toUser(await load(db, id));
      } catch (err) {
        if (isUniqueViolation(err)) throw takenError(await usersRepo.findTaken(db, input));
        throw err;
      }
    },

    /** Edits a user; the locked fields of spec §6 must come back unchanged, and `version` must be current. */
    async update(
      principal: Principal,
      id: number,
      input: UserInput & { version?: number | undefined },
      ctx: RequestContext,
    ): Promise<User> {
      if (!input.isEnabled && id === principal.userId)
        throw new AppError('business-rule', ACCOUNT_MESSAGES.cannotDisableSelf);
      const current = usersRepo.toUser(await load(db, id));
      const locked = (Object.keys(LOCKED_ON_EDIT) as (keyof typeof LOCKED_ON_EDIT)[]).filter((key) => {
        const before = current[key] ?? null;
        const after = input[key] ?? null;
        return typeof before === 'string' && typeof after === 'string'
          ? before.toLowerCase() !== after.toLowerCase()
          : before !== after;
      });
      if (locked.length)
        throw AppError.fields(
          'validation',
          locked.map((key) => [key, lockedFieldMessage(LOCKED_ON_EDIT[key])]),
        );
      await assertFree(db, { panCardNumber: input.panCardNumber }, id);
      const changes = { ...fieldsFor(input), isEnabled: input.isEnabled };
      await db.transaction(async (tx) => {
        const ok = await usersRepo.updateUser(tx, id, changes, input.version);
        if (!ok) throw new AppError('conflict', ACCOUNT_MESSAGES.staleUser, null, { code: 'STALE_VERSION' });
        if (!changes.isEnabled) await sessions.revokeUserSessions(tx, id, 'user-disabled', deps.now());
        await writeAudit(tx, {
          actorUserId: principal.userId,
          action: 'admin.user-updated',
          entityType: 'user',
          entityId: id,
          oldValues: current,
          newValues: changes,
          ip: ctx.ip,
        });
      });
      return usersRepo.toUser(await load(db, id));
    },

    setEnabled: (principal: Principal, id: number, ctx: RequestContext) => toggle(principal, id, 'isEnabled', ctx),
    setDefaulter: (principal: Principal, id: number, ctx: RequestContext) => toggle(principal, id, 'isDefaulter', ctx),

    /** Clears the password, ends the user's sessions and mails a code to set a new one. */
    async resetPassword(principal: Principal, id: number, ctx: RequestContext): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await load(tx, id);
        await usersRepo.updateUser(tx, id, { passwordHash: null, status: 'Pending' });
        await sessions.revokeUserSessions(tx, id, 'password-reset-by-admin', deps.now());
        await writeAudit(tx, {
          actorUserId: principal.userId,
          action: 'admin.password-reset',
          entityType: 'user',
          entityId: id,
          ip: ctx.ip,
        });
        await codes.issue(tx, user, 'reset-by-admin');
      });
      deps.mail.outbox.wake();
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
