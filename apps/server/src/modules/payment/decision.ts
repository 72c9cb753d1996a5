/**
 * What every reconciliation decision leaves behind (a payment's or a TDS challan's Approve / Revert, a payment's
 * Reverse): its audit row and the payer's bell and mail, in the decision's transaction. One place, so the decisions
 * read alike.
 */
import type { ServiceDeps } from '../../app-deps.ts';
import { portalUrlOf } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { writeAudit } from '../../platform/audit.ts';
import { notifyAll, type NotificationMessage } from '../../platform/notifications/notifications.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { recipientById } from '../../platform/users/users.ts';

export interface Decision {
  entityType: 'Payment' | 'TdsChallan';
  id: number;
  action: 'approve' | 'revert' | 'reverse';
  /** The status decided from (default Submitted: a reversal decides on an Approved payment). */
  fromStatus?: string;
  actorId: number;
  payerId: number;
  newValues: Record<string, unknown>;
  reason?: string;
  message: NotificationMessage;
}

export async function recordDecision(deps: ServiceDeps, tx: DbOrTx, d: Decision, ctx: RequestContext) {
  await writeAudit(tx, {
    actorUserId: d.actorId,
    action: `${d.entityType === 'Payment' ? 'payment' : 'tds-challan'}.${d.action}`,
    entityType: d.entityType,
    entityId: d.id,
    oldValues: { status: d.fromStatus ?? 'Submitted' },
    newValues: d.newValues,
    comment: d.reason ?? null,
    ip: ctx.ip,
  });
  const payer = await recipientById(tx, d.payerId);
  await notifyAll(tx, deps.mail.outbox, payer, d.message, portalUrlOf(deps.config), d.actorId);
}
