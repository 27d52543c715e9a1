import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { FILE_KINDS, FILE_MSG, type FileKindName, type StoredFileRef } from '@risk/shared/files';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { storedFile } from '../../db/schema/content.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { readUploadedFile } from '../../platform/excel/upload.ts';
import { contentDisposition } from '../../platform/http/download-name.ts';
import { AppError, badRequest, notFound } from '../../platform/http/errors.ts';
import { checkFileName, checkUpload, kindOfContent, kindOfName } from './detect.ts';

/** The module whose record holds a file; null while the upload waits for its form. */
export type FileOwner =
  'riskInfo' | 'policy' | 'districtReport' | 'specialDaily' | 'researchReport' | 'picture' | 'avatar';

/** An upload nobody saved into a record is removed after this long. */
const PENDING_TTL = '1 day';

export interface IncomingFile {
  fileName: string;
  buffer: Buffer;
}

/** The size limit of the store, in bytes and as the message a too-large upload answers. */
export const uploadLimit = (config: AppConfig) => ({
  bytes: config.uploadMaxBytes,
  message: FILE_MSG.tooLarge(config.UPLOAD_MAX_MB),
});

/** The multipart field `file` of a request, at most UPLOAD_MAX_MB (413 beyond). */
export async function readStoreUpload(req: FastifyRequest, config: AppConfig): Promise<IncomingFile> {
  const { bytes, message } = uploadLimit(config);
  return readUploadedFile(req, bytes, message);
}

/**
 * A multipart form with text fields and repeated `file` parts (policy add and edit): every file
 * is read whole and checked against the limit; fields repeated become arrays.
 */
export async function readMultipartForm(
  req: FastifyRequest,
  config: AppConfig,
): Promise<{ fields: Record<string, unknown>; files: IncomingFile[] }> {
  const fields: Record<string, unknown> = {};
  const files: IncomingFile[] = [];
  if (!req.isMultipart()) return { fields: (req.body as Record<string, unknown>) ?? {}, files };
  const { bytes, message } = uploadLimit(config);
  try {
    for await (const part of req.parts({ limits: { fileSize: bytes, files: 10 } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'file') files.push({ fileName: part.filename, buffer });
      } else {
        const prev = fields[part.fieldname];
        const value = part.value;
        fields[part.fieldname] = prev === undefined ? value : [prev, value].flat();
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, message);
    if (code === 'FST_FILES_LIMIT') throw badRequest('附件最多10个');
    throw err;
  }
  return { fields, files };
}

/** A part's file name as the browser sent it (some clients percent-encode it). */
function decodedName(name: string): string {
  try {
    return /%[0-9A-Fa-f]{2}/.test(name) ? decodeURIComponent(name) : name;
  } catch {
    return name;
  }
}

/** The picture kind (jpg or png) of some bytes, whatever their name says; undefined for anything else. */
export function pictureKindOf(buffer: Buffer): 'jpg' | 'png' | undefined {
  const kind = kindOfContent(buffer);
  return kind === 'jpg' || kind === 'png' ? kind : undefined;
}

/** Checks a file (name, size, type by content); nothing is written. Answers the kept name and kind. */
export function checkIncoming(
  file: IncomingFile,
  kinds: readonly FileKindName[],
  config: AppConfig,
  name?: string,
): { fileName: string; kind: FileKindName } {
  const fileName = checkFileName(name || decodedName(file.fileName));
  const { bytes, message } = uploadLimit(config);
  if (file.buffer.length > bytes) throw new AppError(413, message);
  return { fileName, kind: checkUpload(fileName, file.buffer, kinds) };
}

/**
 * Stores a checked file. With an owner it belongs to a record at once (call it in that record's
 * transaction); without, it waits for a form to claim it. Old unclaimed uploads are swept here.
 */
export async function storeFile(
  db: DbOrTx,
  user: Pick<AuthUser, 'id' | 'username'> | null,
  file: IncomingFile,
  checked: { fileName: string; kind: FileKindName },
  owner: FileOwner | null = null,
): Promise<StoredFileRef> {
  const id = randomBytes(16).toString('hex');
  await db
    .delete(storedFile)
    .where(and(isNull(storedFile.owner), lt(storedFile.createTime, sql`now() - ${PENDING_TTL}::interval`)));
  await db.insert(storedFile).values({
    id,
    fileName: checked.fileName,
    kind: checked.kind,
    contentType: FILE_KINDS[checked.kind].contentType,
    size: file.buffer.length,
    sha256: createHash('sha256').update(file.buffer).digest('hex'),
    data: file.buffer,
    owner,
    createUserId: user?.id ?? null,
    createBy: user?.username ?? null,
  });
  return { id, fileName: checked.fileName, size: file.buffer.length };
}

/**
 * Hands uploads to a record: each must be a waiting upload of this user (else 400, as if it had
 * expired). Call it in the record's transaction. Answers name and size per id, in order.
 */
export async function claimFiles(
  tx: DbOrTx,
  user: Pick<AuthUser, 'id'>,
  ids: readonly string[],
  owner: FileOwner,
): Promise<StoredFileRef[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await tx
    .update(storedFile)
    .set({ owner })
    .where(and(inArray(storedFile.id, unique), isNull(storedFile.owner), eq(storedFile.createUserId, user.id)))
    .returning({ id: storedFile.id, fileName: storedFile.fileName, size: storedFile.size });
  if (rows.length !== unique.length) throw badRequest(FILE_MSG.missing);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => byId.get(id)!);
}

