import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
// the request's multipart methods (type-only: a bench or e2e file reaching this module without the app type-checks it)
import type {} from '@fastify/multipart';
import { MSG } from '@risk/shared/messages';
import { IMPORT_MSG } from '@risk/shared/api/import';
import { AppError, badRequest } from '../http/errors.ts';
import { FIRST_SHEET, sheetDataRows } from './sheet.ts';
import { assertSafeZip, type ZipLimits } from './zip-guard.ts';

/** What an uploaded spreadsheet may be (the IMPORT_MAX_* and EMBEDDED_IMPORT_MAX_ROWS settings), read by the one upload path. */
export interface ImportLimits {
  maxFileMb: number;
  zip: ZipLimits;
  /** the embedded database's rows per file; null on PostgreSQL */
  embeddedMaxRows: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    importLimits: ImportLimits;
  }
}

export const NO_FILE = '请选择要上传的文件';

export interface UploadedFile {
  fileName: string;
  buffer: Buffer;
}

/** An uploaded spreadsheet, spooled to `path`: its first sheet's data rows as counted from its last row (null: unknown). */
export interface UploadedSheet {
  fileName: string;
  path: string;
  rows: number | null;
}

/** The multipart field `file`, read whole; over `maxBytes` answers 413 with `tooLargeMessage`. */
export async function readUploadedFile(
  req: FastifyRequest,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<UploadedFile> {
  if (!req.isMultipart()) throw badRequest(NO_FILE);
  const part = await req.file({ limits: { fileSize: maxBytes } });
  if (!part || part.fieldname !== 'file') throw badRequest(NO_FILE);
  try {
    return { fileName: part.filename, buffer: await part.toBuffer() };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, tooLargeMessage);
    throw err;
  }
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * An uploaded .xlsx (a zip by its first bytes, not only by its name), at most IMPORT_MAX_FILE_MB,
 * and no zip bomb, spooled to a temporary file as it arrives (a city's 170 MB file is not held in
 * memory): the caller removes `path` once it has kept the file. On the embedded database a file of
 * more rows than EMBEDDED_IMPORT_MAX_ROWS is refused here, at once (413, the limit and the way to
 * PostgreSQL named): its import would hold the one connection every other request waits for.
 */
export async function readXlsxUpload(req: FastifyRequest): Promise<UploadedSheet> {
  const limits = req.server.importLimits;
  const tooLarge = () => new AppError(413, MSG.fileTooLarge(limits.maxFileMb));
  if (!req.isMultipart()) throw badRequest(NO_FILE);
  const part = await req.file({ limits: { fileSize: limits.maxFileMb * 1024 * 1024 } });
  if (!part || part.fieldname !== 'file') throw badRequest(NO_FILE);
  const file = path.join(os.tmpdir(), `risk-upload-${crypto.randomBytes(6).toString('hex')}.xlsx`);
  try {
    let size = 0;
    let head = Buffer.alloc(0);
    try {
      await pipeline(
        part.file,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            if (part.file.truncated) throw tooLarge();
            if (head.length < 4) head = Buffer.concat([head, chunk]).subarray(0, 4);
            size += chunk.length;
            yield chunk;
          }
        },
        fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }),
      );
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw err;
    }
    if (part.file.truncated) throw tooLarge();
    if (size === 0) throw badRequest(MSG.emptyFile);
    if (!/\.xlsx$/i.test(part.filename) || !head.equals(ZIP_MAGIC)) throw badRequest(MSG.notSpreadsheet);
    const rows = await sheetDataRows(file, await assertSafeZip(file, limits.zip, FIRST_SHEET));
    if (limits.embeddedMaxRows !== null && rows !== null && rows > limits.embeddedMaxRows)
      throw new AppError(413, IMPORT_MSG.embeddedTooMany(limits.embeddedMaxRows, rows));
    return { fileName: decodedName(part.filename), path: file, rows };
  } catch (err) {
    await fsp.rm(file, { force: true });
    throw err;
  }
}

/** Some clients send the file name percent-encoded; history shows it as the analyst named it. */
function decodedName(name: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(name)) return name;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
