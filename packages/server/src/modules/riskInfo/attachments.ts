import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { riskCompany, riskCompanyInfoFile } from '../../db/schema/pool.ts';
import { assertInDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { notFound } from '../../platform/http/errors.ts';
import { adoptFile, loadFile, storedAmong, type LoadedFile } from '../files/service.ts';

/** An attachment to download, seen through its company's district; the bytes come from the file store. */
export async function openAttachment(db: DbOrTx, user: AuthUser, id: number): Promise<LoadedFile> {
  const [row] = await db
    .select({
      fileName: riskCompanyInfoFile.fileName,
      fileId: riskCompanyInfoFile.fileId,
      region: riskCompany.companyRegion,
    })
    .from(riskCompanyInfoFile)
    .innerJoin(riskCompany, eq(riskCompany.id, riskCompanyInfoFile.riskCompanyId))
    .where(eq(riskCompanyInfoFile.id, id));
  if (!row) throw notFound(MSG.notFound);
  assertInDistrict(user, row.region);
  return { ...(await loadFile(db, row.fileId, 'riskInfo')), fileName: row.fileName };
}

/** The file-store ids of the attachments of some risk information. */
export async function attachmentIdsOf(tx: DbOrTx, infoIds: number[]): Promise<string[]> {
  if (infoIds.length === 0) return [];
  const rows = await tx
    .select({ fileId: riskCompanyInfoFile.fileId })
    .from(riskCompanyInfoFile)
    .where(inArray(riskCompanyInfoFile.riskCompanyInfoId, infoIds));
  return rows.map((r) => r.fileId);
}

/**
 * Data migration of 0014: attachments written before the file store lived in DATA_DIR/files/<id>.
 * Each one still named by a row is copied into the store under the same id, once (a restart finds
 * it stored). The disk copies stay for the operator to remove after a backup.
 */
export async function importLegacyAttachments(db: Db, dataDir: string): Promise<number> {
  const rows = await db
    .select({ fileId: riskCompanyInfoFile.fileId, fileName: riskCompanyInfoFile.fileName })
    .from(riskCompanyInfoFile);
  const stored = await storedAmong(
    db,
    rows.map((r) => r.fileId),
  );
  let imported = 0;
  for (const row of rows) {
    if (!/^[0-9a-f]{32}$/.test(row.fileId) || stored.has(row.fileId)) continue;
    const buffer = await fs.readFile(path.join(dataDir, 'files', row.fileId)).catch(() => null);
    if (!buffer) continue;
    await adoptFile(db, { id: row.fileId, fileName: row.fileName, buffer, owner: 'riskInfo' });
    imported++;
  }
  return imported;
}
