/**
 * What every reconciliation decision leaves behind (a payment's or a TDS challan's Approve / Revert): its audit row
 * and the payer's bell and mail, in the decision's transaction. One place, so the four decisions read alike.
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
  action: 'approve' | 'revert';
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
    oldValues: { status: 'Submitted' },
    newValues: d.newValues,
    comment: d.reason ?? null,
    ip: ctx.ip,
  });
  const payer = await recipientById(tx, d.payerId);
  await notifyAll(tx, deps.mail.outbox, payer, d.message, portalUrlOf(deps.config), d.actorId);
}
