/**
 * Traders (spec §2.4, §3 Trader, §7.5): an OA applicant adds approved traders to act for it and removes them; a
 * trader sees the applicants it acts for (/entities).
 */
import type { z } from 'zod';
import {
  TRADER_MESSAGES,
  type addTraderSchema,
  type AssociatedEntity,
  type EntityType,
  type Trader,
  LIST_LINKS,
} from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { insertNotifications } from '../../platform/notifications/notifications.ts';
import * as repo from './trader.repository.ts';

// An applicant's active traders (the application module reads them for the parties and consent).
export { listLinkedTraders } from './trader.repository.ts';

const AUDIT_ENTITY = 'TraderLink';
/** Where the notified trader sees the applicants it acts for. */
const ENTITIES_LINK = LIST_LINKS.entities;

function traderDto(row: repo.TraderRow, id: number): Trader {
  return { id, ...row, registrationEntityType: 'Trader' };
}

export function createTraderService(deps: AppDeps) {
  const { db } = deps;

  return {
    /** Every trader with an approved registration, by name (the Add Traders dialog's choices). */
    async listApproved(): Promise<Trader[]> {
      return (await repo.listApprovedTraders(db)).map((row) => traderDto(row, row.traderId));
    },

    /** The traders the applicant has added and not removed (id = the link). */
    async listOwn(applicantUserId: number): Promise<Trader[]> {
      return (await repo.listLinkedTraders(db, applicantUserId)).map(({ id, ...row }) => traderDto(row, id));
    },

    /**
     * Adds an approved trader to the applicant's traders and tells the trader. False when it is already added
     * (spec §8 'Trader is already added!'), also when two adds race.
     */
    async add(actor: Principal, input: z.output<typeof addTraderSchema>, ctx: RequestContext) {
      const trader = await repo.findUser(db, input.traderId);
      if (trader?.role !== 'Trader') throw new AppError('not-found', TRADER_MESSAGES.notFound, 'traderId');
      const [approved] = await repo.listApprovedTraders(db, trader.id);
      if (!approved) throw new AppError('business-rule', TRADER_MESSAGES.notApproved, 'traderId');
      if (!(await repo.hasApprovedRegistration(db, actor.userId))) {
        throw new AppError('business-rule', TRADER_MESSAGES.needsRegistration);
      }
      const applicant = await repo.findUser(db, actor.userId);
      return db.transaction(async (tx) => {
        const linkId = await repo.insertLink(tx, {
          applicantUserId: actor.userId,
          traderUserId: trader.id,
          createdAt: deps.now(),
        });
        if (linkId === null) return false;
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'trader.add',
          entityType: AUDIT_ENTITY,
          entityId: linkId,
          newValues: { traderUserId: trader.id, traderName: trader.entityName },
          ip: ctx.ip,
        });
        await insertNotifications(tx, [
          {
            userId: trader.id,
            message: `${applicant?.entityName ?? 'An applicant'} added you as its trader.`,
            link: ENTITIES_LINK,
          },
        ]);
        return true;
      });
    },

    /** Removes one of the applicant's own traders (the link is kept with removedAt for the record). */
    async remove(actor: Principal, linkId: number, ctx: RequestContext): Promise<true> {
      return db.transaction(async (tx) => {
        const removed = await repo.removeLink(tx, linkId, actor.userId, deps.now());
        if (!removed) throw new AppError('not-found', TRADER_MESSAGES.notFound);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'trader.remove',
          entityType: AUDIT_ENTITY,
          entityId: linkId,
          oldValues: { traderUserId: removed.traderUserId },
          ip: ctx.ip,
        });
        return true as const;
      });
    },

    /** The applicants the trader acts for, each with its current approved registration (null when none). */
    async listEntities(traderUserId: number, query: repo.EntityQuery) {
      const { rows, dataCount } = await repo.listLinkedEntities(db, traderUserId, query);
      const entityList: AssociatedEntity[] = rows.map((row) => ({
        ...row,
        entityType: row.entityType as EntityType,
        addedOn: row.addedOn.toISOString(),
      }));
      return { entityList, dataCount };
    },
  };
}

export type TraderService = ReturnType<typeof createTraderService>;
