/** GET /api/Configuration/History: the audit trail of one configuration row (who, when, old → new). */
import { z } from 'zod';
import { text } from '../validation/text-rule.ts';

/** The configuration entity types with a history (the configuration stores' audit entity types). */
export const HISTORY_ENTITY_TYPES = [
  'stoaCharge',
  'fee',
  'utility',
  'holiday',
  'bankAccount',
  'paymentMode',
  'dueRule',
  'corridor',
  'reason',
  'tds',
  'tdsInterest',
  'userManual',
  'businessRules',
] as const;
export type HistoryEntityType = (typeof HISTORY_ENTITY_TYPES)[number];

export const historyQuerySchema = z.object({
  entityType: z.enum(HISTORY_ENTITY_TYPES),
  entityId: text('Entity ID').max(40),
});

// Any object, keys kept (a loose object rather than a record: one zod schema kind fewer in the shared chunk).
const valuesSchema = z.looseObject({}).nullable();
export const historyEntrySchema = z.object({
  occurredAt: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  oldValues: valuesSchema,
  newValues: valuesSchema,
  comment: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historySchema = z.object({ history: z.array(historyEntrySchema) });
