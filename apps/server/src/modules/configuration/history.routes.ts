/** GET /api/Configuration/History: the audit trail of one configuration row (who, when, old → new). */
import { z } from 'zod';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { auditLog } from '../../db/schema/index.ts';
import { ok, responses } from '../../platform/envelope.ts';
import { userNames } from './config-store.ts';

/** The configuration entity types with a history (the stores' audit entity types). */
export const HISTORY_ENTITY_TYPES = [
  'stoaCharge',
  'fee',
  'utility',
  'holiday',
  'bankAccount',
  'paymentMode',
  'dueRule',
  'corridor',
  'tds',
  'tdsInterest',
  'userManual',
  'businessRules',
] as const;

const historySchema = z.object({
  history: z.array(
    z.object({
      occurredAt: z.string(),
      actor: z.string().nullable(),
      action: z.string(),
      oldValues: z.record(z.string(), z.unknown()).nullable(),
      newValues: z.record(z.string(), z.unknown()).nullable(),
      comment: z.string().nullable(),
    }),
  ),
});

export const historyRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/Configuration/History',
      {
        config: { access: 'configHistory' },
        schema: {
          tags: ['Configuration'],
          summary: 'Changes of one configuration row, newest first',
          querystring: z.object({ entityType: z.enum(HISTORY_ENTITY_TYPES), entityId: z.string().max(40) }),
          response: responses(historySchema),
        },
      },
      async (request) => {
        const rows = await deps.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityType, request.query.entityType), eq(auditLog.entityId, request.query.entityId)))
          .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
          .limit(200);
        const names = await userNames(
          deps.db,
          rows.map((r) => r.actorUserId),
        );
        return ok({
          history: rows.map((r) => ({
            occurredAt: r.occurredAt.toISOString(),
            actor: r.actorUserId === null ? null : (names.get(r.actorUserId) ?? null),
            action: r.action,
            oldValues: (r.oldValues as Record<string, unknown> | null) ?? null,
            newValues: (r.newValues as Record<string, unknown> | null) ?? null,
            comment: r.comment,
          })),
        });
      },
    );
  };
