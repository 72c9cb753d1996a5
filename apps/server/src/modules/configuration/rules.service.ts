/**
 * The business-rules document (DOMAIN §3–§8 numbers): one row, DEFAULT_BUSINESS_RULES until the Admin changes it,
 * versioned so two Admins cannot overwrite each other. Later capabilities read `current()`.
 */
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_BUSINESS_RULES, businessRulesSchema, type BusinessRules } from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { businessRules } from '../../db/schema/index.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { userNames, type Actor } from './config-store.ts';

const ROW_ID = 1;
export const RULES_CHANGED = 'The rules were changed by someone else. Reload to see the latest values.';

/** The rules in force (defaults when never saved). Stored documents are re-read through the schema. */
export async function currentRules(db: DbOrTx): Promise<BusinessRules> {
  const [row] = await db.select().from(businessRules).where(eq(businessRules.id, ROW_ID));
  return row ? businessRulesSchema.parse(row.rules) : DEFAULT_BUSINESS_RULES;
}

/** Keys whose values differ, with dotted paths ('revision.noticeDays'). */
function diff(before: unknown, after: unknown, path = ''): [string, unknown, unknown][] {
  if (
    typeof before === 'object' &&
    before !== null &&
    typeof after === 'object' &&
    after !== null &&
    !Array.isArray(after)
  ) {
    return Object.keys(after).flatMap((k) =>
      diff((before as Record<string, unknown>)[k], (after as Record<string, unknown>)[k], path ? `${path}.${k}` : k),
    );
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [[path, before, after]];
}

export function createRulesService(deps: AppDeps) {
  const { db } = deps;
  async function get() {
    const [row] = await db.select().from(businessRules).where(eq(businessRules.id, ROW_ID));
    if (!row) return { rules: DEFAULT_BUSINESS_RULES, version: 0, updatedAt: null, updatedBy: null };
    const names = await userNames(db, [row.updatedBy]);
    return {
      rules: businessRulesSchema.parse(row.rules),
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy === null ? null : (names.get(row.updatedBy) ?? null),
    };
  }
  return {
    get,
    current: () => currentRules(db),
    async update(actor: Actor, rules: BusinessRules, version: number) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('business_rules'))`);
        const [row] = await tx.select().from(businessRules).where(eq(businessRules.id, ROW_ID));
        const stored = row?.version ?? 0;
        if (stored !== version) throw new AppError('conflict', RULES_CHANGED, 'version', { code: 'STALE_VERSION' });
        const before = row ? businessRulesSchema.parse(row.rules) : DEFAULT_BUSINESS_RULES;
        const changes = diff(before, rules);
        if (changes.length === 0) return;
        const values = { rules, version: stored + 1, updatedAt: deps.now(), updatedBy: actor.userId };
        if (row) await tx.update(businessRules).set(values).where(eq(businessRules.id, ROW_ID));
        else await tx.insert(businessRules).values({ id: ROW_ID, ...values });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'businessRules.update',
          entityType: 'businessRules',
          entityId: ROW_ID,
          oldValues: Object.fromEntries(changes.map(([k, old]) => [k, old])),
          newValues: Object.fromEntries(changes.map(([k, , next]) => [k, next])),
          ip: actor.context.ip,
        });
      });
      return get();
    },
  };
}

export type RulesService = ReturnType<typeof createRulesService>;
