/**
 * The reason lists (issue 36 item 8): the Admin keeps, per record type, the reasons a processor ticks when it rejects
 * or returns a record. Plain audited rows; a code stays what it was (timeline steps keep code and label as given).
 */
import { REASON_MESSAGES, type Reason, type ReasonInput, type ReasonRecordType } from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/request-context.ts';
import { userNames } from '../../platform/users/users.ts';
import { listReasons, reasonStore, type ReasonRow } from './reasons.repository.ts';
import { stampOf, withNames } from './stamp.ts';

function reasonDto(row: ReasonRow, names: Map<number, string>): Reason {
  return {
    ...stampOf(row, names),
    recordType: row.recordType as ReasonRecordType,
    code: row.code,
    label: row.label,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
  };
}

async function codeFree<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', REASON_MESSAGES.codeTaken, 'code');
    throw error;
  }
}

export function createReasonService(deps: AppDeps) {
  const { db } = deps;
  return {
    async list(recordType?: ReasonRecordType): Promise<Reason[]> {
      return withNames(db, await listReasons(db, recordType), reasonDto);
    },
    async add(actor: Actor, input: ReasonInput): Promise<Reason> {
      return codeFree(() =>
        db.transaction(async (tx) => {
          const row = await reasonStore.insert(tx, actor, input, deps.now());
          return reasonDto(row, await userNames(tx, [row.updatedBy]));
        }),
      );
    },
    /** Label, order and whether it is offered change; the code and record type do not (a new reason instead). */
    async update(actor: Actor, id: number, input: ReasonInput): Promise<Reason> {
      return db.transaction(async (tx) => {
        const stored = await reasonStore.get(tx, id, true);
        if (stored.code !== input.code || stored.recordType !== input.recordType) {
          throw new AppError('business-rule', REASON_MESSAGES.codeFixed, 'code');
        }
        const row = await reasonStore.update(tx, actor, stored, input, deps.now());
        return reasonDto(row, await userNames(tx, [row.updatedBy]));
      });
    },
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => reasonStore.remove(tx, actor, await reasonStore.get(tx, id, true)));
    },
  };
}

export type ReasonService = ReturnType<typeof createReasonService>;
