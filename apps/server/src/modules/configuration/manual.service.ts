/**
 * Uploaded user manuals (spec §2.7 User Manual): one PDF per audience (role, or OA entity type). The download of
 * spec §7.3 serves the upload when there is one, else the built-in manual.
 */
import { eq } from 'drizzle-orm';
import { MANUAL_AUDIENCES, manualAudienceLabel, type ManualRow } from '@stoa/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { files, userManuals } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import { attachFile, readContent, requireOwnUpload, type StoredFile } from '../file/file.service.ts';
import { configStore, userNames, type Actor } from './config-store.ts';

export const manualStore = configStore(userManuals, 'userManual', 'No uploaded manual for this audience.');

/** The uploaded manual of an audience, if any. */
export async function uploadedManual(db: DbOrTx, audience: string): Promise<StoredFile | null> {
  const [row] = await db
    .select({ fileId: userManuals.fileId })
    .from(userManuals)
    .where(eq(userManuals.audience, audience));
  return row ? readContent(db, row.fileId) : null;
}

export function createManualService(deps: AppDeps) {
  const { db } = deps;
  async function list(): Promise<ManualRow[]> {
    const rows = await db
      .select({
        audience: userManuals.audience,
        fileId: userManuals.fileId,
        fileName: files.fileName,
        updatedAt: userManuals.updatedAt,
        updatedBy: userManuals.updatedBy,
      })
      .from(userManuals)
      .innerJoin(files, eq(files.id, userManuals.fileId));
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
    async save(principal: Principal, actor: Actor, audience: string, fileId: string): Promise<ManualRow[]> {
      await db.transaction(async (tx) => {
        await requireOwnUpload(tx, principal, fileId, 'UserManual');
        const [stored] = await tx.select().from(userManuals).where(eq(userManuals.audience, audience)).for('update');
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
        const [stored] = await tx.select().from(userManuals).where(eq(userManuals.audience, audience)).for('update');
        if (!stored) throw new AppError('not-found', 'No uploaded manual for this audience.');
        await manualStore.remove(tx, actor, stored);
      });
      return list();
    },
  };
}

export type ManualService = ReturnType<typeof createManualService>;
