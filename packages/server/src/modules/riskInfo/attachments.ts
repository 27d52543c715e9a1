import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { riskCompany, riskCompanyInfoFile } from '../../db/schema/pool.ts';
import { assertInDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import type { UploadedFile } from '../../platform/excel/upload.ts';

export const ATTACHMENT_MSG = {
  missing: '附件不存在或已过期，请重新上传',
  inUse: '附件已保存到风险信息中，请在编辑风险信息时移除',
} as const;

/** Attachments live in DATA_DIR/files under a random name; the database keeps the name the clerk gave. */
export const filesDir = (dataDir: string) => path.join(dataDir, 'files');

export async function storeUpload(dataDir: string, file: UploadedFile, name: string | undefined) {
  if (file.buffer.length === 0) throw badRequest(MSG.emptyFile);
  const id = randomBytes(16).toString('hex');
  await fs.mkdir(filesDir(dataDir), { recursive: true });
  await fs.writeFile(path.join(filesDir(dataDir), id), file.buffer);
  return { id, fileName: name || file.fileName };
}

/** The size of an uploaded file named in a form; refuses names that were never uploaded. */
export async function uploadedSize(dataDir: string, id: string): Promise<number> {
  try {
    return (await fs.stat(path.join(filesDir(dataDir), id))).size;
  } catch {
    throw badRequest(ATTACHMENT_MSG.missing);
  }
}

/** Removes stored files once the rows naming them are gone (after the transaction committed). */
export async function removeStored(dataDir: string, ids: string[]) {
  await Promise.all(ids.map((id) => fs.rm(path.join(filesDir(dataDir), id), { force: true })));
}

/** An attachment to download, seen through its company's district. */
export async function openAttachment(db: DbOrTx, dataDir: string, user: AuthUser, id: number) {
  const [row] = await db
    .select({
      fileName: riskCompanyInfoFile.fileName,
      storedName: riskCompanyInfoFile.storedName,
      region: riskCompany.companyRegion,
    })
    .from(riskCompanyInfoFile)
    .innerJoin(riskCompany, eq(riskCompany.id, riskCompanyInfoFile.riskCompanyId))
    .where(eq(riskCompanyInfoFile.id, id));
  if (!row) throw notFound(MSG.notFound);
  assertInDistrict(user, row.region);
  const file = path.join(filesDir(dataDir), row.storedName);
  if (!fsSync.existsSync(file)) throw notFound(ATTACHMENT_MSG.missing);
  return { fileName: row.fileName, stream: fsSync.createReadStream(file) };
}

/** Discards an upload the form dropped before saving; a saved attachment is removed by editing the information. */
export async function discardUpload(db: DbOrTx, dataDir: string, id: string) {
  const [used] = await db
    .select({ id: riskCompanyInfoFile.id })
    .from(riskCompanyInfoFile)
    .where(eq(riskCompanyInfoFile.storedName, id));
  if (used) throw badRequest(ATTACHMENT_MSG.inUse);
  await uploadedSize(dataDir, id);
  await removeStored(dataDir, [id]);
}
