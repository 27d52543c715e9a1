import { FILE_MSG } from '@risk/shared/files';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { loadFile, type FileOwner, type LoadedFile } from '../files/service.ts';

/** The one file a document holds, for its download; a document saved without one answers the notice. */
export async function documentFile(db: DbOrTx, fileId: string | null, owner: FileOwner): Promise<LoadedFile> {
  if (!fileId) throw notFound(FILE_MSG.noDownload);
  return loadFile(db, fileId, owner);
}
