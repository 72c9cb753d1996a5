/**
 * The business-rules document (DOMAIN §3–§8 numbers): one row, DEFAULT_BUSINESS_RULES until the Admin changes it,
 * versioned so two Admins cannot overwrite each other. Later capabilities read `current()`.
 */
import { DEFAULT_BUSINESS_RULES, businessRulesSchema, type BusinessRules } from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { writeAudit } from '../../platform/audit.ts';
import { changeConfig, configRead } from '../../platform/config-reads.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/request-context.ts';
import { userNames } from '../../platform/users/users.ts';
import { RULES_ROW_ID, findRules, lockRules, saveRules } from './rules.repository.ts';
export const RULES_CHANGED = 'The rules were changed by someone else. Reload to see the latest values.';

/** The rules in force (defaults when never saved). Stored documents are re-read through the schema. */
export function currentRules(db: DbOrTx): Promise<BusinessRules> {
  return configRead(db, 'rules', async () => {
    const row = await findRules(db);
    return deepFreeze(row ? businessRulesSchema.parse(row.rules) : structuredClone(DEFAULT_BUSINESS_RULES));
  });
}

/** The rules are shared by every request that reads them: none may change them. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
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
    const row = await findRules(db);
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
      await changeConfig(db, async (tx) => {
        await lockRules(tx);
        const row = await findRules(tx);
        const stored = row?.version ?? 0;
        if (stored !== version) throw new AppError('conflict', RULES_CHANGED, 'version', { code: 'STALE_VERSION' });
        const before = row ? businessRulesSchema.parse(row.rules) : DEFAULT_BUSINESS_RULES;
        const changes = diff(before, rules);
        if (changes.length === 0) return;
        const values = { rules, version: stored + 1, updatedAt: deps.now(), updatedBy: actor.userId };
        await saveRules(tx, row !== undefined, values);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'businessRules.update',
          entityType: 'businessRules',
          entityId: RULES_ROW_ID,
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
