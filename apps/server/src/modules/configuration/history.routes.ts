/** GET /api/Configuration/History: the audit trail of one configuration row (who, when, old → new). */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyQuerySchema, historySchema } from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import { auditLog } from '../../db/schema/index.ts';
import { ok, responses } from '../../platform/envelope.ts';
import { userNames } from './config-store.ts';

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
          querystring: historyQuerySchema,
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
