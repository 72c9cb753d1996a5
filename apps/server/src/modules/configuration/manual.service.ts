/**
 * Uploaded user manuals (spec §2.7 User Manual): one PDF per audience (role, or OA entity type). The download of
 * spec §7.3 serves the upload when there is one, else the built-in manual.
 */
import { MANUAL_AUDIENCES, manualAudienceLabel, type ManualRow } from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/request-context.ts';
import { userNames } from '../../platform/users/users.ts';
import { attachFile, readContent, requireOwnUpload, type StoredFile } from '../file/file.service.ts';
import { findManual, listManuals, manualStore } from './manual.repository.ts';

export function createManualService(deps: AppDeps) {
  const { db } = deps;
  async function list(): Promise<ManualRow[]> {
    const rows = await listManuals(db);
    const names = await userNames(
      db,
      rows.map((r) => r.updatedBy),
    );
    return MANUAL_AUDIENCES.map((audience) => {
      const row = rows.find((r) => r.audience === audience);
      return {
        audience,
        label: manualAudienceLabel(audience),
        fileId: row?.fileId ?? null,
        fileName: row?.fileName ?? null,
        uploadedBy: row?.updatedBy == null ? null : (names.get(row.updatedBy) ?? null),
        uploadedAt: row ? row.updatedAt.toISOString() : null,
      };
    });
  }
  return {
    list,
    /** The uploaded manual of an audience, if any (the download serves it before the built-in one). */
    async uploaded(audience: string): Promise<StoredFile | null> {
      const row = await findManual(db, audience);
      return row ? readContent(db, row.fileId) : null;
    },
    async save(principal: Principal, actor: Actor, audience: string, fileId: string): Promise<ManualRow[]> {
      await db.transaction(async (tx) => {
        await requireOwnUpload(tx, principal, fileId, 'UserManual');
        const stored = await findManual(tx, audience, true);
        if (stored) await manualStore.update(tx, actor, stored, { fileId }, deps.now());
        else await manualStore.insert(tx, actor, { audience, fileId }, deps.now());
        await attachFile(tx, fileId, 'UserManual', audience);
      });
      return list();
    },
    async remove(actor: Actor, audience: string): Promise<ManualRow[]> {
      if (!(MANUAL_AUDIENCES as readonly string[]).includes(audience)) {
        throw new AppError('not-found', 'No uploaded manual for this audience.');
      }
      await db.transaction(async (tx) => {
        const stored = await findManual(tx, audience, true);
        if (!stored) throw new AppError('not-found', 'No uploaded manual for this audience.');
        await manualStore.remove(tx, actor, stored);
      });
      return list();
    },
  };
}

export type ManualService = ReturnType<typeof createManualService>;