/** Removes files of a record (in the record's transaction). */
export async function releaseFiles(tx: DbOrTx, ids: readonly (string | null | undefined)[]): Promise<void> {
  const real = ids.filter((id): id is string => !!id);
  if (real.length > 0) await tx.delete(storedFile).where(inArray(storedFile.id, real));
}

/** Name and size of stored files, for the lists of the records holding them. */
export async function fileRefs(db: DbOrTx, ids: readonly string[]): Promise<Map<string, StoredFileRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFile.id, fileName: storedFile.fileName, size: storedFile.size })
    .from(storedFile)
    .where(inArray(storedFile.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export interface LoadedFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** A stored file's bytes; the caller has checked the record that holds it. */
export async function loadFile(db: DbOrTx, id: string, owner?: FileOwner): Promise<LoadedFile> {
  const [row] = await db
    .select({ fileName: storedFile.fileName, contentType: storedFile.contentType, data: storedFile.data })
    .from(storedFile)
    .where(and(eq(storedFile.id, id), owner ? eq(storedFile.owner, owner) : undefined));
  if (!row) throw notFound(FILE_MSG.missing);
  return row;
}

/** Answers a stored file as a download (or inline, for a viewer) under its original name. */
export function sendFile(reply: FastifyReply, file: LoadedFile, inline = false): FastifyReply {
  return reply
    .header('content-type', inline ? file.contentType : 'application/octet-stream')
    .header('content-disposition', contentDisposition(file.fileName, inline))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.data);
}

/** Removes an upload its form dropped before saving; a saved file is removed by editing its record. */
export async function discardUpload(db: Db, user: Pick<AuthUser, 'id'>, id: string): Promise<void> {
  const [row] = await db
    .select({ owner: storedFile.owner, createUserId: storedFile.createUserId })
    .from(storedFile)
    .where(eq(storedFile.id, id));
  if (!row) throw badRequest(FILE_MSG.missing);
  if (row.owner !== null) throw badRequest(FILE_MSG.inUse);
  if (row.createUserId !== user.id) throw badRequest(FILE_MSG.missing);
  await db.delete(storedFile).where(and(eq(storedFile.id, id), isNull(storedFile.owner)));
}

/**
 * Takes a file written before the store existed into it under its old id (the data migration of
 * migration 0014, see riskInfo/attachments.ts); does nothing when the id is stored already.
 */
export async function adoptFile(
  db: DbOrTx,
  file: { id: string; fileName: string; buffer: Buffer; owner: FileOwner },
): Promise<void> {
  const kind = kindOfContent(file.buffer) ?? kindOfName(file.fileName) ?? 'zip';
  await db
    .insert(storedFile)
    .values({
      id: file.id,
      fileName: file.fileName,
      kind,
      contentType: FILE_KINDS[kind].contentType,
      size: file.buffer.length,
      sha256: createHash('sha256').update(file.buffer).digest('hex'),
      data: file.buffer,
      owner: file.owner,
    })
    .onConflictDoNothing();
}

/** Which of some file ids are in the store (one query per 5,000 ids). */
export async function storedAmong(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .select({ id: storedFile.id })
      .from(storedFile)
      .where(inArray(storedFile.id, ids.slice(i, i + 5000)));
    for (const r of rows) found.add(r.id);
  }
  return found;
}

/**
 * The one file of a record changes (in the record's transaction): a new upload is claimed, the
 * one it replaces (or that the form cleared) is removed. Answers the file kept on the record.
 */
export async function replaceFile(
  tx: DbOrTx,
  user: Pick<AuthUser, 'id'>,
  oldId: string | null,
  newId: string | null | undefined,
  owner: FileOwner,
): Promise<string | null> {
  const wanted = newId ?? null;
  if (wanted === oldId) return oldId;
  if (wanted) await claimFiles(tx, user, [wanted], owner);
  await releaseFiles(tx, [oldId]);
  return wanted;
}
